import { BUILT_IN_NAMES, BUILT_IN_TAXA, type ScientificNameRecord, type TaxonRecord } from '@navnebase/domain';
import { FEED_SCHEMA } from '../feed/sql-feed.js';
import { VERSION_SCHEMA } from '../history/record-versions.js';
import { AUDIT_TEXT_SCHEMA } from '../history/audit-text.js';
import { AUDIT_SCHEMA } from '../history/audit-log.js';

/**
 * pg_trgm, once per database, in `public`: created from a register's own schema (`DATABASE_SCHEMA`) it would live in
 * that schema, and dropping the schema would drop it with every trigram index of the other registers in the database.
 * Where the user may not create in `public`, it goes into the register's schema as before.
 */
const TRIGRAM_EXTENSION = `
DO $trgm$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION pg_trgm SCHEMA public;
    EXCEPTION WHEN insufficient_privilege OR invalid_schema_name THEN
      CREATE EXTENSION pg_trgm;
    END;
  END IF;
END $trgm$;`;

/** Read-model tables. The built-in spheres are seeded so a rebuilt store equals one that grew event by event. */
const TABLES = `
${TRIGRAM_EXTENSION}
CREATE TABLE IF NOT EXISTS rm_checkpoint (
  projection text PRIMARY KEY,
  position bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_taxon (
  taxon_id bigint PRIMARY KEY,
  parent_taxon_id bigint,
  main_name_id bigint,
  rank_id int,
  exists_in_norway boolean,
  vernacular_names jsonb NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS rm_name (
  scientific_name_id bigint PRIMARY KEY,
  taxon_id bigint NOT NULL,
  scientific_name text NOT NULL,
  author text NOT NULL,
  rank_id int NOT NULL,
  status text NOT NULL,
  search_key text NOT NULL,
  -- the name's attributes when it has any (the search index's filters); its whole record is in rm_version
  attributes jsonb
);
-- A name's whole record is kept once, in its latest row of rm_version (name-records.ts): read models that also kept it
-- here keep the attributes and drop the rest.
DO $name_record$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'rm_name'::regclass AND attname = 'record' AND NOT attisdropped) THEN
    ALTER TABLE rm_name ADD COLUMN IF NOT EXISTS attributes jsonb;
    UPDATE rm_name SET attributes = record->'attributes' WHERE jsonb_array_length(COALESCE(record->'attributes', '[]'::jsonb)) > 0;
    ALTER TABLE rm_name DROP COLUMN record;
  END IF;
END $name_record$;
-- Search is served from memory (RegisterMemory); these indexes only slowed every write down.
DROP INDEX IF EXISTS rm_name_search_prefix_idx;
DROP INDEX IF EXISTS rm_name_search_trgm_idx;
CREATE TABLE IF NOT EXISTS rm_vernacular (
  vernacular_name_id bigint PRIMARY KEY,
  taxon_id bigint NOT NULL,
  vernacular_name text NOT NULL,
  language text NOT NULL,
  status text NOT NULL,
  search_key text NOT NULL
);
DROP INDEX IF EXISTS rm_vernacular_search_prefix_idx;
DROP INDEX IF EXISTS rm_vernacular_search_trgm_idx;
CREATE TABLE IF NOT EXISTS rm_history (
  history_id bigserial PRIMARY KEY,
  scientific_name_id bigint NOT NULL,
  position bigint NOT NULL,
  change_type text NOT NULL,
  change_date timestamptz NOT NULL,
  changed_by text NOT NULL,
  remarks text NOT NULL,
  data_before jsonb NOT NULL,
  data_after jsonb NOT NULL
);
-- One row per import batch (an import event without history of its own): its names' "Inserted" entries in the change
-- log are this row with each name's rm_version row of that position (history-of-imports.ts), not an rm_history row
-- per name. Import batches projected before this table existed keep their rm_history rows.
CREATE TABLE IF NOT EXISTS rm_import_history (
  position bigint PRIMARY KEY,
  change_date timestamptz NOT NULL,
  changed_by text NOT NULL,
  remarks text NOT NULL,
  source text NOT NULL
);
CREATE TABLE IF NOT EXISTS rm_statistic (
  day date NOT NULL,
  metric text NOT NULL,
  delta bigint NOT NULL,
  PRIMARY KEY (metric, day)
);
CREATE TABLE IF NOT EXISTS rm_successor (
  kind text NOT NULL,
  id bigint NOT NULL,
  reason text NOT NULL,
  successor_ids jsonb NOT NULL,
  PRIMARY KEY (kind, id)
);
`;

/** Indexes the projection's own writes use (names and vernacular names of a taxon). */
const WRITE_INDEXES = `
CREATE INDEX IF NOT EXISTS rm_name_taxon_idx ON rm_name (taxon_id);
CREATE INDEX IF NOT EXISTS rm_vernacular_taxon_idx ON rm_vernacular (taxon_id);
`;

/** Indexes only queries need: a rebuild drops them and builds each once at the end. */
export const SECONDARY_INDEXES = [
  { name: 'rm_taxon_parent_idx', create: 'CREATE INDEX IF NOT EXISTS rm_taxon_parent_idx ON rm_taxon (parent_taxon_id)' },
  { name: 'rm_history_name_idx', create: 'CREATE INDEX IF NOT EXISTS rm_history_name_idx ON rm_history (scientific_name_id, change_date DESC)' },
  // the feed's subtree filter: the taxa on the paths of each row's records
  { name: 'rm_feed_taxa_idx', create: 'CREATE INDEX IF NOT EXISTS rm_feed_taxa_idx ON rm_feed USING gin (taxa)' },
  // the register as of a time: the last event at or before it, and the past records of a taxon (names, children)
  { name: 'rm_feed_time_idx', create: 'CREATE INDEX IF NOT EXISTS rm_feed_time_idx ON rm_feed (time)' },
  { name: 'rm_version_owner_idx', create: 'CREATE INDEX IF NOT EXISTS rm_version_owner_idx ON rm_version (kind, owner, position)' },
  // the audit log's text filter (a part of a name, remark or user name, with ILIKE)
  { name: 'rm_audit_text_trgm_idx', create: 'CREATE INDEX IF NOT EXISTS rm_audit_text_trgm_idx ON rm_audit_text USING gin (text gin_trgm_ops)' },
] as const;

export const READ_MODEL_SCHEMA = `${TABLES}${FEED_SCHEMA}${VERSION_SCHEMA}${AUDIT_TEXT_SCHEMA}${AUDIT_SCHEMA}${WRITE_INDEXES}${SECONDARY_INDEXES.map((index) => `${index.create};`).join('\n')}\n`;

/** Tables a rebuild empties, in an order that respects nothing in particular (there are no foreign keys). */
export const READ_MODEL_TABLES = [
  'rm_taxon',
  'rm_name',
  'rm_vernacular',
  'rm_history',
  'rm_import_history',
  'rm_statistic',
  'rm_successor',
  'rm_feed',
  'rm_version',
  'rm_audit_text',
  'rm_audit',
  'rm_checkpoint',
] as const;

export const BUILT_INS: { readonly taxa: readonly TaxonRecord[]; readonly names: readonly ScientificNameRecord[] } = {
  taxa: BUILT_IN_TAXA,
  names: BUILT_IN_NAMES,
};
