import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { NameFieldsRequest, ReferenceRequest, VernacularNameRequest } from '@navnebase/domain';
import { LANGUAGES, NAME_ATTRIBUTES, NOMENCLATURAL_STATUSES, REFERENCE_TYPES, VERNACULAR_NAME_STATUSES } from '@navnebase/domain';

export class ReferenceDto implements ReferenceRequest {
  @ApiProperty({ enum: REFERENCE_TYPES })
  @IsIn(REFERENCE_TYPES, { message: 'Ugyldig referansetype. Tillatt: Citation, Url, Urn, Doi, TaxonIdOrg.' })
  referenceTypeId!: (typeof REFERENCE_TYPES)[number];

  @ApiProperty()
  @IsString({ message: 'Referansen må være tekst.' })
  @MaxLength(2000, { message: 'Referansen er for lang.' })
  reference!: string;
}

/** A vernacular name in an operation request (named apart from the read API's VernacularNameDto, whose schema differs). */
export class VernacularNameInputDto implements VernacularNameRequest {
  @ApiPropertyOptional({ type: 'integer', description: 'Id of an existing vernacular name (edits)' })
  @IsOptional()
  nameId?: number;

  @ApiProperty()
  @IsString({ message: 'Populærnavnet må være tekst.' })
  @MaxLength(300, { message: 'Populærnavnet er for langt.' })
  vernacularName!: string;

  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES, { message: 'Ukjent språk for populærnavn. Tillatt: nb, nn, se.' })
  languageIsoCode!: (typeof LANGUAGES)[number];

  @ApiProperty({ enum: [...VERNACULAR_NAME_STATUSES, 'Preferred'] })
  @IsIn([...VERNACULAR_NAME_STATUSES, 'Preferred'], { message: 'Ugyldig status for populærnavn.' })
  vernacularNameStatus!: (typeof VERNACULAR_NAME_STATUSES)[number];

  @ApiPropertyOptional({ enum: ['added', 'deleted', 'modified', 'none'] })
  @IsOptional()
  @IsIn(['added', 'deleted', 'modified', 'none'], { message: 'Ugyldig operasjon for populærnavn.' })
  operation?: 'added' | 'deleted' | 'modified' | 'none';

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  reference?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  comment?: string;
}

/** Name fields shared by the operations that create or edit scientific names. */
export class NameFieldsDto implements NameFieldsRequest {
  @ApiProperty({ description: 'Only the new part of the name (e.g. the epithet) when a parent is chosen' })
  @IsString({ message: 'Dette feltet må fylles ut.' })
  @MaxLength(300, { message: 'Navnet er for langt.' })
  scientificName!: string;

  @ApiPropertyOptional({ description: 'Typed exactly, parentheses included' })
  @IsOptional()
  @IsString({ message: 'Autor må være tekst.' })
  @MaxLength(300, { message: 'Autor er for lang.' })
  author?: string;

  @ApiPropertyOptional({ type: [ReferenceDto] })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ReferenceDto)
  references?: ReferenceDto[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(4000, { message: 'Kommentaren er for lang.' })
  comment?: string;

  @ApiPropertyOptional({ enum: NOMENCLATURAL_STATUSES, isArray: true })
  @IsOptional()
  @IsArray()
  @IsIn(NOMENCLATURAL_STATUSES, { each: true, message: 'Ugyldig nomenklatorisk status.' })
  nomenclaturalStatus?: (typeof NOMENCLATURAL_STATUSES)[number][];

  @ApiPropertyOptional({ enum: NAME_ATTRIBUTES, isArray: true })
  @IsOptional()
  @IsArray()
  @IsIn(NAME_ATTRIBUTES, { each: true, message: 'Ugyldig attributt.' })
  attributes?: (typeof NAME_ATTRIBUTES)[number][];

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(300)
  speciesComplex?: string;
}
