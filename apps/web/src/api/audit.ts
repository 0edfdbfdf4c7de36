import type { AuditEntry, AuditExportJob, AuditOperation, AuditPage, AuditRecord } from '@navnebase/api-client';
import { query, requestJson } from './http';

export type { AuditEntry, AuditExportJob, AuditPage, AuditRecord };

const BASE = '/api/v1/Audit';

export interface AuditFilters {
  readonly from?: string;
  readonly to?: string;
  readonly user?: string;
  readonly type?: string;
  readonly subtree?: string;
  readonly text?: string;
}

export const fetchAuditOperations = (signal?: AbortSignal) => requestJson<AuditOperation[]>(`${BASE}/Operations`, { signal });

export const fetchAuditPage = (filters: AuditFilters, after: string | undefined, signal?: AbortSignal) =>
  requestJson<AuditPage>(`${BASE}/Events${query({ ...filters, after, limit: 25 })}`, { signal });

export const fetchAuditEntry = (position: number, signal?: AbortSignal) => requestJson<AuditEntry>(`${BASE}/Events/${position}`, { signal });

export const startAuditExport = (filters: AuditFilters, format: 'xlsx' | 'csv') =>
  requestJson<AuditExportJob>(`${BASE}/Export${query({ ...filters, format })}`, { method: 'POST' });

export const fetchAuditExportJob = (jobId: string) => requestJson<AuditExportJob>(`${BASE}/Jobs/${encodeURIComponent(jobId)}`);
