import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsIn, IsInt, IsOptional } from 'class-validator';
import { NAME_ATTRIBUTES, NOMENCLATURAL_STATUSES, TAXONOMIC_STATUSES, type NameStatusInput, type NameStatusRequest } from '@navnebase/domain';

/** The status one existing scientific name gets in an operation (merge, swap/rearrange, split). */
export class NameStatusDto implements NameStatusRequest {
  @ApiProperty({ description: 'Scientific name id' })
  @IsInt({ message: 'Navne-id må være et heltall.' })
  nameId!: number;

  @ApiProperty({ enum: TAXONOMIC_STATUSES })
  @IsIn(TAXONOMIC_STATUSES, { message: 'Ugyldig taksonomisk status.' })
  taxonomicStatus!: (typeof TAXONOMIC_STATUSES)[number];

  @ApiPropertyOptional({
    nullable: true,
    enum: NOMENCLATURAL_STATUSES,
    isArray: true,
    description: 'Left out: the name keeps its statuses (cleared where the new taxonomic status forbids them)',
  })
  @IsOptional()
  @IsArray()
  @IsIn(NOMENCLATURAL_STATUSES, { each: true, message: 'Ugyldig nomenklatorisk status.' })
  nomenclaturalStatus?: (typeof NOMENCLATURAL_STATUSES)[number][] | null;

  @ApiPropertyOptional({ nullable: true, enum: NAME_ATTRIBUTES, isArray: true, description: 'Left out: the name keeps its attributes' })
  @IsOptional()
  @IsArray()
  @IsIn(NAME_ATTRIBUTES, { each: true, message: 'Ugyldig attributt.' })
  attributes?: (typeof NAME_ATTRIBUTES)[number][] | null;
}

/** The domain input of a status entry (null fields read as "keep"). */
export const nameStatusInput = (dto: NameStatusRequest): NameStatusInput => ({
  nameId: dto.nameId,
  taxonomicStatus: dto.taxonomicStatus,
  ...(dto.nomenclaturalStatus ? { nomenclaturalStatus: dto.nomenclaturalStatus } : {}),
  ...(dto.attributes ? { attributes: dto.attributes } : {}),
});
