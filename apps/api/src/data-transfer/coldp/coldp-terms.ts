import type { TaxonomicStatus } from '@navnebase/domain';

/** The ColDP columns and values of the register's exports, listed once (the reader reads these names, and more). */

export const COLDP_NAME_USAGE_COLUMNS = ['ID', 'parentID', 'status', 'scientificName', 'authorship', 'rank', 'link', 'remarks'] as const;
export const COLDP_VERNACULAR_COLUMNS = ['taxonID', 'name', 'language', 'preferred', 'remarks'] as const;

/** The register's taxonomic statuses as ColDP writes them (the reader maps these back: status-mapping.ts). */
export const COLDP_STATUS: Record<TaxonomicStatus, string> = {
  Accepted: 'accepted',
  Unresolved: 'provisionally accepted',
  Synonym: 'synonym',
  NotInUse: 'synonym',
};
/** The register's languages as ISO 639-3 codes (the reader maps these back: language-mapping.ts). */
export const COLDP_LANGUAGE: Record<string, string> = { nb: 'nob', nn: 'nno', se: 'sme' };
