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

export interface AuditExportJob {
  readonly jobId: string;
  readonly state: 'waiting' | 'active' | 'completed' | 'failed' | 'cancelled';
  readonly progress: number;
  readonly message?: string;
  readonly fileName?: string;
  readonly fileUrl?: string;
  readonly entries?: number;
  readonly error?: string;
}

export const startAuditExport = (filters: AuditFilters, format: 'xlsx' | 'csv') =>
  requestJson<AuditExportJob>(`${BASE}/Export${query({ ...filters, format })}`, { method: 'POST' });

export const fetchAuditExportJob = (jobId: string) => requestJson<AuditExportJob>(`${BASE}/Jobs/${encodeURIComponent(jobId)}`);
