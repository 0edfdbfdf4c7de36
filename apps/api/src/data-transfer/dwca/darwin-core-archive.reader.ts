import { basename } from 'node:path';
import { noteUnreadFiles, type DatasetFiles } from '../archive-import/archive-files.js';
import { decodeFile, decodeXml, eachDelimited, guessDelimiter, type DelimitedRecord } from '../archive-import/delimited-file.js';
import { parseMeta, specFromHeader, type DwcFileSpec } from './dwc-meta.js';
import { termName } from './dwc-terms.js';
import { placeByFlatClassification } from '../archive-import/flat-classification.js';
import { placeByHigherClassification } from '../archive-import/higher-classification.js';
import { resolveNameLinks } from '../archive-import/name-links.js';
import { noteOriginalNames } from '../archive-import/original-names.js';
import type { FileRead } from '../archive-import/import-report.js';
import type { FlatClassification, ParsedDataset, UsageRow, VernacularRow } from '../archive-import/name-usage.js';
import type { RegisterNameLookup } from '../archive-import/register-names.js';
import type { RowLedger } from '../problem-ledger.js';
import { EMPTY_MAPPING, mapUsageValues, mapVernacularValues, type ValueMapping } from '../archive-import/value-mapping.js';
import { isSynonymLike } from '../archive-import/status-mapping.js';
import { clean } from '../archive-import/text-normalization.js';

interface DwcTable {
  readonly file: string;
  /** A cleaned value by term short name (case-insensitive), or the field's default. */
  value(record: DelimitedRecord, term: string): string;
  /** The reader of one term's values (see `value`), found once for all the table's records; undefined when the file has no such field. */
  column(term: string): ((record: DelimitedRecord) => string) | undefined;
  /** The record's `<id>`/`<coreid>` column. */
  id(record: DelimitedRecord): string;
}

