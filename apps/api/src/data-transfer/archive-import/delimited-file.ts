import { parse } from 'csv-parse/sync';

export interface DelimitedOptions {
  /** Field separator; when undefined it is guessed from the file name and the first line. */
  readonly delimiter?: string;
  /** Quote character, or false for none (Darwin Core `fieldsEnclosedBy=""`, ColDP TSV). Default: `"` for CSV, none otherwise. */
  readonly quote?: string | false;
  /** Lines before the data (Darwin Core `ignoreHeaderLines`). Default 1. */
  readonly headerLines?: number;
}

export interface DelimitedRecord {
  /** 1-based line on which the record starts; the header is line 1. */
  readonly line: number;
  readonly values: readonly string[];
}

export interface DelimitedTable {
  /** The first header line's values; empty when the file has no header. */
  readonly header: readonly string[];
  readonly records: readonly DelimitedRecord[];
}

export const EncodingReasons = {
  notUtf8: 'Filen er ikke gyldig UTF-8 slik den skal være; den er lest som Windows-1252 (Latin-1)',
  unknownEncoding: 'Ukjent tegnkoding (encoding i meta.xml); filen er lest som UTF-8',
} as const;

export interface DecodedText {
  readonly text: string;
  /** The encoding the text was read in: the label the archive declares (UTF-8 by default), or Windows-1252 or UTF-8 in its place. */
  readonly encoding: string;
  /** Set when the bytes could not be read as the file says: the reason (one of EncodingReasons) and a detail. */
  readonly problem?: { readonly reason: string; readonly detail: string };
}

/** The line (1-based) of the first byte sequence that is not UTF-8. */
const firstInvalidLine = (bytes: Uint8Array): number => {
  const text = new TextDecoder('utf-8').decode(bytes);
  const at = text.indexOf('\ufffd');
  return text.slice(0, at < 0 ? 0 : at).split('\n').length;
};

/**
 * Decodes a data file in the encoding its archive declares (any WHATWG label: UTF-8, ISO-8859-1/Latin-1 and
 * Windows-1252, which the standard reads alike, ISO-8859-15, UTF-16 …); a byte order mark is dropped. A file that
 * is said to be UTF-8 but is not (a Latin-1 file under the default) is read as Windows-1252 with a problem, never
 * with U+FFFD in place of its letters; an unknown label is read as UTF-8 with a problem. The answer says which
 * encoding was used, for the report.
 */
export const decodeFile = (bytes: Uint8Array, encoding = 'UTF-8'): DecodedText => {
  let decoder: InstanceType<typeof TextDecoder>;
  let problem: DecodedText['problem'];
  let used = encoding.trim() || 'UTF-8';
  try {
    decoder = new TextDecoder(used, { fatal: true });
  } catch {
    decoder = new TextDecoder('utf-8', { fatal: true });
    problem = { reason: EncodingReasons.unknownEncoding, detail: encoding };
    used = 'UTF-8';
  }
  try {
    return { text: decoder.decode(bytes), encoding: used, ...(problem ? { problem } : {}) };
  } catch {
    if (decoder.encoding !== 'utf-8')
      return { text: new TextDecoder(decoder.encoding).decode(bytes), encoding: used, ...(problem ? { problem } : {}) };
    return {
      text: new TextDecoder('windows-1252').decode(bytes),
      encoding: 'Windows-1252',
      problem: { reason: EncodingReasons.notUtf8, detail: `første feil på linje ${firstInvalidLine(bytes).toLocaleString('nb-NO')}` },
    };
  }
};

/**
 * Decodes an XML file (meta.xml) in its own encoding: by its byte order mark (UTF-8, UTF-16 LE or BE), else by the
 * `encoding` of its XML declaration, else as UTF-8 (see decodeFile).
 */
export const decodeXml = (bytes: Uint8Array): string => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeText(bytes, 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeText(bytes, 'utf-16be');
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 200));
  const declared = /^(?:\ufeff|ï»¿)?\s*<\?xml[^>]*?\bencoding\s*=\s*["']([\w.:-]+)["']/.exec(head)?.[1];
  return decodeText(bytes, declared);
};

