import { describe, expect, it } from '@jest/globals';
import {
  checkFiles,
  importedText,
  isImported,
  isSpreadsheet,
  MORE_THAN_ONE_FILE,
  NO_FILE,
  problemLine,
  WRONG_FILE_TYPE,
  XLS_MIME,
  XLSX_MIME,
} from './import-rules';

const file = (name: string, type: string) => ({ name, type });

describe('import file checks (spec 2 §5)', () => {
  it('needs a file', () => {
    expect(checkFiles(null)).toEqual({ error: NO_FILE });
    expect(checkFiles([])).toEqual({ error: NO_FILE });
    expect(NO_FILE).toBe('Du har ikke valgt en fil.');
  });

  it('takes only one file', () => {
    expect(checkFiles([file('a.xlsx', XLSX_MIME), file('b.xlsx', XLSX_MIME)])).toEqual({ error: MORE_THAN_ONE_FILE });
    expect(MORE_THAN_ONE_FILE).toBe('Du kan ikke velge mer enn en fil om gangen.');
  });

  it('accepts the xlsx and xls MIME types and refuses others', () => {
    const xlsx = file('navn.xlsx', XLSX_MIME);
    expect(checkFiles([xlsx])).toEqual({ file: xlsx });
    expect(isSpreadsheet(file('gammel.xls', XLS_MIME))).toBe(true);
    expect(checkFiles([file('navn.csv', 'text/csv')])).toEqual({ error: WRONG_FILE_TYPE });
    expect(checkFiles([file('navn.txt', 'text/plain')])).toEqual({ error: WRONG_FILE_TYPE });
    // a spreadsheet name with a MIME type that is not a spreadsheet's is refused
    expect(checkFiles([file('navn.xlsx', 'text/plain')])).toEqual({ error: WRONG_FILE_TYPE });
    expect(WRONG_FILE_TYPE).toBe('Filtypen du har valgt er ikke tillatt. Velg en excel-fil.');
  });

  it('lets the name decide when the system reports no type or a generic one', () => {
    expect(isSpreadsheet(file('navn.xlsx', ''))).toBe(true);
    expect(isSpreadsheet(file('navn.xlsx', 'application/octet-stream'))).toBe(true);
    expect(isSpreadsheet(file('navn.zip', 'application/zip'))).toBe(false);
    expect(isSpreadsheet(file('navn', ''))).toBe(false);
  });
});

describe('import answers (spec 2 §4.8)', () => {
  it('is a success when the text contains "is imported."', () => {
    expect(isImported('navn.xlsx is imported. 4 vitenskapelige navn i 3 taksa er lagt til.')).toBe(true);
    expect(isImported('Filen ble ikke importert, fordi den har 1 feil.')).toBe(false);
    expect(isImported(undefined)).toBe(false);
  });

  it('says the English success mark in Norwegian on the screen', () => {
    expect(importedText('navn.xlsx is imported. 4 vitenskapelige navn i 3 taksa er lagt til.')).toBe(
      'navn.xlsx er importert. 4 vitenskapelige navn i 3 taksa er lagt til.',
    );
    expect(importedText('is imported.')).toBe('Importert.');
  });

  it('writes a row problem as row, column and what is wrong', () => {
    expect(problemLine({ row: 4, column: 'D (rank)', message: 'Ukjent rang «Spesies».' })).toBe('Rad 4, kolonne D (rank): Ukjent rang «Spesies».');
    expect(problemLine({ row: 3, column: null, message: 'Tom rad.' })).toBe('Rad 3: Tom rad.');
    expect(problemLine({ row: null, column: null, message: 'Filen er tom.' })).toBe('Filen er tom.');
  });
});
