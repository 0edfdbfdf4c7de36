import type { DeleteScientificNameRequest } from '@navnebase/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { OperationRequestDto } from '../shared/operation-request.dto.js';

/** Spec 2 §7 Delete: `{ scientificNameId, remark }`, plus the explicit confirmation of spec 2 §4.6. */
export class DeleteScientificNameRequestDto extends OperationRequestDto implements DeleteScientificNameRequest {
  @ApiProperty({ description: 'The name to delete' })
  @IsInt({ message: 'Vitenskapelig navne-id er ugyldig.' })
  scientificNameId!: number;

  @ApiPropertyOptional({
    type: 'boolean',
    nullable: true,
    description: 'Confirms deleting the main name of a taxon with several names: all its names and the taxon are deleted (left out: false)',
  })
  @IsOptional()
  @IsBoolean({ message: 'deleteTaxon må være sann eller usann.' })
  deleteTaxon?: boolean | null;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    description:
      'Administrators only: deletes although a downstream service did not answer whether it uses the name; the written reason is recorded in the event',
  })
  @IsOptional()
  @IsString({ message: 'Begrunnelsen må være tekst.' })
  @MaxLength(1000, { message: 'Begrunnelsen kan være på høyst 1000 tegn.' })
  usageOverrideReason?: string | null;
}
