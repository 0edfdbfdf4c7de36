// The audit's entries are made by the projector (`rm_audit`): the pure function and its labels live with it.
export {
  AUDIT_OPERATIONS,
  AUDIT_STREAMS,
  auditEntryOf,
  changedFields,
  isAuditOperation,
  type AuditEntry,
  type AuditOperation,
  type AuditRecord,
  type AuditRecordKind,
  type StoredAuditEvent,
} from '@navnebase/projections';
