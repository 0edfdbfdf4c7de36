import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import ExcelJS from 'exceljs';
import { isMainStatus, LANGUAGES, type ScientificNameRecord, type TaxonomicStatus } from '@navnebase/domain';
import { exportColumns, exportedNames, taxonRows, vernacularNamesIn, type Cell, type ExportContent } from './export-rows.js';
import type { ExportTaxon, SubtreeReader } from './subtree-reader.js';

export const EXPORT_TYPES = ['Excel', 'Csv', 'DwcA', 'ColDP'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export const EXPORT_FORMATS: Record<ExportType, { extension: string; contentType: string }> = {
  Excel: { extension: '.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  Csv: { extension: '.csv', contentType: 'text/csv; charset=utf-8' },
  DwcA: { extension: '.zip', contentType: 'application/zip' },
  ColDP: { extension: '.zip', contentType: 'application/zip' },
};

/** Called after each page: taxa written so far and in all. */
export type ExportProgress = (done: number, total: number) => void | Promise<void>;

export interface ExportSummary {
  readonly taxa: number;
  readonly rows: number;
}

const PAGE = 1000;

/** Thrown when the destination went away (the client closed the download): the export stops. */
export class DestinationClosed extends Error {
  constructor() {
    super('Mottakeren av eksporten lukket forbindelsen.');
  }
}

/** Waits while the destination holds more than its buffer, so a slow reader never makes the export grow in memory. */
const drained = async (out: Writable) => {
  if (out.destroyed) throw new DestinationClosed();
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      out.off('close', closed);
      resolve();
    };
    const closed = () => {
      out.off('drain', done);
      reject(new DestinationClosed());
    };
    out.once('drain', done);
    out.once('close', closed);
  });
};

/** The CSV separator: a semicolon, which Excel with Norwegian settings splits on (the comma is the decimal sign). */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

