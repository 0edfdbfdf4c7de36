import type { EditScientificNameRequest } from '@navnebase/domain';
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { NameFieldsDto } from '../shared/name-fields.dto.js';

/**
 * Spec 1 §7 EditScientificName: the whole name (genus part included) and its data; rank, status and taxon stay.
 * Every field left out keeps its stored value, the name's text too.
 */
export class EditScientificNameRequestDto extends OmitType(NameFieldsDto, ['scientificName'] as const) implements EditScientificNameRequest {
  /** Left out (or null), the name keeps its text; given, it is the whole name (README: fields left out keep their values). */
  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'The whole name; left out, the name keeps its text' })
  @IsOptional()
  @IsString({ message: 'Navnet må være tekst.' })
  @MaxLength(300, { message: 'Navnet er for langt.' })
  scientificName?: string | null;

  @ApiProperty({ description: 'The name to edit' })
  @IsInt({ message: 'Vitenskapelig navne-id er ugyldig.' })
  scientificNameId!: number;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: "The name's taxon; when given it must match (guards against editing the wrong name)",
  })
  @IsOptional()
  @IsInt({ message: 'Takson-id er ugyldig.' })
  taxonId?: number | null;

  @ApiPropertyOptional({
    type: 'boolean',
    nullable: true,
    description: 'Only for the main name at species rank and below; null keeps the stored value',
  })
  @IsOptional()
  @IsBoolean({ message: 'Finnes i Norge må være sann eller usann.' })
  existsInNorway?: boolean | null;

  @ApiPropertyOptional({ description: 'Operation comment shown in the history' })
  @IsOptional()
  @IsString({ message: 'Kommentaren må være tekst.' })
  @MaxLength(4000, { message: 'Kommentaren er for lang.' })
  remark?: string;

  @ApiPropertyOptional({ description: 'Client-chosen id; a repeated id is applied once' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  commandId?: string;
}
