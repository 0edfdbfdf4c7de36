import { describe, expect, it } from '@jest/globals';
import { decodeText, guessDelimiter, readDelimited } from './delimited-file.js';

describe('readDelimited', () => {
  it('reads TSV without quoting and numbers records by line (header = line 1)', () => {
    const table = readDelimited('NameUsage.tsv', 'ID\tscientificName\n1\t"Aus" bus\n\n2\tCus dus\n');
    expect(table.header).toEqual(['ID', 'scientificName']);
    expect(table.records).toEqual([
      { line: 2, values: ['1', '"Aus" bus'] },
      { line: 4, values: ['2', 'Cus dus'] },
    ]);
  });

  it('reads CSV with quotes and embedded newlines, keeping the line each record starts on', () => {
    const table = readDelimited('NameUsage.csv', 'ID,name,remarks\n1,"Aus bus","a, b"\n2,"Cus dus","(Swinhoe, 1885)\n"\n3,Eus,""\n');
    expect(table.records.map((r) => [r.line, ...r.values])).toEqual([
      [2, '1', 'Aus bus', 'a, b'],
      [3, '2', 'Cus dus', '(Swinhoe, 1885)\n'],
      [5, '3', 'Eus', ''],
    ]);
  });

  it('skips the given number of header lines and pads nothing it does not have to', () => {
    const table = readDelimited('taxon.txt', 'id\tname\n1\tAus\n2\n', { delimiter: '\t', quote: false, headerLines: 1 });
    expect(table.records).toEqual([
      { line: 2, values: ['1', 'Aus'] },
      { line: 3, values: ['2'] },
    ]);
  });

  it('guesses the delimiter from the file name and the first line', () => {
    expect(guessDelimiter('NameUsage.tsv', 'a,b')).toBe('\t');
    expect(guessDelimiter('NameUsage.csv', 'a,b')).toBe(',');
    expect(guessDelimiter('NameUsage.txt', 'a\tb\n')).toBe('\t');
    expect(guessDelimiter('data.txt', 'a;b\n')).toBe(';');
  });

  it('decodes UTF-8 with a byte order mark and Latin-1 when the archive says so', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(decodeText(new Uint8Array([0x48, 0xe9]), 'ISO-8859-1')).toBe('Hé');
  });
});
