import type { Schema } from './client';
import type { AuditEntry, AuditRecord } from '@navnebase/read-models';
import { query, requestJson } from './http';

export type { AuditEntry, AuditRecord };

const BASE = '/api/v1/Audit';

export interface AuditPage {
  readonly entries: AuditEntry[];
  readonly next: string | null;
}

export interface AuditFilters {
  readonly from?: string;
  readonly to?: string;
  readonly user?: string;
  readonly type?: string;
  readonly subtree?: string;
  readonly text?: string;
}

export const fetchAuditOperations = (signal?: AbortSignal) => requestJson<{ operation: string; label: string }[]>(`${BASE}/Operations`, { signal });

export const fetchAuditPage = (filters: AuditFilters, after: string | undefined, signal?: AbortSignal) =>
  requestJson<AuditPage>(`${BASE}/Events${query({ ...filters, after, limit: 25 })}`, { signal });

export const fetchAuditEntry = (position: number, signal?: AbortSignal) => requestJson<AuditEntry>(`${BASE}/Events/${position}`, { signal });

/** An audit export job's answer (from the API's document). */
export type AuditExportJob = Schema<'AuditJobAnswerDto'>;

export const startAuditExport = (filters: AuditFilters, format: 'xlsx' | 'csv') =>
  requestJson<AuditExportJob>(`${BASE}/Export${query({ ...filters, format })}`, { method: 'POST' });

export const fetchAuditExportJob = (jobId: string) => requestJson<AuditExportJob>(`${BASE}/Jobs/${encodeURIComponent(jobId)}`);
