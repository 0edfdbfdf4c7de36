import type { TaxonomicStatus } from '@navnebase/domain';

/**
 * The Darwin Core terms of the register's archives, listed once: the export writes these columns (and meta.xml
 * from them); the reader finds a column by the same short names, whatever the namespace.
 */

export const DWC_TAXON_TERMS = [
  'dwc:taxonID',
  'dwc:parentNameUsageID',
  'dwc:acceptedNameUsageID',
  'dwc:scientificName',
  'dwc:scientificNameAuthorship',
  'dwc:taxonRank',
  'dwc:taxonomicStatus',
  'dwc:nomenclaturalStatus',
  'dwc:namePublishedIn',
  'dcterms:references',
  'dwc:taxonRemarks',
] as const;
export const DWC_VERNACULAR_TERMS = ['dwc:vernacularName', 'dcterms:language', 'gbif:isPreferredName', 'dcterms:source', 'dwc:taxonRemarks'] as const;
export const NAMESPACES: Record<string, string> = {
  dwc: 'http://rs.tdwg.org/dwc/terms/',
  dcterms: 'http://purl.org/dc/terms/',
  gbif: 'http://rs.gbif.org/terms/1.0/',
};
export const termUri = (term: string) => NAMESPACES[term.split(':')[0]!]! + term.split(':')[1]!;
export const shortTerm = (term: string) => term.split(':')[1]!;

/** The short name of a term URI: "http://rs.tdwg.org/dwc/terms/taxonID" → "taxonid" (lower case). */
export const termName = (term: string): string => (term.split(/[/#:]/).pop() ?? term).toLowerCase();

/** The register's taxonomic statuses as Darwin Core writes them (the reader maps these and many more back: status-mapping.ts). */
export const DWC_STATUS: Record<TaxonomicStatus, string> = { Accepted: 'accepted', Unresolved: 'doubtful', Synonym: 'synonym', NotInUse: 'notInUse' };
