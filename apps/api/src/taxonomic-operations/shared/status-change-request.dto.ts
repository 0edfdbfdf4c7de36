import { ApiPropertyOptional } from '@nestjs/swagger';
import type { StatusChangeRequest, StatusChangeWait } from '@navnebase/domain';
import { IsBoolean, IsOptional } from 'class-validator';
import type { AppConfig } from '../../config/app-config.js';
import { OperationRequestDto } from './operation-request.dto.js';

/** An operation that changes the statuses of a taxon's names (merge, swap/rearrange, swap taxon, split). */
export class StatusChangeRequestDto extends OperationRequestDto implements StatusChangeRequest {
  @ApiPropertyOptional({
    type: 'boolean',
    nullable: true,
    description:
      'Confirms a status change of a taxon whose statuses changed less than STATUS_CHANGE_WAIT_MINUTES ago ("Endre likevel"); ' +
      'without it (or false) such a change is refused with 409 STATUS_CHANGED_RECENTLY and retryAfterSeconds',
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmStatusChange må være sann eller usann.' })
  confirmStatusChange?: boolean | null;
}

/** The wait between status changes: the minutes from configuration, the confirmation from the request. */
export const statusChangeWait = (config: AppConfig, input: StatusChangeRequest): StatusChangeWait => ({
  waitMinutes: config.statusChangeWaitMinutes,
  confirmed: input.confirmStatusChange === true,
});
