import type { SplitRequest, SplitNewTaxonRequest } from '@navnebase/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsOptional, ValidateNested } from 'class-validator';
import { VernacularNameInputDto } from '../shared/name-fields.dto.js';
import { NameStatusDto } from '../shared/name-status.dto.js';
import { NewScientificNameDto } from '../shared/new-scientific-name.dto.js';
import { StatusChangeRequestDto } from '../shared/status-change-request.dto.js';

/** One new taxon of a split. */
export class SplitNewTaxonDto implements SplitNewTaxonRequest {
  @ApiPropertyOptional({ type: [NewScientificNameDto], description: 'Names created in the flow for this taxon' })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => NewScientificNameDto)
  newScientificNames?: NewScientificNameDto[];

  @ApiPropertyOptional({ type: [NameStatusDto], description: 'Names of the old taxon moved here, with their status' })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => NameStatusDto)
  scientificNames?: NameStatusDto[];

  @ApiPropertyOptional({
    type: [VernacularNameInputDto],
    description: 'Vernacular names of this taxon; old ones by nameId (operation deleted drops one)',
  })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => VernacularNameInputDto)
  vernacularNames?: VernacularNameInputDto[];

  @ApiPropertyOptional({ type: 'boolean', nullable: true, description: 'Only when this taxon’s main name is of species rank or below' })
  @IsOptional()
  @IsBoolean({ message: 'Finnes i Norge må være sann eller usann.' })
  existsInNorway?: boolean | null;
}

/** Spec 2 §7 Split (path chosen: POST /api/v1/TaxonomicOperations/Split). */
export class SplitRequestDto extends StatusChangeRequestDto implements SplitRequest {
  @ApiProperty({ description: 'The taxon to split; it is archived' })
  @IsInt({ message: 'Velg et takson først' })
  oldTaxonId!: number;

  @ApiProperty({
    type: [SplitNewTaxonDto],
    description: 'At least two new taxa; every name and vernacular name of the old taxon placed exactly once',
  })
  @IsArray({ message: 'Du må ha minst to nye takson for å splitte.' })
  @ValidateNested({ each: true })
  @Type(() => SplitNewTaxonDto)
  newTaxons!: SplitNewTaxonDto[];
}
