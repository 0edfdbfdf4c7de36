import { ApiPropertyOptional } from '@nestjs/swagger';
import type { OperationRequest } from '@navnebase/domain';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Fields every operation request carries: the operator's remark and the client's command id. */
export class OperationRequestDto implements OperationRequest {
  @ApiPropertyOptional({ description: 'Operation comment, shown in the history of every name the operation touches' })
  @IsOptional()
  @IsString({ message: 'Kommentaren må være tekst.' })
  @MaxLength(4000, { message: 'Kommentaren er for lang.' })
  remark?: string;

  @ApiPropertyOptional({ description: 'Client-chosen id; a repeated id is applied once and answered with the first result' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  commandId?: string;
}
