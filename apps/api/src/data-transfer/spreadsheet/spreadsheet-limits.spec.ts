import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { NOT_READABLE, notReadable, SPREADSHEET_LIMITS, UnreadableSpreadsheet } from './spreadsheet-limits.js';
import { readFirstSheet } from './spreadsheet-reader.js';
import { xlsxFile } from '../testing/spreadsheets.js';
import { zipBombXlsx } from '../testing/zip-bomb.js';

const MB = 1024 * 1024;

/** The refusal readFirstSheet throws, and the most the process's memory (RSS) rose while it read. */
const readMeasured = async (content: Buffer): Promise<{ error: unknown; rise: number }> => {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  let error: unknown;
  try {
    await readFirstSheet(content);
  } catch (caught) {
    error = caught;
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  return { error, rise: peak - before };
};

const refusal = async (content: Buffer, limits = SPREADSHEET_LIMITS): Promise<UnreadableSpreadsheet> => {
  const error = await readFirstSheet(content, undefined, limits).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UnreadableSpreadsheet);
  return error as UnreadableSpreadsheet;
};

const workbookWith = async (fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Ark1'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

describe('spreadsheet limits: a zip bomb is refused before it costs the memory', () => {
  it('given a 0.3 MB xlsx whose shared string unpacks to 300 MB, when read, then it is refused (413) and RSS rises by under 300 MB', async () => {
    const bomb = await zipBombXlsx(await xlsxFile(['scientificName'], [['Abies alba']]), { megabytes: 300, shape: 'one' });
    expect(bomb.length).toBeLessThan(0.5 * MB);

    const { error, rise } = await readMeasured(bomb);

    expect(rise).toBeLessThan(300 * MB);
    expect(error).toBeInstanceOf(UnreadableSpreadsheet);
    expect((error as UnreadableSpreadsheet).status).toBe(413);
    expect((error as UnreadableSpreadsheet).message).toBe(
      'Filen er for stor når den pakkes ut (mer enn 200 MB). Del den opp i flere filer, og prøv igjen.',
    );
  });

  it('given a bomb whose headers declare 1 kB for 300 MB of short shared strings, when read, then the unpacked bytes are counted and it is refused', async () => {
    const bomb = await zipBombXlsx(await xlsxFile(['scientificName'], [['Abies alba']]), { megabytes: 300, shape: 'many', lie: true });
    expect(bomb.length).toBeLessThan(1 * MB);

    const { error, rise } = await readMeasured(bomb);

    expect(rise).toBeLessThan(300 * MB);
    expect((error as UnreadableSpreadsheet).status).toBe(413);
    expect((error as UnreadableSpreadsheet).message).toBe(
      'Tekstene i filen er for store når de pakkes ut (mer enn 50 MB). Del filen opp i flere filer, og prøv igjen.',
    );
  });

  it('given one text between two tags longer than a cell can hold (the headers lying), when read, then it is refused as too long', async () => {
    const bomb = await zipBombXlsx(await xlsxFile(['scientificName'], [['Abies alba']]), { megabytes: 1, shape: 'one', lie: true });
    const error = await refusal(bomb);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Filen har en celle med for lang tekst (mer enn 32 767 tegn).');
  });
});

describe('spreadsheet limits: rows, columns and cells', () => {
  it('given more data rows than allowed, when read, then it is refused with 413; at the limit it is read', async () => {
    const file = await xlsxFile(['scientificName'], [['Abies alba'], ['Picea abies'], ['Pinus sylvestris']]);
    const error = await refusal(file, { ...SPREADSHEET_LIMITS, rows: 2 });
    expect(error.status).toBe(413);
    expect(error.message).toBe('Regnearket har for mange rader (mer enn 2). Del det opp i flere filer, og prøv igjen.');
    expect((await readFirstSheet(file, undefined, { ...SPREADSHEET_LIMITS, rows: 3 })).rows).toHaveLength(3);
  });

  it('given a cell longer than allowed, when read, then it is refused with its address', async () => {
    const file = await xlsxFile(
      ['scientificName', 'comment'],
      [
        ['Abies alba', 'kort'],
        ['Picea abies', 'x'.repeat(16)],
      ],
    );
    const error = await refusal(file, { ...SPREADSHEET_LIMITS, cellLength: 15 });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Celle B3 har for lang tekst (16 tegn; høyst 15).');
  });

  it('given a value beyond the columns read, when read, then it is refused with its address', async () => {
    const far = await workbookWith((sheet) => {
      sheet.addRow(['scientificName']);
      sheet.getCell('XFD2').value = 'x';
    });
    const error = await refusal(far);
    expect(error.message).toBe('Celle XFD2 er utenfor de 100 første kolonnene, som er alt som leses. Flytt eller fjern verdien, og prøv igjen.');
  });
});

describe('spreadsheet reader: formula cells', () => {
  it('given a formula with a cached value, when read, then the cell is its value', async () => {
    const file = await workbookWith((sheet) => {
      sheet.addRow(['scientificName', 'author']);
      sheet.addRow(['Abies', 'Mill.']);
      sheet.getCell('A3').value = { formula: 'A2&" alba"', result: 'Abies alba' } as ExcelJS.CellFormulaValue;
      sheet.getCell('B3').value = { formula: 'B2', result: 'Mill.' } as ExcelJS.CellFormulaValue;
    });
    const sheet = await readFirstSheet(file);
    expect(sheet.rows.map((row) => row.cells)).toEqual([
      ['Abies', 'Mill.'],
      ['Abies alba', 'Mill.'],
    ]);
  });

  it('given a formula without a cached value, when read, then it is refused with the cell address (not read as "[object Object]")', async () => {
    const file = await workbookWith((sheet) => {
      sheet.addRow(['scientificName', 'author']);
      sheet.addRow(['Abies alba', 'Mill.']);
      sheet.getCell('B3').value = { formula: 'B2' } as ExcelJS.CellFormulaValue;
    });
    const error = await refusal(file);
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'Celle B3 har en formel uten lagret verdi. Åpne filen i Excel og lagre den på nytt (da lagres verdien), eller skriv inn verdien i stedet for formelen, og prøv igjen.',
    );
  });
});

describe('spreadsheet reader: a damaged file, and a fault of the machine', () => {
  it('refuses a damaged workbook with the Norwegian text, keeping what the parser said for the log', async () => {
    const whole = await xlsxFile(['a'], [['b']]);
    const damaged = Buffer.concat([whole.subarray(0, 40), Buffer.alloc(200, 0x41)]);
    const refusal = await readFirstSheet(damaged).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnreadableSpreadsheet);
    expect((refusal as UnreadableSpreadsheet).message).toBe(NOT_READABLE);
    expect((refusal as UnreadableSpreadsheet).cause).toBeInstanceOf(Error);
  });

  it('does not call a file damaged when the machine failed (a system error is thrown on, and the job tried again)', () => {
    const machine = Object.assign(new Error('EMFILE: too many open files'), { syscall: 'open', code: 'EMFILE' });
    expect(() => notReadable(machine)).toThrow(machine);
    expect(notReadable(new Error('invalid signature'))).toMatchObject({ message: NOT_READABLE, errorCode: 'SPREADSHEET_NOT_READABLE' });
  });
});
