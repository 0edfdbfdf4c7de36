import { ApiProperty } from '@nestjs/swagger';
import { AnyObject, Int, List, Str } from '../common/schema-properties.js';
import { JOB_STATES } from '../data-transfer/data-transfer.responses.js';
import type { JobState } from '../jobs/job-queue.js';
import type { AuditEntry, AuditRecord, AuditRecordKind } from './audit-entry.js';

/** The response bodies of the audit log (`Audit/*`). */

export class AuditOperationDto {
  @Str({ example: 'TaxaMerged' }) readonly operation!: string;
  @Str({ description: 'Norwegian label', example: 'Taksa slått sammen' }) readonly label!: string;
}

export class AuditRecordDto implements AuditRecord {
  @ApiProperty({ type: 'string', enum: ['name', 'taxon', 'user'] }) readonly kind!: AuditRecordKind;
  @Int() readonly id!: number;
  @AnyObject({ nullable: true, description: 'The record before (null: created)' }) readonly before!: Record<string, unknown> | null;
  @AnyObject({ nullable: true, description: 'The record after (null: removed)' }) readonly after!: Record<string, unknown> | null;
  @List('string') readonly changedFields!: string[];
}

export class AuditNameDto {
  @Int() readonly scientificNameId!: number;
  @Str() readonly scientificName!: string;
}

export class AuditEntryDto implements AuditEntry {
  @Int({ description: "The event's global position (the entry's id)" }) readonly position!: number;
  @Str({ description: 'register or users' }) readonly stream!: string;
  @Str() readonly operation!: string;
  @Str({ description: 'Norwegian label' }) readonly operationLabel!: string;
  @Str({ description: 'When the change was made (ISO date-time)' }) readonly time!: string;
  @Str({ description: 'When it was stored (ISO date-time)' }) readonly recordedAt!: string;
  @Str() readonly userId!: string;
  @Str() readonly userName!: string;
  @Str() readonly remark!: string;
  @Str() readonly commandId!: string;
  @Str() readonly correlationId!: string;
  @List(AuditNameDto, { description: 'The scientific names touched, before or after' }) readonly scientificNames!: AuditNameDto[];
  @List(AuditRecordDto, { description: 'The records touched (on a list page at most 50; the entry itself has all)' })
  readonly records!: AuditRecordDto[];
  @Int({ description: 'How many records the operation touched' }) readonly recordCount!: number;
}

export class AuditPageDto {
  @List(AuditEntryDto, { description: 'Newest first' }) readonly entries!: readonly AuditEntryDto[];
  @Str({ nullable: true, description: 'The cursor of the next page (`after`); null on the last page' }) readonly next!: string | null;
}

/** An audit export job (POST Export, GET Jobs/{id}). */
export interface AuditJobAnswer {
  readonly jobId: string;
  readonly state: JobState;
  readonly progress: number;
  readonly message?: string;
  readonly fileName?: string;
  readonly entries?: number;
  readonly fileUrl?: string;
  readonly error?: string;
}

export class AuditJobAnswerDto implements AuditJobAnswer {
  @Str() readonly jobId!: string;
  @ApiProperty({ type: 'string', enum: JOB_STATES }) readonly state!: JobState;
  @Int({ description: '0–100' }) readonly progress!: number;
  @Str({ optional: true }) readonly message?: string;
  @Str({ optional: true, description: 'When completed' }) readonly fileName?: string;
  @Int({ optional: true, description: 'When completed: entries exported' }) readonly entries?: number;
  @Str({ optional: true, description: 'When completed: where the file is (Jobs/{id}/File)' }) readonly fileUrl?: string;
  @Str({ optional: true, description: 'When failed' }) readonly error?: string;
}
