import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import type { ImportedTaxon, TaxonomicStatus } from '@navnebase/domain';

/**
 * The benchmark register written as a Darwin Core Archive folder (meta.xml, taxon.txt, vernacularname.txt) or a ColDP
 * one, so the import is measured on the user's path: `npm run import` reads the folder through the same code.
 */

const STATUS: Readonly<Record<TaxonomicStatus, string>> = {
  Accepted: 'accepted',
  Unresolved: 'unresolved',
  Synonym: 'synonym',
  NotInUse: 'not in use',
};

const TAXON_TERMS = [
  'taxonID',
  'parentNameUsageID',
  'acceptedNameUsageID',
  'scientificName',
  'scientificNameAuthorship',
  'taxonRank',
  'taxonomicStatus',
];
const VERNACULAR_TERMS = ['taxonID', 'vernacularName', 'language', 'isPreferredName'];

const META = `<?xml version="1.0" encoding="UTF-8"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/">
  <core encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.tdwg.org/dwc/terms/Taxon">
    <files><location>taxon.txt</location></files>
    <id index="0"/>
${TAXON_TERMS.map((t, i) => `    <field index="${i}" term="http://rs.tdwg.org/dwc/terms/${t}"/>`).join('\n')}
  </core>
  <extension encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.gbif.org/terms/1.0/VernacularName">
    <files><location>vernacularname.txt</location></files>
    <coreid index="0"/>
    <field index="1" term="http://rs.tdwg.org/dwc/terms/vernacularName"/>
    <field index="2" term="http://purl.org/dc/terms/language"/>
    <field index="3" term="http://rs.gbif.org/terms/1.0/isPreferredName"/>
  </extension>
</archive>
`;

/** Writes lines to a file in blocks (a million rows without one giant string). */
const lineWriter = (path: string) => {
  const out = createWriteStream(path, { encoding: 'utf8' });
  let block: string[] = [];
  const flush = async () => {
    if (!block.length) return;
    const text = `${block.join('\n')}\n`;
    block = [];
    if (!out.write(text)) await once(out, 'drain');
  };
  return {
    line: async (cells: readonly string[]) => {
      block.push(cells.join('\t'));
      if (block.length >= 10_000) await flush();
    },
    close: async () => {
      await flush();
      out.end();
      await once(out, 'finish');
    },
  };
};

/** Writes the taxa (parents before children) as a Darwin Core Archive folder; answers the rows written. */
export const writeDarwinCoreArchive = async (dir: string, taxa: readonly ImportedTaxon[]): Promise<{ taxonRows: number; vernacularRows: number }> => {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'meta.xml'), META);
  const core = lineWriter(join(dir, 'taxon.txt'));
  const vernacular = lineWriter(join(dir, 'vernacularname.txt'));
  await core.line(TAXON_TERMS);
  await vernacular.line(VERNACULAR_TERMS);
  let taxonRows = 0;
  let vernacularRows = 0;
  for (const taxon of taxa) {
    const main = taxon.mainName;
    await core.line([taxon.key, taxon.parentKey ?? '', '', main.scientificName, main.author, main.rank, STATUS[main.taxonomicStatus]]);
    taxonRows++;
    for (const [i, synonym] of taxon.synonyms.entries()) {
      await core.line([`${taxon.key}-s${i}`, '', taxon.key, synonym.scientificName, synonym.author, synonym.rank, STATUS[synonym.taxonomicStatus]]);
      taxonRows++;
    }
    for (const v of taxon.vernacularNames) {
      await vernacular.line([taxon.key, v.vernacularName, v.languageIsoCode, v.status === 'Recommended' ? 'true' : 'false']);
      vernacularRows++;
    }
  }
  await core.close();
  await vernacular.close();
  return { taxonRows, vernacularRows };
};

const NAME_USAGE_COLUMNS = ['ID', 'parentID', 'status', 'rank', 'scientificName', 'authorship'];
const VERNACULAR_COLUMNS = ['taxonID', 'name', 'language', 'preferred'];

/**
 * Writes the taxa (parents before children) as a ColDP folder in its NameUsage layout (NameUsage.tsv, a synonym's
 * `parentID` its accepted usage; VernacularName.tsv); answers the rows written. The same register as the Darwin Core
 * Archive above, for the ColDP reader's figures.
 */
export const writeColdpArchive = async (dir: string, taxa: readonly ImportedTaxon[]): Promise<{ taxonRows: number; vernacularRows: number }> => {
  await mkdir(dir, { recursive: true });
  const usages = lineWriter(join(dir, 'NameUsage.tsv'));
  const vernacular = lineWriter(join(dir, 'VernacularName.tsv'));
  await usages.line(NAME_USAGE_COLUMNS);
  await vernacular.line(VERNACULAR_COLUMNS);
  let taxonRows = 0;
  let vernacularRows = 0;
  for (const taxon of taxa) {
    const main = taxon.mainName;
    await usages.line([taxon.key, taxon.parentKey ?? '', STATUS[main.taxonomicStatus], main.rank, main.scientificName, main.author]);
    taxonRows++;
    for (const [i, synonym] of taxon.synonyms.entries()) {
      await usages.line([`${taxon.key}-s${i}`, taxon.key, STATUS[synonym.taxonomicStatus], synonym.rank, synonym.scientificName, synonym.author]);
      taxonRows++;
    }
    for (const v of taxon.vernacularNames) {
      await vernacular.line([taxon.key, v.vernacularName, v.languageIsoCode, v.status === 'Recommended' ? 'true' : 'false']);
      vernacularRows++;
    }
  }
  await usages.close();
  await vernacular.close();
  return { taxonRows, vernacularRows };
};
