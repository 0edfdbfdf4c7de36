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

/** Decodes a data file: UTF-8 (a BOM is dropped) unless the archive says Latin-1 or Windows-1252. */
export const decodeText = (bytes: Uint8Array, encoding = 'UTF-8'): string => {
  const label = /^(iso-?8859-?1|latin-?1|windows-?1252|cp1252)$/i.test(encoding.trim()) ? 'windows-1252' : 'utf-8';
  return new TextDecoder(label).decode(bytes);
};

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
 * Reads a delimited text file. TSV is read without quoting (a `"` is an ordinary character there); CSV with
 * quotes, where a quoted field may hold newlines. Each record keeps the line it starts on, so problems can
 * name the row as an editor sees it in the file. Empty lines are skipped; short records are padded with "".
 */
export const readDelimited = (fileName: string, text: string, options: DelimitedOptions = {}): DelimitedTable => {
  const delimiter = options.delimiter ?? guessDelimiter(fileName, text);
  const quote = options.quote ?? (delimiter === '\t' ? false : '"');
  const headerLines = options.headerLines ?? 1;
  const parsed = parse(text, {
    delimiter,
    quote: quote === false ? null : quote,
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const header: string[] = [];
  const records: DelimitedRecord[] = [];
  for (const { record, info } of parsed) {
    const line = info.lines - newlines(record);
    if (line <= headerLines) {
      if (line === 1) header.push(...record);
      continue;
    }
    records.push({ line, values: record });
  }
  return { header, records };
};
