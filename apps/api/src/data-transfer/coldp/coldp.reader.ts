import { basename } from 'node:path';
import { noteUnreadFiles, type DatasetFiles } from '../archive-import/archive-files.js';
import { decodeFile, eachDelimited, type DelimitedRecord } from '../archive-import/delimited-file.js';
import type { FileRead } from '../archive-import/import-report.js';
import type { ParsedDataset, UsageRow, VernacularRow } from '../archive-import/name-usage.js';
import { noteOriginalNames } from '../archive-import/original-names.js';
import type { RowLedger } from '../problem-ledger.js';
import { EMPTY_MAPPING, mapUsageValues, mapVernacularValues, type ValueMapping } from '../archive-import/value-mapping.js';
import { isSynonymLike } from '../archive-import/status-mapping.js';
import { clean } from '../archive-import/text-normalization.js';

const NAME_USAGE = /^name-?usages?\.(tsv|csv|txt)$/i;
const VERNACULAR = /^vernacular-?names?\.(tsv|csv|txt)$/i;

type Column = (record: DelimitedRecord, name: string) => string;

/** Column lookup by name: case-insensitive, with or without the `col:` prefix. */
const columns = (header: readonly string[]): Column => {
  const index = new Map(header.map((h, i) => [h.trim().toLowerCase().replace(/^col:/, ''), i]));
  return (record: DelimitedRecord, name: string): string => {
    const i = index.get(name.toLowerCase());
    return i === undefined ? '' : clean(record.values[i]);
  };
};

/**
 * Reads a ColDP file, handing each record to `each` as it is parsed with the lookup of its columns (the records are
 * not kept). ColDP files are UTF-8; one that is not is read as Windows-1252, with a problem (see decodeFile).
 */
const readTable = async (
  files: DatasetFiles,
  name: string,
  ledger: RowLedger,
  each: (get: Column, record: DelimitedRecord, file: string) => void,
): Promise<{ readonly file: string; readonly encoding: string; readonly records: number }> => {
  const file = basename(name);
  const { text, encoding, problem } = decodeFile(await files.read(name));
  if (problem) ledger.note({ file }, 'warning', problem.reason, problem.detail);
  let get: Column = () => '';
  const records = eachDelimited(
    name,
    text,
    {},
    (header) => (get = columns(header)),
    (record) => each(get, record, file),
  );
  return { file, encoding, records };
};