const locate = (files: DatasetFiles, location: string): string | undefined =>
  files.names.find((n) => n === location) ?? files.find(new RegExp(`^${basename(location).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'));

const dwcTable = (file: string, s: DwcFileSpec): DwcTable => {
  const fields = new Map(s.fields.map((f) => [termName(f.term), f]));
  const column = (term: string) => {
    const field = fields.get(term.toLowerCase());
    if (!field) return undefined;
    const { index } = field;
    const fallback = field.default || '';
    return index !== undefined ? (record: DelimitedRecord) => clean(record.values[index] || fallback) : () => clean(fallback);
  };
  return {
    file,
    value: (record, term) => column(term)?.(record) ?? '',
    column,
    id: (record) => clean(s.idIndex !== undefined ? record.values[s.idIndex] : ''),
  };
};

/**
 * Reads a data file as meta.xml describes it (or by its header), handing each record to `each` as it is parsed: the
 * records are not kept, only what `each` makes of them. Answers the file's name, encoding and number of records.
 */
const readTable = async (
  files: DatasetFiles,
  name: string,
  spec: DwcFileSpec | undefined,
  rowType: string,
  ledger: RowLedger,
  each: (table: DwcTable, record: DelimitedRecord) => void,
): Promise<{ readonly file: string; readonly encoding: string; readonly records: number }> => {
  const { text, encoding, problem } = decodeFile(await files.read(name), spec?.encoding);
  if (problem) ledger.note({ file: basename(name) }, 'warning', problem.reason, problem.detail);
  const delimiter = spec?.delimiter ?? guessDelimiter(name, text);
  const quote = spec ? spec.quote : delimiter === '\t' ? false : '"';
  let table: DwcTable | undefined;
  const records = eachDelimited(
    name,
    text,
    { delimiter, quote, headerLines: spec?.headerLines ?? 1 },
    (header) => (table = dwcTable(basename(name), spec ?? specFromHeader(name, rowType, header, delimiter, quote))),
    (record) => each(table!, record),
  );
  return { file: basename(name), encoding, records };
};

const CLASSIFICATION_TERMS = [
  'kingdom',
  'phylum',
  'class',
  'order',
  'superfamily',
  'family',
  'subfamily',
  'tribe',
  'subtribe',
  'genus',
  'subgenus',
  'specificEpithet',
  'infraspecificEpithet',
] as const satisfies readonly (keyof FlatClassification)[];

type Column = (record: DelimitedRecord) => string;

/** The core file's terms a name-usage row is read from (besides the flat classification's). */
const USAGE_TERMS = [
  'taxonID',
  'parentNameUsageID',
  'acceptedNameUsageID',
  'parentNameUsage',
  'acceptedNameUsage',
  'references',
  'higherClassification',
  'originalNameUsageID',
  'originalNameUsage',
  'taxonomicStatus',
  'taxonRank',
  'scientificName',
  'scientificNameAuthorship',
] as const;

/**
 * The reader of a core file's name-usage rows: each term's column found once (a large file has a million rows and
 * two dozen terms), and a row's flat classification read only from the columns the file has.
 */
const usageRowReader = (t: DwcTable): ((record: DelimitedRecord) => UsageRow) => {
  const none: Column = () => '';
  const column = Object.fromEntries(USAGE_TERMS.map((term) => [term, t.column(term) ?? none])) as Record<(typeof USAGE_TERMS)[number], Column>;
  const classificationColumns = CLASSIFICATION_TERMS.flatMap((name) => {
    const read = t.column(name);
    return read ? [[name, read] as const] : [];
  });
  /** The row's flat classification columns that have a value, or undefined when none has (most rows of a large file). */
  const flatClassification = (record: DelimitedRecord): FlatClassification | undefined => {
    let classification: Record<string, string> | undefined;
    for (const [name, read] of classificationColumns) {
      const value = read(record);
      if (value) (classification ??= {})[name] = value;
    }
    return classification;
  };
  return (record) => {
    const id = column.taxonID(record) || t.id(record);
    const parentId = column.parentNameUsageID(record);
    const acceptedId = column.acceptedNameUsageID(record);
    const parentName = column.parentNameUsage(record);
    const acceptedName = column.acceptedNameUsage(record);
    const link = column.references(record);
    const higherClassification = column.higherClassification(record);
    const originalName = column.originalNameUsageID(record) || column.originalNameUsage(record);
    const classification = flatClassification(record);
    return {
      ref: { file: t.file, row: record.line, ...(id ? { id } : {}) },
      id,
      ...(parentId ? { parentId } : {}),
      ...(acceptedId ? { acceptedId } : {}),
      ...(parentName ? { parentName } : {}),
      ...(acceptedName ? { acceptedName } : {}),
      status: column.taxonomicStatus(record),
      rank: column.taxonRank(record),
      scientificName: column.scientificName(record),
      authorship: column.scientificNameAuthorship(record),
      ...(/^https?:\/\//.test(link) ? { link } : {}),
      ...(higherClassification ? { higherClassification } : {}),
      ...(originalName ? { originalName } : {}),
      ...(classification ? { classification } : {}),
    };
  };
};

const vernacularRow = (t: DwcTable, record: DelimitedRecord, taxonIdOf: ReadonlyMap<string, string>): VernacularRow => {
  const coreId = t.id(record) || t.value(record, 'taxonID');
  const comment = t.value(record, 'taxonRemarks');
  const reference = t.value(record, 'source');
  return {
    ref: { file: t.file, row: record.line, ...(coreId ? { id: coreId } : {}) },
    taxonId: taxonIdOf.get(coreId) ?? coreId,
    name: t.value(record, 'vernacularName'),
    language: t.value(record, 'language'),
    preferred: /^(true|yes|ja|1|x)$/i.test(t.value(record, 'isPreferredName')),
    ...(reference ? { reference } : {}),
    ...(comment ? { comment } : {}),
  };
};

/**
 * Reads a Darwin Core Archive (folder or zip): the Taxon core and the VernacularName extension as `meta.xml`
 * describes them (or, without meta.xml, taxon.txt and vernacularname.txt by their header names). Links given as
 * names are resolved to rows (see name-links), and rows without a parent, or whose parent id points nowhere, are
 * placed by their flat classification columns (see flat-classification) or, without those, by their
 * `higherClassification` string (see higher-classification), whose names may also be found in the register (`register`).
 */
export const readDarwinCoreArchive = async (
  files: DatasetFiles,
  ledger: RowLedger,
  mapping: ValueMapping = EMPTY_MAPPING,
  register?: RegisterNameLookup,
): Promise<ParsedDataset> => {
  const metaName = files.find(/^meta\.xml$/i);
  const meta = metaName ? parseMeta(decodeXml(await files.read(metaName))) : undefined;
  const coreName = meta ? locate(files, meta.core.location) : files.find(/^taxon\.(txt|tsv|csv)$/i);
  if (!coreName) throw new Error(meta ? `Kjernefilen ${meta.core.location} i meta.xml finnes ikke` : 'Fant verken meta.xml eller taxon.txt');
  // The core's <id> column by row id, where they differ (vernacular rows point at the core's <id>).
  const coreIds = new Map<string, string>();
  const rows: UsageRow[] = [];
  let usageRow: ((record: DelimitedRecord) => UsageRow) | undefined;
  const core = await readTable(files, coreName, meta?.core, 'Taxon', ledger, (table, record) => {
    usageRow ??= usageRowReader(table);
    const row = mapUsageValues(usageRow(record), mapping, ledger);
    const coreId = table.id(record);
    if (coreId && coreId !== row.id) coreIds.set(coreId, row.id);
    rows.push(row);
  });
  noteOriginalNames(rows, ledger);
  const usages = placeByFlatClassification(placeByHigherClassification(resolveNameLinks(rows, ledger), ledger, register), core.file, ledger);
  const synonyms = usages.filter((u) => !u.created && isSynonymLike(u.status)).length;
  const fileRows = usages.filter((u) => !u.created).length;
  const readFiles: FileRead[] = [
    { file: core.file, kind: 'nameUsages', rows: fileRows, encoding: core.encoding, taxa: fileRows - synonyms, synonyms },
  ];

  const vernacularSpec = meta?.extensions.find((e) => /vernacularname$/i.test(e.rowType));
  const vernacularName = vernacularSpec ? locate(files, vernacularSpec.location) : meta ? undefined : files.find(/^vernacularname\.(txt|tsv|csv)$/i);
  if (vernacularSpec && !vernacularName)
    ledger.note({ file: vernacularSpec.location }, 'error', 'Filen som meta.xml oppgir, finnes ikke', 'VernacularName');
  const vernaculars: VernacularRow[] = [];
  if (vernacularName) {
    const table = await readTable(files, vernacularName, vernacularSpec, 'VernacularName', ledger, (t, record) =>
      vernaculars.push(mapVernacularValues(vernacularRow(t, record, coreIds), mapping, ledger)),
    );
    readFiles.push({ file: table.file, kind: 'vernacularNames', rows: table.records, encoding: table.encoding });
  }
  // extensions the register has no place for (Distribution, Description …), named with their row type
  const described = new Map<string, string>();
  for (const extension of meta?.extensions ?? []) {
    const name = locate(files, extension.location);
    if (name && extension !== vernacularSpec) described.set(name, extension.rowType.split(/[/#]/).pop() ?? extension.rowType);
  }
  noteUnreadFiles(files, new Set([coreName, ...(vernacularName ? [vernacularName] : [])]), ledger, described);
  return { format: 'dwca', files: readFiles, usages, vernaculars };
};
