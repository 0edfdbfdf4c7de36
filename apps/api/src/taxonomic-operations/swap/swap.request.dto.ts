import type { SwapRequest } from '@navnebase/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, ValidateNested } from 'class-validator';
import { VernacularNameInputDto } from '../shared/name-fields.dto.js';
import { NameStatusDto } from '../shared/name-status.dto.js';
import { NewScientificNameDto } from '../shared/new-scientific-name.dto.js';
import { StatusChangeRequestDto } from '../shared/status-change-request.dto.js';

/** Spec 2 §7 Swap: rearrange a taxon's names (rearrange) or give it new names (swap). */
export class SwapRequestDto extends StatusChangeRequestDto implements SwapRequest {
  @ApiProperty({ description: 'The taxon whose names are rearranged' })
  @IsInt({ message: 'Velg et takson først' })
  oldTaxonId!: number;

  @ApiPropertyOptional({ type: [NameStatusDto], description: 'New statuses of the taxon’s names; names left out keep theirs' })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => NameStatusDto)
  scientificNames?: NameStatusDto[];

  @ApiPropertyOptional({ type: [VernacularNameInputDto], description: 'The taxon’s full list of vernacular names; left out, it is kept' })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => VernacularNameInputDto)
  vernacularNames?: VernacularNameInputDto[];

  @ApiPropertyOptional({ type: [NewScientificNameDto], description: 'Swap mode: names created for the taxon' })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => NewScientificNameDto)
  newScientificNames?: NewScientificNameDto[];

  @ApiPropertyOptional({
    type: 'boolean',
    nullable: true,
    description:
      'Keep the taxon id? Required when the main name stays. When the main name changes the taxon always gets a new id, and true is refused.',
  })
  @IsOptional()
  @IsBoolean({ message: 'Behold taxon-id må være sann eller usann.' })
  keepTaxonId?: boolean | null;

  @ApiPropertyOptional({ type: 'boolean', nullable: true, description: 'Only when the resulting main name is of species rank or below' })
  @IsOptional()
  @IsBoolean({ message: 'Finnes i Norge må være sann eller usann.' })
  existsInNorway?: boolean | null;
}