/** ColDP: a synonym's `parentID` is its accepted usage, an accepted usage's `parentID` its parent. */
const usageRow = (file: string, get: (r: DelimitedRecord, c: string) => string, record: DelimitedRecord): UsageRow => {
  const id = get(record, 'ID');
  const status = get(record, 'status');
  const parent = get(record, 'parentID');
  const link = get(record, 'link');
  const basionym = get(record, 'basionymID');
  return {
    ref: { file, row: record.line, ...(id ? { id } : {}) },
    id,
    ...(parent ? (isSynonymLike(status) ? { acceptedId: parent } : { parentId: parent }) : {}),
    status,
    rank: get(record, 'rank'),
    scientificName: get(record, 'scientificName'),
    authorship: get(record, 'authorship'),
    ...(/^https?:\/\//.test(link) ? { link } : {}),
    ...(basionym ? { originalName: basionym } : {}),
  };
};

const vernacularRow = (file: string, get: (r: DelimitedRecord, c: string) => string, record: DelimitedRecord): VernacularRow => {
  const taxonId = get(record, 'taxonID');
  const comment = get(record, 'remarks');
  return {
    ref: { file, row: record.line, ...(taxonId ? { id: taxonId } : {}) },
    taxonId,
    name: get(record, 'name'),
    language: get(record, 'language'),
    preferred: /^(true|yes|ja|1|x)$/i.test(get(record, 'preferred')),
    ...(comment ? { comment } : {}),
  };
};

const NAME = /^names?\.(tsv|csv|txt)$/i;
const TAXON = /^taxon\.(tsv|csv|txt)$/i;
const SYNONYM = /^synonyms?\.(tsv|csv|txt)$/i;

/** A ColDP package in the Name + Taxon + Synonym layout (rather than NameUsage): both files are there. */
export const isColdpNameTaxonLayout = (files: DatasetFiles): boolean => Boolean(files.find(NAME) && files.find(TAXON));

export const ColdpReasons = {
  nameMissing: 'Navnet som raden viser til (nameID), finnes ikke i Name-filen',
  nameUnused: 'Navnet i Name-filen brukes ikke av noen Taxon- eller Synonym-rad (et navn uten bruk); det er ikke importert',
} as const;

interface NameFields {
  readonly scientificName: string;
  readonly authorship: string;
  readonly rank: string;
  readonly link: string;
  /** The name's basionym (a Name ID), empty when none or when the name is its own. */
  readonly basionymId: string;
}

/**
 * The Name + Taxon + Synonym layout as name usages: each Taxon row is a usage with its name's fields (status
 * `accepted`, or `provisionally accepted` when marked provisional), each Synonym row one whose accepted usage is its
 * `taxonID`. A row whose `nameID` is not in the Name file is left out and reported, and so is (in one note) a name
 * that no row uses. A name's `basionymID` (another
 * Name's ID) is reported as the NameUsage layout's is (see original-names).
 */
const nameTaxonUsages = async (
  files: DatasetFiles,
  ledger: RowLedger,
  map: (row: UsageRow) => UsageRow,
): Promise<{ usages: UsageRow[]; read: FileRead[] }> => {
  const names = new Map<string, NameFields & { readonly line: number }>();
  const nameFile = await readTable(files, files.find(NAME)!, ledger, (column, record) => {
    const get = (name: string) => column(record, name);
    const basionymId = get('basionymID');
    names.set(get('ID'), {
      scientificName: get('scientificName'),
      authorship: get('authorship'),
      rank: get('rank'),
      link: get('link'),
      basionymId: basionymId === get('ID') ? '' : basionymId,
      line: record.line,
    });
  });
  const used = new Set<string>();
  const usageOf = (file: string, get: (r: DelimitedRecord, c: string) => string, record: DelimitedRecord, synonym: boolean): UsageRow => {
    const id = get(record, 'ID') || (synonym ? `${file}#${record.line}` : '');
    const ref = { file, row: record.line, ...(get(record, 'ID') ? { id } : {}) };
    const nameId = get(record, 'nameID');
    const name = names.get(nameId);
    used.add(nameId);
    if (!name) ledger.skip(ref, ColdpReasons.nameMissing, nameId || '(tom)');
    const link = get(record, 'link') || name?.link || '';
    const status =
      get(record, 'status') || (synonym ? 'synonym' : /^(true|yes|1)$/i.test(get(record, 'provisional')) ? 'provisionally accepted' : 'accepted');
    const linkId = synonym ? get(record, 'taxonID') : get(record, 'parentID');
    return map({
      ref,
      id,
      ...(linkId ? (synonym ? { acceptedId: linkId } : { parentId: linkId }) : {}),
      status,
      rank: name?.rank ?? '',
      scientificName: name?.scientificName ?? '',
      authorship: name?.authorship ?? '',
      ...(/^https?:\/\//.test(link) ? { link } : {}),
      ...(name?.basionymId ? { originalName: name.basionymId } : {}),
    });
  };
  const usages: UsageRow[] = [];
  const taxonFile = await readTable(files, files.find(TAXON)!, ledger, (get, record, file) => usages.push(usageOf(file, get, record, false)));
  const read: FileRead[] = [
    { file: taxonFile.file, kind: 'nameUsages', rows: usages.length, encoding: taxonFile.encoding, taxa: usages.length, synonyms: 0 },
  ];
  const synonymName = files.find(SYNONYM);
  if (synonymName) {
    const synonymFile = await readTable(files, synonymName, ledger, (get, record, file) => usages.push(usageOf(file, get, record, true)));
    read.push({
      file: synonymFile.file,
      kind: 'nameUsages',
      rows: synonymFile.records,
      encoding: synonymFile.encoding,
      taxa: 0,
      synonyms: synonymFile.records,
    });
  }
  noteOriginalNames(usages, ledger);
  for (const [id, name] of names)
    if (!used.has(id))
      ledger.tally(
        { file: nameFile.file, row: name.line, id },
        'warning',
        ColdpReasons.nameUnused,
        `${id} ${name.scientificName} ${name.authorship}`.trim(),
      );
  return { usages, read };
};

/** The NameUsage layout: one row per name usage, accepted or synonym (counted once the user's mapping is applied). */
const nameUsageRows = async (files: DatasetFiles, usageName: string, ledger: RowLedger, map: (row: UsageRow) => UsageRow) => {
  const usages: UsageRow[] = [];
  const usageFile = await readTable(files, usageName, ledger, (get, record, file) => usages.push(map(usageRow(file, get, record))));
  noteOriginalNames(usages, ledger);
  const synonyms = usages.filter((u) => isSynonymLike(u.status)).length;
  const read: FileRead[] = [
    { file: usageFile.file, kind: 'nameUsages', rows: usages.length, encoding: usageFile.encoding, taxa: usages.length - synonyms, synonyms },
  ];
  return { usages, read };
};

/**
 * Reads a ColDP folder or zip: `NameUsage.tsv|.csv|.txt`, or `Name` + `Taxon` (+ `Synonym`), and, if present,
 * `VernacularName.*` / `vernacular-name.*`.
 */
export const readColdp = async (files: DatasetFiles, ledger: RowLedger, mapping: ValueMapping = EMPTY_MAPPING): Promise<ParsedDataset> => {
  const usageName = files.find(NAME_USAGE);
  if (!usageName && !isColdpNameTaxonLayout(files))
    throw new Error('Fant verken en NameUsage-fil eller Name- og Taxon-filer (NameUsage.tsv, eller Name.tsv og Taxon.tsv; også .csv eller .txt)');
  const map = (row: UsageRow) => mapUsageValues(row, mapping, ledger);
  const { usages, read } = usageName ? await nameUsageRows(files, usageName, ledger, map) : await nameTaxonUsages(files, ledger, map);
  const vernacularName = files.find(VERNACULAR);
  const vernaculars: VernacularRow[] = [];
  if (vernacularName) {
    const file = await readTable(files, vernacularName, ledger, (get, record, name) =>
      vernaculars.push(mapVernacularValues(vernacularRow(name, get, record), mapping, ledger)),
    );
    read.push({ file: file.file, kind: 'vernacularNames', rows: file.records, encoding: file.encoding });
  }
  const tables = usageName ? [usageName] : [files.find(NAME), files.find(TAXON), files.find(SYNONYM)];
  noteUnreadFiles(files, new Set([...tables, vernacularName].filter((n): n is string => n !== undefined)), ledger);
  return { format: 'coldp', files: read, usages, vernaculars };
};