/** Decodes a data file (see decodeFile), leaving out any problem; for files whose problems are not reported. */
export const decodeText = (bytes: Uint8Array, encoding = 'UTF-8'): string => decodeFile(bytes, encoding).text;

/** Tab for .tsv and .txt files whose first line has a tab, comma for .csv, otherwise whichever the first line has. */
export const guessDelimiter = (fileName: string, text: string): string => {
  const end = text.indexOf('\n');
  const firstLine = end < 0 ? text : text.slice(0, end);
  if (/\.tsv$/i.test(fileName)) return '\t';
  if (/\.csv$/i.test(fileName) && !firstLine.includes('\t')) return ',';
  if (firstLine.includes('\t')) return '\t';
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
};

const newlines = (values: readonly string[]) => values.reduce((n, v) => n + (v.match(/\n/g)?.length ?? 0), 0);

/**
 * The CSV parser's reading of delimited text: each record with the line it starts on (a quoted field may hold line
 * breaks, so a record may end lines later). Quotes are honoured unless `quote` is false.
 */
export const eachParsedRecord = (text: string, delimiter: string, quote: string | false, record: (values: string[], line: number) => void): void => {
  parse(text, {
    delimiter,
    quote: quote === false ? null : quote,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    on_record: (values: string[], context: { lines: number }) => {
      record(values, context.lines - newlines(values));
      return undefined;
    },
  });
};

/**
 * Unquoted text (TSV, and CSV without quotes) line by line, as the CSV parser reads it without quotes (a byte order
 * mark dropped, lines ending in LF or CRLF, empty lines skipped) at a fraction of its cost: every line is one record,
 * split at each delimiter. Answers false, reading nothing, for text whose lines end in CR alone (the parser reads it).
 */
const eachUnquotedLine = (text: string, delimiter: string, record: (values: string[], line: number) => void): boolean => {
  if (!text.includes('\n') && text.includes('\r')) return false;
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let line = 1; start < text.length; line++) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const stop = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    if (stop > start) record(text.slice(start, stop).split(delimiter), line);
    start = end + 1;
  }
  return true;
};

/**
 * Reads a delimited text file record by record, handing each to `each` as it is parsed and keeping none (a large
 * file's records are not all held at once). TSV is read without quoting (a `"` is an ordinary character there); CSV
 * with quotes, where a quoted field may hold newlines. Each record keeps the line it starts on, so problems can name
 * the row as an editor sees it in the file. Empty lines are skipped; short records are padded with "". `header`
 * hears the first header line's values (empty when the file has none) before the first record. Answers the number
 * of records.
 */
export const eachDelimited = (
  fileName: string,
  text: string,
  options: DelimitedOptions,
  header: (values: readonly string[]) => void,
  each: (record: DelimitedRecord) => void,
): number => {
  const delimiter = options.delimiter ?? guessDelimiter(fileName, text);
  const quote = options.quote ?? (delimiter === '\t' ? false : '"');
  const headerLines = options.headerLines ?? 1;
  const headerValues: string[] = [];
  let records = 0;
  const record = (values: string[], line: number) => {
    if (line <= headerLines) {
      if (line === 1) headerValues.push(...values);
      return;
    }
    if (records++ === 0) header(headerValues);
    each({ line, values });
  };
  if (quote !== false || !eachUnquotedLine(text, delimiter, record)) eachParsedRecord(text, delimiter, quote, record);
  if (records === 0) header(headerValues);
  return records;
};

/** Reads a delimited text file whole (see eachDelimited). */
export const readDelimited = (fileName: string, text: string, options: DelimitedOptions = {}): DelimitedTable => {
  let header: readonly string[] = [];
  const records: DelimitedRecord[] = [];
  eachDelimited(
    fileName,
    text,
    options,
    (values) => (header = values),
    (record) => records.push(record),
  );
  return { header, records };
};
