import type { SwapTaxonRequest } from '@navnebase/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsIn, IsInt, IsOptional } from 'class-validator';
import { NAME_ATTRIBUTES, NOMENCLATURAL_STATUSES } from '@navnebase/domain';
import { StatusChangeRequestDto } from '../shared/status-change-request.dto.js';

const NON_MAIN_STATUSES = ['Synonym', 'NotInUse'] as const;

/** Swap taxon ("Bytt takson"): a synonym or not-in-use name moves to another taxon. */
export class SwapTaxonRequestDto extends StatusChangeRequestDto implements SwapTaxonRequest {
  @ApiProperty({ description: 'The synonym or not-in-use name to move' })
  @IsInt({ message: 'Vitenskapelig navne-id er ugyldig.' })
  scientificNameId!: number;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'The taxon the name moves to (or give targetScientificNameId)' })
  @IsOptional()
  @IsInt({ message: 'Takson-id er ugyldig.' })
  targetTaxonId?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Any name of the target taxon, as chosen in the chooser (instead of targetTaxonId)',
  })
  @IsOptional()
  @IsInt({ message: 'Vitenskapelig navne-id er ugyldig.' })
  targetScientificNameId?: number | null;

  @ApiPropertyOptional({ nullable: true, enum: NON_MAIN_STATUSES, description: 'Status in the target taxon; left out, the name keeps its status' })
  @IsOptional()
  @IsIn(NON_MAIN_STATUSES, { message: 'Et navn som bytter takson må være synonym eller ikke lenger i bruk.' })
  taxonomicStatus?: (typeof NON_MAIN_STATUSES)[number] | null;

  @ApiPropertyOptional({ nullable: true, enum: NOMENCLATURAL_STATUSES, isArray: true })
  @IsOptional()
  @IsArray()
  @IsIn(NOMENCLATURAL_STATUSES, { each: true, message: 'Ugyldig nomenklatorisk status.' })
  nomenclaturalStatus?: (typeof NOMENCLATURAL_STATUSES)[number][] | null;

  @ApiPropertyOptional({ nullable: true, enum: NAME_ATTRIBUTES, isArray: true })
  @IsOptional()
  @IsArray()
  @IsIn(NAME_ATTRIBUTES, { each: true, message: 'Ugyldig attributt.' })
  attributes?: (typeof NAME_ATTRIBUTES)[number][] | null;
}
