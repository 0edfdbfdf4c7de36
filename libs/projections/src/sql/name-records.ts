import type { ScientificNameRecord } from '@navnebase/domain';

/**
 * A scientific name's whole record is kept once: in its latest row of `rm_version` (the record as the last event that
 * touched it left it, see `record-versions.ts`). `rm_name` holds the columns queries filter and sort on, and the
 * attributes (the search index's filters); a reader joins the record by the version table's primary key. Keeping the
 * record in `rm_name` too wrote every name's JSON twice on each import and rebuild.
 */
export const nameRecordOf = (nameAlias: string): string =>
  `(SELECT v.record FROM rm_version v WHERE v.kind = 'n' AND v.id = ${nameAlias}.scientific_name_id ORDER BY v.position DESC LIMIT 1)`;

/** `rm_name.attributes`: the name's attributes, or null when it has none. */
export const attributesOf = (name: ScientificNameRecord): ScientificNameRecord['attributes'] | null =>
  name.attributes.length > 0 ? name.attributes : null;
