import { isMainStatus, LANGUAGES } from '@navnebase/domain';
import { archiveParent, firstReference, rankTerm, tsvLine, type ArchiveEntry } from '../export-stream.js';
import { exportedNames, vernacularNamesIn, type ExportContent } from '../export-rows.js';
import type { ExportTaxon, SubtreeReader } from '../subtree-reader.js';
import { COLDP_LANGUAGE, COLDP_NAME_USAGE_COLUMNS, COLDP_STATUS, COLDP_VERNACULAR_COLUMNS } from './coldp-terms.js';

/** The ColDP writer: NameUsage.tsv and (with vernacular names) VernacularName.tsv. */

const coldpUsageLines = (reader: SubtreeReader, content: ExportContent) => (taxon: ExportTaxon) =>
  exportedNames(taxon, content)
    .map((name) => {
      const main = isMainStatus(name.taxonomicStatus);
      return tsvLine([
        name.id,
        main ? archiveParent(reader, taxon) : taxon.mainName?.id,
        COLDP_STATUS[name.taxonomicStatus],
        name.scientificName,
        name.author,
        rankTerm(name),
        firstReference(name, 'Url'),
        name.comment,
      ]);
    })
    .join('');

const coldpVernacularLines = (taxon: ExportTaxon) =>
  !taxon.mainName
    ? ''
    : LANGUAGES.flatMap((language) => vernacularNamesIn(taxon.vernacularNames, language))
        .map((v) =>
          tsvLine([
            taxon.mainName!.id,
            v.vernacularName,
            COLDP_LANGUAGE[v.languageIsoCode],
            v.status === 'Recommended' ? 'true' : 'false',
            v.comment,
          ]),
        )
        .join('');

/** The files of a ColDP export. */
export const coldpEntries = (reader: SubtreeReader, content: ExportContent): ArchiveEntry[] => [
  { name: 'NameUsage.tsv', header: COLDP_NAME_USAGE_COLUMNS, lines: coldpUsageLines(reader, content), names: true },
  ...(content.includeVernacularNames ? [{ name: 'VernacularName.tsv', header: COLDP_VERNACULAR_COLUMNS, lines: coldpVernacularLines }] : []),
];
