import type { TransferParentRequest, TransferNewNameRequest } from '@navnebase/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ReferenceDto } from '../shared/name-fields.dto.js';
import { OperationRequestDto } from '../shared/operation-request.dto.js';

/** Spec 2 §3 "Name change record in transfer": the caller's own new name, author or references for a renamed name. */
export class TransferNewNameDto implements TransferNewNameRequest {
  @ApiProperty({ description: 'The main name that gets a new combination (the moved one or an infraspecific descendant)' })
  @IsInt({ message: 'Vitenskapelig navne-id er ugyldig.' })
  scientificNameId!: number;

  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'The whole new name; left out, the proposed combination is used' })
  @IsOptional()
  @IsString({ message: 'Det nye navnet må være tekst.' })
  @MaxLength(300, { message: 'Navnet er for langt.' })
  newScientificName?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'Author of the new name, typed exactly; left out, built from the old author' })
  @IsOptional()
  @IsString({ message: 'Autor må være tekst.' })
  @MaxLength(300, { message: 'Autor er for lang.' })
  newAuthor?: string | null;

  @ApiPropertyOptional({ nullable: true, type: [ReferenceDto] })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ReferenceDto)
  newReferences?: ReferenceDto[] | null;
}

/** Spec 2 §7 TransferParent, with the genus-change fields of spec 2 §3. */
export class TransferParentRequestDto extends OperationRequestDto implements TransferParentRequest {
  @ApiProperty({ description: 'The accepted name whose taxon moves with all its descendants' })
  @IsInt({ message: 'Vitenskapelig navne-id er ugyldig.' })
  scientificNameId!: number;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'The parent the client saw; another current parent is a conflict (moved meanwhile)',
  })
  @IsOptional()
  @IsInt({ message: 'Vitenskapelig navne-id er ugyldig.' })
  oldParentScientificNameId?: number | null;

  @ApiProperty({ description: 'The new parent' })
  @IsInt({ message: 'Velg en ny plassering.' })
  newParentScientificNameId!: number;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    description: 'Author of new combinations outside the animal kingdom: L. becomes (L.) <authorEditor>',
  })
  @IsOptional()
  @IsString({ message: 'Autor må være tekst.' })
  @MaxLength(300, { message: 'Autor er for lang.' })
  authorEditor?: string | null;

  @ApiPropertyOptional({ type: [TransferNewNameDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => TransferNewNameDto)
  newNames?: TransferNewNameDto[];
}
