import type { SynonymizeRequest } from '@navnebase/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsOptional, ValidateNested } from 'class-validator';
import { VernacularNameInputDto } from '../shared/name-fields.dto.js';
import { NameStatusDto } from '../shared/name-status.dto.js';
import { StatusChangeRequestDto } from '../shared/status-change-request.dto.js';

/** Spec 2 §7 Synonymize: a status for every name of every taxon merged, the resulting vernacular names and exists-in-Norway. */
export class SynonymizeRequestDto extends StatusChangeRequestDto implements SynonymizeRequest {
  @ApiProperty({
    type: [NameStatusDto],
    description: 'Every name of every taxon to merge, each with its resulting status; exactly one accepted or unresolved',
  })
  @IsArray({ message: 'Du må ha minst to takson for å slå noe sammen.' })
  @ValidateNested({ each: true })
  @Type(() => NameStatusDto)
  scientificNames!: NameStatusDto[];

  @ApiPropertyOptional({
    type: [VernacularNameInputDto],
    description: 'The resulting taxon’s full list (one recommended per language); left out, the lists are joined',
  })
  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => VernacularNameInputDto)
  vernacularNames?: VernacularNameInputDto[];

  @ApiPropertyOptional({ type: 'boolean', nullable: true, description: 'Only when the resulting main name is of species rank or below' })
  @IsOptional()
  @IsBoolean({ message: 'Finnes i Norge må være sann eller usann.' })
  existsInNorway?: boolean | null;
}
