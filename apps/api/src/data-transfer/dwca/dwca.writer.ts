import { isMainStatus, LANGUAGES, scientificNameWithAuthor } from '@navnebase/domain';
import { archiveParent, firstReference, rankTerm, tsvLine, type ArchiveEntry } from '../export-stream.js';
import { exportedNames, vernacularNamesIn, type ExportContent } from '../export-rows.js';
import type { ExportTaxon, SubtreeReader } from '../subtree-reader.js';
import { DWC_STATUS, DWC_TAXON_TERMS, DWC_VERNACULAR_TERMS, shortTerm, termUri } from './dwc-terms.js';

/** The Darwin Core Archive writer: meta.xml, taxon.txt and (with vernacular names) vernacularname.txt. */

const dwcMeta = (withVernacular: boolean) => `<?xml version="1.0" encoding="UTF-8"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/">
  <core encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.tdwg.org/dwc/terms/Taxon">
    <files><location>taxon.txt</location></files>
    <id index="0"/>
${DWC_TAXON_TERMS.map((term, i) => `    <field index="${i}" term="${termUri(term)}"/>`).join('\n')}
  </core>${
    withVernacular
      ? `
  <extension encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.gbif.org/terms/1.0/VernacularName">
    <files><location>vernacularname.txt</location></files>
    <coreid index="0"/>
${DWC_VERNACULAR_TERMS.map((term, i) => `    <field index="${i + 1}" term="${termUri(term)}"/>`).join('\n')}
  </extension>`
      : ''
  }
</archive>
`;

const dwcTaxonLines = (reader: SubtreeReader, content: ExportContent) => (taxon: ExportTaxon) =>
  exportedNames(taxon, content)
    .map((name) => {
      const main = isMainStatus(name.taxonomicStatus);
      return tsvLine([
        name.id,
        main ? archiveParent(reader, taxon) : '',
        main ? '' : taxon.mainName?.id,
        scientificNameWithAuthor(name),
        name.author,
        rankTerm(name),
        DWC_STATUS[name.taxonomicStatus],
        name.nomenclaturalStatuses.join(', '),
        firstReference(name, 'Citation'),
        firstReference(name, 'Url'),
        name.comment,
      ]);
    })
    .join('');

const dwcVernacularLines = (taxon: ExportTaxon) =>
  !taxon.mainName
    ? ''
    : LANGUAGES.flatMap((language) => vernacularNamesIn(taxon.vernacularNames, language))
        .map((v) =>
          tsvLine([taxon.mainName!.id, v.vernacularName, v.languageIsoCode, v.status === 'Recommended' ? 'true' : 'false', v.reference, v.comment]),
        )
        .join('');

/** The files of a Darwin Core Archive export. */
export const dwcaEntries = (reader: SubtreeReader, content: ExportContent): ArchiveEntry[] => [
  { name: 'meta.xml', text: dwcMeta(content.includeVernacularNames) },
  { name: 'taxon.txt', header: DWC_TAXON_TERMS.map(shortTerm), lines: dwcTaxonLines(reader, content), names: true },
  ...(content.includeVernacularNames
    ? [{ name: 'vernacularname.txt', header: ['taxonID', ...DWC_VERNACULAR_TERMS.map(shortTerm)], lines: dwcVernacularLines }]
    : []),
];
