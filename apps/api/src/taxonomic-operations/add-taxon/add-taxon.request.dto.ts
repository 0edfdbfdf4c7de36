import type { AddTaxonRequest } from '@navnebase/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { TAXONOMIC_STATUSES } from '@navnebase/domain';
import { NameFieldsDto, VernacularNameInputDto } from '../shared/name-fields.dto.js';

/** Spec 1 §3 "Add taxon request". */
export class AddTaxonRequestDto extends NameFieldsDto implements AddTaxonRequest {
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Scientific name id of the parent (required for a new taxon)' })
  @IsOptional()
  @IsInt({ message: 'Overordnet navne-id må være et heltall.' })
  parentScientificNameId?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Rank id (spec 1 §3), e.g. 19 genus, 22 species' })
  @IsOptional()
  @IsInt({ message: 'Du må velge en rang.' })
  rankId?: number | null;

  @ApiPropertyOptional({ enum: TAXONOMIC_STATUSES, description: 'Left out: Accepted' })
  @IsOptional()
  @IsIn(TAXONOMIC_STATUSES, { message: 'Ugyldig taksonomisk status.' })
  taxonomicStatus?: (typeof TAXONOMIC_STATUSES)[number];

  @ApiPropertyOptional({ type: 'boolean', nullable: true, description: 'Only for species and below' })
  @IsOptional()
  @IsBoolean({ message: 'Finnes i Norge må være sann eller usann.' })
  existsInNorway?: boolean | null;

  @ApiPropertyOptional({ type: [VernacularNameInputDto] })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => VernacularNameInputDto)
  vernacularNames?: VernacularNameInputDto[];

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Add the name to this existing taxon (synonym, not in use)' })
  @IsOptional()
  @IsInt()
  taxonId?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Scientific name id the new name is a synonym of' })
  @IsOptional()
  @IsInt()
  synonymToId?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Scientific name id the new name is a no-longer-used synonym of' })
  @IsOptional()
  @IsInt()
  isNotInUseToId?: number | null;

  @ApiPropertyOptional({ description: 'Operation comment shown in the history' })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  remark?: string;

  @ApiPropertyOptional({ description: 'Client-chosen id; a repeated id is applied once' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  commandId?: string;
}