export const csvCell = (value: Cell): string => {
  if (typeof value === 'number') return String(value);
  // A cell starting with = + @ (or - when not a number) would be read by a spreadsheet as a formula.
  const guarded = /^[=+@\t\r]/.test(value) || (/^-/.test(value) && !/^-?\d+([.,]\d+)?$/.test(value)) ? `'${value}` : value;
  return /[";\r\n]|^\s|\s$/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};
const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;

async function writeCsv(reader: SubtreeReader, content: ExportContent, out: Writable, onProgress?: ExportProgress): Promise<ExportSummary> {
  out.write(BOM + csvLine(exportColumns(content).map((c) => c.key)));
  let taxa = 0;
  let rows = 0;
  for await (const page of reader.pages(PAGE)) {
    let chunk = '';
    for (const taxon of page) {
      for (const row of taxonRows(taxon, content)) {
        chunk += csvLine(row);
        rows++;
      }
    }
    out.write(chunk);
    taxa += page.length;
    await onProgress?.(taxa, reader.taxonCount);
    await drained(out);
  }
  out.end();
  await finished(out, { readable: false });
  return { taxa, rows };
}

async function writeXlsx(reader: SubtreeReader, content: ExportContent, out: Writable, onProgress?: ExportProgress): Promise<ExportSummary> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Navnebase';
  const sheet = workbook.addWorksheet('Navn', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportColumns(content).map((c) => ({
    header: c.key,
    key: c.key,
    width: c.key === 'scientificName' ? 36 : c.key === 'author' || c.key.startsWith('vernacularNames_') ? 28 : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let taxa = 0;
  let rows = 0;
  for await (const page of reader.pages(PAGE)) {
    for (const taxon of page) {
      for (const row of taxonRows(taxon, content)) {
        sheet.addRow(row).commit();
        rows++;
      }
    }
    taxa += page.length;
    await onProgress?.(taxa, reader.taxonCount);
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
  await finished(out, { readable: false });
  return { taxa, rows };
}

// ---- Darwin Core Archive and ColDP ----

const tsvCell = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).replace(/[\t\r\n]+/g, ' ');
const tsvLine = (cells: readonly (string | number | null | undefined)[]) => `${cells.map(tsvCell).join('\t')}\n`;

const rankTerm = (name: ScientificNameRecord) => name.rank.toLowerCase();
const withAuthor = (name: ScientificNameRecord) => (name.author ? `${name.scientificName} ${name.author}` : name.scientificName);
const firstReference = (name: ScientificNameRecord, type: 'Citation' | 'Url') =>
  name.references.find((r) => r.referenceTypeId === type)?.reference ?? '';

const DWC_STATUS: Record<TaxonomicStatus, string> = { Accepted: 'accepted', Unresolved: 'doubtful', Synonym: 'synonym', NotInUse: 'notInUse' };
const COLDP_STATUS: Record<TaxonomicStatus, string> = {
  Accepted: 'accepted',
  Unresolved: 'provisionally accepted',
  Synonym: 'synonym',
  NotInUse: 'synonym',
};
const COLDP_LANGUAGE: Record<string, string> = { nb: 'nob', nn: 'nno', se: 'sme' };

/** Lines of a text file generated page by page (pulled by the zip writer, so it keeps its own pace). */
const linesOf = (reader: SubtreeReader, header: string, lines: (taxon: ExportTaxon) => string, onPage?: (taxa: number) => Promise<void>) =>
  Readable.from(
    (async function* () {
      yield header;
      let taxa = 0;
      for await (const page of reader.pages(PAGE)) {
        yield page.map(lines).join('');
        taxa += page.length;
        await onPage?.(taxa);
      }
    })(),
  );

const DWC_TAXON_TERMS = [
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
const DWC_VERNACULAR_TERMS = ['dwc:vernacularName', 'dcterms:language', 'gbif:isPreferredName', 'dcterms:source', 'dwc:taxonRemarks'] as const;
const NAMESPACES: Record<string, string> = {
  dwc: 'http://rs.tdwg.org/dwc/terms/',
  dcterms: 'http://purl.org/dc/terms/',
  gbif: 'http://rs.gbif.org/terms/1.0/',
};
const termUri = (term: string) => NAMESPACES[term.split(':')[0]!]! + term.split(':')[1]!;
const shortTerm = (term: string) => term.split(':')[1]!;

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

/** In an archive, the subtree's top taxa have no parent: their parent is not in the archive. */
const archiveParent = (reader: SubtreeReader, taxon: ExportTaxon) =>
  taxon.taxonId === reader.rootTaxonId || taxon.parentTaxonId === null || taxon.parentTaxonId < 0 ? '' : taxon.parentMainNameId;

const dwcTaxonLines = (reader: SubtreeReader, content: ExportContent) => (taxon: ExportTaxon) =>
  exportedNames(taxon, content)
    .map((name) => {
      const main = isMainStatus(name.taxonomicStatus);
      return tsvLine([
        name.id,
        main ? archiveParent(reader, taxon) : '',
        main ? '' : taxon.mainName?.id,
        withAuthor(name),
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

async function writeArchive(
  kind: 'DwcA' | 'ColDP',
  reader: SubtreeReader,
  content: ExportContent,
  out: Writable,
  onProgress?: ExportProgress,
): Promise<ExportSummary> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const failed = new Promise<never>((_, reject) => {
    archive.on('error', reject);
    out.once('close', () => {
      if (out.writableFinished) return;
      archive.abort();
      reject(new DestinationClosed());
    });
  });
  failed.catch(() => undefined);
  archive.pipe(out);
  const total = reader.taxonCount * (content.includeVernacularNames ? 2 : 1);
  let rows = 0;
  const counted = (lines: (taxon: ExportTaxon) => string) => (taxon: ExportTaxon) => {
    rows += exportedNames(taxon, content).length;
    return lines(taxon);
  };
  const progress = (offset: number) => async (taxa: number) =>
    onProgress?.(Math.round(((offset + taxa) / total) * reader.taxonCount), reader.taxonCount);
  if (kind === 'DwcA') {
    archive.append(dwcMeta(content.includeVernacularNames), { name: 'meta.xml' });
    archive.append(linesOf(reader, tsvLine(DWC_TAXON_TERMS.map(shortTerm)), counted(dwcTaxonLines(reader, content)), progress(0)), {
      name: 'taxon.txt',
    });
    if (content.includeVernacularNames) {
      archive.append(linesOf(reader, tsvLine(['taxonID', ...DWC_VERNACULAR_TERMS.map(shortTerm)]), dwcVernacularLines, progress(reader.taxonCount)), {
        name: 'vernacularname.txt',
      });
    }
  } else {
    archive.append(
      linesOf(
        reader,
        tsvLine(['ID', 'parentID', 'status', 'scientificName', 'authorship', 'rank', 'link', 'remarks']),
        counted(coldpUsageLines(reader, content)),
        progress(0),
      ),
      { name: 'NameUsage.tsv' },
    );
    if (content.includeVernacularNames) {
      archive.append(
        linesOf(reader, tsvLine(['taxonID', 'name', 'language', 'preferred', 'remarks']), coldpVernacularLines, progress(reader.taxonCount)),
        {
          name: 'VernacularName.tsv',
        },
      );
    }
  }
  await Promise.race([archive.finalize(), failed]);
  await Promise.race([finished(out, { readable: false }), failed]);
  return { taxa: reader.taxonCount, rows };
}

/** Writes the export of a subtree to `out` (and ends it). */
export const writeExport = (
  type: ExportType,
  reader: SubtreeReader,
  content: ExportContent,
  out: Writable,
  onProgress?: ExportProgress,
): Promise<ExportSummary> => {
  switch (type) {
    case 'Excel':
      return writeXlsx(reader, content, out, onProgress);
    case 'Csv':
      return writeCsv(reader, content, out, onProgress);
    case 'DwcA':
    case 'ColDP':
      return writeArchive(type, reader, content, out, onProgress);
  }
};
