import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsOptional, ValidateNested } from 'class-validator';
import {
  Errors,
  rankFromId,
  TAXONOMIC_STATUSES,
  type NewScientificNameInput,
  type NewScientificNameRequest,
  type VernacularNameInput,
  type VernacularNameRequest,
} from '@navnebase/domain';
import { NameFieldsDto, VernacularNameInputDto } from './name-fields.dto.js';

/** A scientific name created inside an operation (the swap modal, the split flow). */
export class NewScientificNameDto extends NameFieldsDto implements NewScientificNameRequest {
  @ApiProperty({ enum: TAXONOMIC_STATUSES })
  @IsIn(TAXONOMIC_STATUSES, { message: 'Ugyldig taksonomisk status.' })
  taxonomicStatus!: (typeof TAXONOMIC_STATUSES)[number];

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Rank id (spec 1 §3); default: the rank of the taxon’s current name' })
  @IsOptional()
  @IsInt({ message: 'Du må velge en rang.' })
  rankId?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'With a parent chosen, scientificName holds only the new part (e.g. the epithet)',
  })
  @IsOptional()
  @IsInt({ message: 'Overordnet navne-id må være et heltall.' })
  parentScientificNameId?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'The taxon the name is created for (swap: must be oldTaxonId; split: ignored)',
  })
  @IsOptional()
  @IsInt()
  taxonId?: number | null;

  @ApiPropertyOptional({ type: [VernacularNameInputDto], description: 'Only for a name that becomes the current one' })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => VernacularNameInputDto)
  vernacularNames?: VernacularNameInputDto[];
}

/** Vernacular entries the client marked deleted are left out (spec 1 §4 operation markers). */
export const keptVernacularNames = (names: readonly VernacularNameRequest[] | undefined): VernacularNameInput[] =>
  (names ?? []).filter((v) => v.operation !== 'deleted');

export const newScientificNameInput = (dto: NewScientificNameRequest, options: { ignoreTaxonId?: boolean } = {}): NewScientificNameInput => {
  const rank = dto.rankId === undefined || dto.rankId === null ? null : rankFromId(dto.rankId);
  if (dto.rankId !== undefined && dto.rankId !== null && !rank) throw Errors.invalidRequest('Ukjent rang.', 'rankId');
  return {
    scientificName: dto.scientificName,
    taxonomicStatus: dto.taxonomicStatus,
    rank,
    ...(dto.author !== undefined ? { author: dto.author } : {}),
    ...(dto.references ? { references: dto.references } : {}),
    ...(dto.comment !== undefined ? { comment: dto.comment } : {}),
    ...(dto.nomenclaturalStatus ? { nomenclaturalStatus: dto.nomenclaturalStatus } : {}),
    ...(dto.attributes ? { attributes: dto.attributes } : {}),
    ...(dto.speciesComplex !== undefined ? { speciesComplex: dto.speciesComplex } : {}),
    parentScientificNameId: dto.parentScientificNameId ?? null,
    ...(options.ignoreTaxonId ? {} : { taxonId: dto.taxonId ?? null }),
    vernacularNames: keptVernacularNames(dto.vernacularNames),
  };
};
