import { Readable } from 'node:stream';
import unzipper, { type Entry } from 'unzipper';
import yauzl from 'yauzl';

/**
 * What an uploaded workbook may hold. A zip inflates up to about a thousand times its size, and exceljs' streaming
 * reader keeps every shared string in memory, so the sizes are checked before and while the file is unpacked, and
 * rows, columns and cells while it is read.
 */
export interface SpreadsheetLimits {
  /** All of the zip's entries together, unpacked. */
  readonly unpackedBytes: number;
  /** The shared strings (xl/sharedStrings.xml), which the reader holds in memory whole. */
  readonly sharedStringsBytes: number;
  /** The longest text between two XML tags (one cell's text, escaped), in bytes. */
  readonly textBytes: number;
  /** Data rows in the first worksheet (the header not counted). */
  readonly rows: number;
  /** Columns that may hold a value. */
  readonly columns: number;
  /** Characters in one cell (Excel's own limit). */
  readonly cellLength: number;
}

const MB = 1024 * 1024;

export const SPREADSHEET_LIMITS: SpreadsheetLimits = {
  unpackedBytes: 200 * MB,
  sharedStringsBytes: 50 * MB,
  textBytes: 256 * 1024,
  rows: 200_000,
  columns: 100,
  cellLength: 32_767,
};

/** Thrown when a file is not a readable xlsx workbook; the message is the Norwegian answer. */
export class UnreadableSpreadsheet extends Error {
  constructor(
    message: string,
    /** 413 when the file holds more than the limits allow, 400 otherwise. */
    readonly status: 400 | 413 = 400,
    readonly errorCode = 'SPREADSHEET_NOT_READABLE',
    /** What the zip or XML parser said (kept for the log; the user is told `message`). */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

/**
 * An error of the machine rather than of the file (a temporary file that could not be written, too many open files):
 * Node's system errors carry `syscall`. Such an error is not the user's file's fault, and is thrown on as it is (a job
 * fails and is tried again) instead of being reported as a damaged file.
 */
export const isSystemError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && typeof (error as { syscall?: unknown }).syscall === 'string';

/** A parser's error as the refusal of an unreadable file, unless it is the machine's (see isSystemError). */
export const notReadable = (error: unknown): UnreadableSpreadsheet => {
  if (error instanceof UnreadableSpreadsheet) return error;
  if (isSystemError(error)) throw error;
  return new UnreadableSpreadsheet(NOT_READABLE, 400, 'SPREADSHEET_NOT_READABLE', error);
};

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const number = (n: number) => n.toLocaleString('nb-NO').replace(/\s/g, ' ');

export const tooLargeUnpacked = (limits: SpreadsheetLimits) =>
  new UnreadableSpreadsheet(
    `Filen er for stor når den pakkes ut (mer enn ${megabytes(limits.unpackedBytes)}). Del den opp i flere filer, og prøv igjen.`,
    413,
    'SPREADSHEET_TOO_LARGE',
  );
export const tooManyTexts = (limits: SpreadsheetLimits) =>
  new UnreadableSpreadsheet(
    `Tekstene i filen er for store når de pakkes ut (mer enn ${megabytes(limits.sharedStringsBytes)}). Del filen opp i flere filer, og prøv igjen.`,
    413,
    'SPREADSHEET_TOO_LARGE',
  );
export const textTooLong = (limits: SpreadsheetLimits) =>
  new UnreadableSpreadsheet(`Filen har en celle med for lang tekst (mer enn ${number(limits.cellLength)} tegn).`, 400, 'SPREADSHEET_CELL_TOO_LONG');
export const tooManyRows = (limits: SpreadsheetLimits) =>
  new UnreadableSpreadsheet(
    `Regnearket har for mange rader (mer enn ${number(limits.rows)}). Del det opp i flere filer, og prøv igjen.`,
    413,
    'SPREADSHEET_TOO_MANY_ROWS',
  );

const isXml = (name: string) => /\.(xml|rels)$/i.test(name);
const isSharedStrings = (name: string) => /(^|\/)sharedStrings\.xml$/i.test(name);

/** The sizes the zip's central directory declares, refused before anything is unpacked. */
const checkDeclaredSizes = async (content: Buffer, limits: SpreadsheetLimits): Promise<void> => {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(content, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      total += entry.uncompressedSize;
      if (total > limits.unpackedBytes) throw tooLargeUnpacked(limits);
      if (isSharedStrings(entry.fileName) && entry.uncompressedSize > limits.sharedStringsBytes) throw tooManyTexts(limits);
    }
  } finally {
    zip.close();
  }
};

/**
 * Unpacks every entry (entry by entry from the local headers, which need not agree with the central directory the
 * reader opens its parts by) and counts what comes out, stopping at the first limit passed: the bytes unpacked and the
 * longest text between two tags, whatever the headers say.
 */
const checkUnpackedSizes = async (content: Buffer, limits: SpreadsheetLimits): Promise<void> => {
  const zip = Readable.from([content]).pipe(unzipper.Parse({ forceStream: true }));
  let total = 0;
  try {
    for await (const entry of zip as AsyncIterable<Entry>) {
      const shared = isSharedStrings(entry.path);
      const xml = isXml(entry.path);
      const declared = entry.vars?.uncompressedSize ?? 0;
      if (total + declared > limits.unpackedBytes) throw tooLargeUnpacked(limits);
      if (shared && declared > limits.sharedStringsBytes) throw tooManyTexts(limits);
      let size = 0;
      let run = 0;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (total > limits.unpackedBytes) throw tooLargeUnpacked(limits);
        if (shared && size > limits.sharedStringsBytes) throw tooManyTexts(limits);
        if (!xml) continue;
        // The bytes since the last '<': no text between two tags (one cell's value) may be longer than textBytes.
        for (let at = 0; ;) {
          const tag = chunk.indexOf(0x3c, at);
          run += (tag < 0 ? chunk.length : tag) - at;
          if (run > limits.textBytes) throw textTooLong(limits);
          if (tag < 0) break;
          run = 0;
          at = tag + 1;
        }
      }
    }
  } finally {
    zip.destroy();
  }
};

/**
 * Refuses a workbook whose zip unpacks to more than the limits allow (a zip bomb) before the reader unpacks it:
 * first by the sizes its directory declares, then by what its entries actually unpack to. Memory stays flat: the
 * entries are unpacked a chunk at a time and thrown away.
 */
export const checkSpreadsheetSize = async (content: Buffer, limits: SpreadsheetLimits = SPREADSHEET_LIMITS): Promise<void> => {
  try {
    await checkDeclaredSizes(content, limits);
    await checkUnpackedSizes(content, limits);
  } catch (error) {
    throw notReadable(error);
  }
};

export const NOT_READABLE = 'Filen kunne ikke leses som en Excel-arbeidsbok (.xlsx). Kontroller at filen ikke er skadet, og prøv igjen.';
