import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import type { ScientificNameRecord } from '@navnebase/domain';
import { exportedNames, type ExportContent } from './export-rows.js';
import type { ExportTaxon, SubtreeReader } from './subtree-reader.js';

/** What every export writer shares: pages of taxa, progress, a destination that may go away, and the zip of an archive format. */

/** Called after each page: taxa written so far and in all. */
export type ExportProgress = (done: number, total: number) => void | Promise<void>;

export interface ExportSummary {
  readonly taxa: number;
  readonly rows: number;
}

export const PAGE = 1000;

/** Thrown when the destination went away (the client closed the download): the export stops. */
export class DestinationClosed extends Error {
  constructor() {
    super('Mottakeren av eksporten lukket forbindelsen.');
  }
}

/** Waits while the destination holds more than its buffer, so a slow reader never makes the export grow in memory. */
export const drained = async (out: Writable) => {
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

// ---- Archive formats (Darwin Core Archive, ColDP): tab-separated files in a zip ----

const tsvCell = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).replace(/[\t\r\n]+/g, ' ');
export const tsvLine = (cells: readonly (string | number | null | undefined)[]) => `${cells.map(tsvCell).join('\t')}\n`;

export const rankTerm = (name: ScientificNameRecord) => name.rank.toLowerCase();
export const firstReference = (name: ScientificNameRecord, type: 'Citation' | 'Url') =>
  name.references.find((r) => r.referenceTypeId === type)?.reference ?? '';

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

/** In an archive, the subtree's top taxa have no parent: their parent is not in the archive. */
export const archiveParent = (reader: SubtreeReader, taxon: ExportTaxon) =>
  taxon.taxonId === reader.rootTaxonId || taxon.parentTaxonId === null || taxon.parentTaxonId < 0 ? '' : taxon.parentMainNameId;

/**
 * One file of an exported archive: a fixed text (a descriptor), or a header and lines per taxon. `names` marks the
 * file whose lines are the export's name rows (counted in the summary).
 */
export type ArchiveEntry =
  | { readonly name: string; readonly text: string }
  | { readonly name: string; readonly header: readonly string[]; readonly lines: (taxon: ExportTaxon) => string; readonly names?: boolean };

/** Writes the files of an archive format into a zip on `out`, each table pulled page by page at the zip's pace. */
export async function writeArchive(
  entries: readonly ArchiveEntry[],
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
  const tables = entries.filter((e) => 'lines' in e).length;
  const total = reader.taxonCount * tables;
  let rows = 0;
  let offset = 0;
  for (const entry of entries) {
    if ('text' in entry) {
      archive.append(entry.text, { name: entry.name });
      continue;
    }
    const lines = entry.names
      ? (taxon: ExportTaxon) => {
          rows += exportedNames(taxon, content).length;
          return entry.lines(taxon);
        }
      : entry.lines;
    const start = offset;
    const progress = async (taxa: number) => onProgress?.(Math.round(((start + taxa) / total) * reader.taxonCount), reader.taxonCount);
    archive.append(linesOf(reader, tsvLine(entry.header), lines, progress), { name: entry.name });
    offset += reader.taxonCount;
  }
  await Promise.race([archive.finalize(), failed]);
  await Promise.race([finished(out, { readable: false }), failed]);
  return { taxa: reader.taxonCount, rows };
}
