import type { UpdateVernacularNamesRequest } from '@navnebase/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, ValidateNested } from 'class-validator';
import { VernacularNameInputDto } from '../shared/name-fields.dto.js';
import { OperationRequestDto } from '../shared/operation-request.dto.js';

/** One entry of the saved list (spec 1 §3 "Saved vernacular names"). */
export class VernacularNameEntryDto extends VernacularNameInputDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Id of the stored name; required for modified and deleted entries' })
  @IsOptional()
  @IsInt({ message: 'Id for populærnavn må være et heltall.' })
  declare nameId?: number;
}

/** Spec 1 §7 UpdateVernacularNames: the taxon and its vernacular names, each marked added, modified, deleted or none. */
export class UpdateVernacularNamesRequestDto extends OperationRequestDto implements UpdateVernacularNamesRequest {
  @ApiProperty({ description: 'The taxon (not a synonym: vernacular names belong to the taxon)' })
  @IsInt({ message: 'Takson-id er ugyldig.' })
  taxonId!: number;

  @ApiProperty({ type: [VernacularNameEntryDto] })
  @IsArray({ message: 'Populærnavnene må være en liste.' })
  @ArrayMaxSize(500, { message: 'For mange populærnavn.' })
  @ValidateNested({ each: true })
  @Type(() => VernacularNameEntryDto)
  vernacularNames!: VernacularNameEntryDto[];
}
