import {
  isMainStatus,
  isSpeciesOrBelow,
  LANGUAGES,
  type ReferenceType,
  type ScientificNameRecord,
  type VernacularNameRecord,
} from '@navnebase/domain';
import { LIST_SEPARATOR } from './spreadsheet/cell-values.js';
import { SCIENTIFIC_NAME_COLUMNS, VERNACULAR_COLUMN_KEYS, type ScientificNameColumnKey } from './spreadsheet/columns.js';
import type { ExportTaxon } from './subtree-reader.js';

export interface ExportContent {
  readonly includeSynonyms: boolean;
  readonly includeVernacularNames: boolean;
}

export type Cell = string | number;

/** The columns of a spreadsheet export: every scientific name column, the vernacular ones only when asked for. */
export const exportColumns = (content: ExportContent) =>
  SCIENTIFIC_NAME_COLUMNS.filter((c) => content.includeVernacularNames || !(VERNACULAR_COLUMN_KEYS as readonly string[]).includes(c.key));

const references = (name: ScientificNameRecord, type: ReferenceType) =>
  name.references
    .filter((r) => r.referenceTypeId === type)
    .map((r) => r.reference)
    .join(LIST_SEPARATOR);

/** A language's names, the recommended one first (the import reads the first as recommended). */
export const vernacularNamesIn = (names: readonly VernacularNameRecord[], language: string): VernacularNameRecord[] => {
  const inLanguage = names.filter((v) => v.languageIsoCode === language);
  return [...inLanguage.filter((v) => v.status === 'Recommended'), ...inLanguage.filter((v) => v.status !== 'Recommended')];
};

/** The names a taxon exports: its main name, and its other names when synonyms are asked for. */
export const exportedNames = (taxon: ExportTaxon, content: ExportContent): ScientificNameRecord[] =>
  taxon.names.filter((n) => isMainStatus(n.taxonomicStatus) || content.includeSynonyms);

/**
 * The spreadsheet rows of one taxon: the main name's row (with parent, exists-in-Norway and vernacular names),
 * then one row per other name (linked to the main name by acceptedScientificNameId and acceptedTaxonId).
 */
export const taxonRows = (taxon: ExportTaxon, content: ExportContent): Cell[][] => {
  const columns = exportColumns(content);
  return exportedNames(taxon, content).map((name) => {
    const main = isMainStatus(name.taxonomicStatus);
    const value = (key: ScientificNameColumnKey): Cell => {
      switch (key) {
        case 'scientificNameId':
          return name.id;
        case 'taxonId':
          return taxon.taxonId;
        case 'parentScientificNameId':
          return main && taxon.parentMainNameId !== null ? taxon.parentMainNameId : '';
        case 'rank':
          return name.rank;
        case 'scientificName':
          return name.scientificName;
        case 'author':
          return name.author;
        case 'citation':
          return references(name, 'Citation');
        case 'url':
          return references(name, 'Url');
        case 'doi':
          return references(name, 'Doi');
        case 'urn':
          return references(name, 'Urn');
        case 'taxonIdOrg':
          return references(name, 'TaxonIdOrg');
        case 'comment':
          return name.comment;
        case 'taxonomicStatus':
          return name.taxonomicStatus;
        case 'acceptedTaxonId':
          return main ? '' : taxon.taxonId;
        case 'acceptedScientificNameId':
          return main || !taxon.mainName ? '' : taxon.mainName.id;
        case 'existsInNorway':
          return main && isSpeciesOrBelow(name.rank) && taxon.existsInNorway !== null ? (taxon.existsInNorway ? 1 : 0) : '';
        case 'nomenclaturalStatus':
          return name.nomenclaturalStatuses.join(', ');
        case 'attributes':
          return name.attributes.join(', ');
        default: {
          const language = LANGUAGES.find((l) => key === `vernacularNames_${l}`);
          if (!language || !main) return '';
          return vernacularNamesIn(taxon.vernacularNames, language)
            .map((v) => v.vernacularName)
            .join(LIST_SEPARATOR);
        }
      }
    };
    return columns.map((c) => value(c.key));
  });
};
