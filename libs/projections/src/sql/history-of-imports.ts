import type { SqlExecutor } from '@navnebase/event-store';
import type { ImportHistory } from '../register/change-set.js';

/**
 * An import batch's names each get an "Inserted" entry in their change log (`register-projection.ts`), and all of a
 * batch's entries share their date, user, remark and source. The SQL store keeps that shared part once per batch
 * (`rm_import_history`) and reads each entry from it and the name's `rm_version` row of the batch's position, where
 * the name's record already is: writing a million `rm_history` rows was a tenth of a 1M-name import's database time.
 */
export const writeImportHistory = async (tx: SqlExecutor, imports: readonly ImportHistory[]): Promise<void> => {
  await tx.query(
    `INSERT INTO rm_import_history (position, change_date, changed_by, remarks, source)
     SELECT x.position, x."changeDate", x."changedBy", x.remarks, x.source
     FROM jsonb_to_recordset($1::jsonb) AS x(position bigint, "changeDate" timestamptz, "changedBy" text, remarks text, source text)
     ON CONFLICT (position) DO NOTHING`,
    [JSON.stringify(imports)],
  );
};

/** The versions of the name `$1` written by import batches (the name as each batch left it), with their batch. */
const IMPORTED_VERSIONS = `FROM rm_version v JOIN rm_import_history i ON i.position = v.position
  WHERE v.kind = 'n' AND v.id = $1 AND v.alive`;

/** A row for each import batch that wrote the name `$1`. */
export const IMPORTED_NAME_VERSIONS = `SELECT 1 ${IMPORTED_VERSIONS}`;

/**
 * The name `$1`'s "Inserted" entries of import batches, as `rm_history` rows would hold them (columns changed_by,
 * change_date, remarks, change_type, data_before, data_after, position, history_id), with the same data after as the
 * projection builds: the name's taxon, its name with author, its status and the import's source.
 */
export const IMPORT_ENTRIES = `SELECT i.changed_by, i.change_date, i.remarks, 'Inserted'::text, '[]'::jsonb,
    jsonb_build_array(jsonb_build_object(
      'taxonId', v.owner,
      'scientificName', CASE WHEN v.record->>'author' <> '' THEN (v.record->>'scientificName') || ' ' || (v.record->>'author')
                             ELSE v.record->>'scientificName' END,
      'taxonomicStatus', v.record->>'taxonomicStatus',
      'source', i.source)),
    v.position, NULL::bigint
  ${IMPORTED_VERSIONS}`;
