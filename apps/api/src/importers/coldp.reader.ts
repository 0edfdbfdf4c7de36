import { basename } from 'node:path';
import type { DatasetFiles } from './archive-files.js';
import { decodeText, readDelimited, type DelimitedRecord, type DelimitedTable } from './delimited-file.js';
import type { FileRead } from './import-report.js';
import type { ParsedDataset, UsageRow, VernacularRow } from './name-usage.js';
import { isSynonymLike } from './status-mapping.js';
import { clean } from './text-normalization.js';

const NAME_USAGE = /^name-?usages?\.(tsv|csv|txt)$/i;
const VERNACULAR = /^vernacular-?names?\.(tsv|csv|txt)$/i;

/** Column lookup by name: case-insensitive, with or without the `col:` prefix. */
const columns = (table: DelimitedTable) => {
  const index = new Map(table.header.map((h, i) => [h.trim().toLowerCase().replace(/^col:/, ''), i]));
  return (record: DelimitedRecord, name: string): string => {
    const i = index.get(name.toLowerCase());
    return i === undefined ? '' : clean(record.values[i]);
  };
};

const openTable = async (files: DatasetFiles, name: string) => {
  const table = readDelimited(name, decodeText(await files.read(name)));
  return { file: basename(name), table, get: columns(table) };
};

/** ColDP: a synonym's `parentID` is its accepted usage, an accepted usage's `parentID` its parent. */
const usageRow = (file: string, get: (r: DelimitedRecord, c: string) => string, record: DelimitedRecord): UsageRow => {
  const id = get(record, 'ID');
  const status = get(record, 'status');
  const parent = get(record, 'parentID');
  const link = get(record, 'link');
  return {
    ref: { file, row: record.line, ...(id ? { id } : {}) },
    id,
    ...(parent ? (isSynonymLike(status) ? { acceptedId: parent } : { parentId: parent }) : {}),
    status,
    rank: get(record, 'rank'),
    scientificName: get(record, 'scientificName'),
    authorship: get(record, 'authorship'),
    ...(/^https?:\/\//.test(link) ? { link } : {}),
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

/** Reads a ColDP folder or zip: `NameUsage.tsv|.csv|.txt` and, if present, `VernacularName.*` / `vernacular-name.*`. */
export const readColdp = async (files: DatasetFiles): Promise<ParsedDataset> => {
  const usageName = files.find(NAME_USAGE);
  if (!usageName) throw new Error('Fant ingen NameUsage-fil (NameUsage.tsv, .csv eller .txt)');
  const usageFile = await openTable(files, usageName);
  const usages = usageFile.table.records.map((r) => usageRow(usageFile.file, usageFile.get, r));
  const synonyms = usages.filter((u) => isSynonymLike(u.status)).length;
  const read: FileRead[] = [{ file: usageFile.file, kind: 'nameUsages', rows: usages.length, taxa: usages.length - synonyms, synonyms }];
  const vernacularName = files.find(VERNACULAR);
  const vernaculars: VernacularRow[] = [];
  if (vernacularName) {
    const file = await openTable(files, vernacularName);
    vernaculars.push(...file.table.records.map((r) => vernacularRow(file.file, file.get, r)));
    read.push({ file: file.file, kind: 'vernacularNames', rows: vernaculars.length });
  }
  return { format: 'coldp', files: read, usages, vernaculars };
};
