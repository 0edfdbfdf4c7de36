import { query, requestJson } from './http';

const BASE = '/api/v1/Audit';

export interface AuditRecord {
  readonly kind: 'name' | 'taxon' | 'user';
  readonly id: number;
  readonly before: Record<string, unknown> | null;
  readonly after: Record<string, unknown> | null;
  readonly changedFields: string[];
}

export interface AuditEntry {
  readonly position: number;
  readonly stream: string;
  readonly operation: string;
  readonly operationLabel: string;
  readonly time: string;
  readonly recordedAt: string;
  readonly userId: string;
  readonly userName: string;
  readonly remark: string;
  readonly commandId: string;
  readonly correlationId: string;
  readonly scientificNames: { readonly scientificNameId: number; readonly scientificName: string }[];
  readonly records: AuditRecord[];
  readonly recordCount: number;
}

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
