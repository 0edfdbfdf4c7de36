import { describe, expect, it } from '@jest/globals';
import { decodeFile, eachParsedRecord, decodeText, EncodingReasons, guessDelimiter, readDelimited } from './delimited-file.js';

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

  it('given a file said to be UTF-8 that is Latin-1, when decoded, then it is read as Windows-1252 with a problem and no U+FFFD', () => {
    const latin1 = new Uint8Array(Buffer.from('id\tname\n1\tSørlandet\n2\tBjørn\n', 'latin1'));
    const decoded = decodeFile(latin1);
    expect(decoded.text).toBe('id\tname\n1\tSørlandet\n2\tBjørn\n');
    expect(decoded.problem).toEqual({ reason: EncodingReasons.notUtf8, detail: 'første feil på linje 2' });
    expect(decodeFile(new Uint8Array(Buffer.from('Sørlandet'))).problem).toBeUndefined();
  });

  it('given the labels archives use, when decoded, then each is honoured and an unknown one is reported', () => {
    const bytes = new Uint8Array([0x42, 0x6a, 0xf8, 0x72, 0x6e, 0x80]);
    for (const label of ['ISO-8859-1', 'latin1', 'windows-1252', 'cp1252', 'ISO8859-1'])
      expect(decodeFile(bytes, label)).toEqual({ text: 'Bjørn€', encoding: label });
    expect(decodeFile(new Uint8Array([0xff, 0xfe, 0x42, 0x00]), 'UTF-16')).toEqual({ text: 'B', encoding: 'UTF-16' });
    expect(decodeFile(new Uint8Array([0x42]), 'EBCDIC-42')).toEqual({
      text: 'B',
      encoding: 'UTF-8',
      problem: { reason: EncodingReasons.unknownEncoding, detail: 'EBCDIC-42' },
    });
  });

  it('given CRLF lines and quoted fields with the delimiter inside, when read without header lines, then every line is data', () => {
    const table = readDelimited('taxon.txt', '1,"Ursus arctos","Linnaeus, 1758"\r\n2,"Ursus ""major""",\r\n', {
      delimiter: ',',
      quote: '"',
      headerLines: 0,
    });
    expect(table.header).toEqual([]);
    expect(table.records).toEqual([
      { line: 1, values: ['1', 'Ursus arctos', 'Linnaeus, 1758'] },
      { line: 2, values: ['2', 'Ursus "major"', ''] },
    ]);
  });

  it('given unquoted text of any line ending, a byte order mark, empty lines and short lines, reads the records the CSV parser reads, on their lines', () => {
    const texts = [
      '\ufeffid\tname\n1\tAus bus\n\n2\n3\t"Cus"\t\n',
      'id\tname\r\n1\tAus\r\n\r\n2\tBus\r\n',
      'id\tname\r1\tAus\r2\tBus',
      'id;name\n1;Aus;x\n\t\n2;',
      '',
      '\n\n',
    ];
    for (const text of texts) {
      const delimiter = text.includes(';') ? ';' : '\t';
      const parser: { line: number; values: string[] }[] = [];
      eachParsedRecord(text, delimiter, false, (values, line) => parser.push({ line, values }));
      const table = readDelimited('taxon.txt', text, { delimiter, quote: false, headerLines: 1 });
      expect([table.header, ...table.records]).toEqual([parser.find((r) => r.line === 1)?.values ?? [], ...parser.filter((r) => r.line > 1)]);
    }
  });
});
