import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { readFirstSheet, utf8Chunks } from './spreadsheet-reader.js';

const collect = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};

describe('reading a spreadsheet with Norwegian letters', () => {
  it('keeps a letter whole when two byte chunks cut it in two', async () => {
    const bytes = Buffer.from('blåbær og ørret', 'utf8');
    const cut = bytes.indexOf(0xc3) + 1; // inside the first two-byte letter
    async function* parts() {
      yield bytes.subarray(0, cut);
      yield bytes.subarray(cut);
    }
    expect(await collect(utf8Chunks(parts()))).toBe('blåbær og ørret');
  });

  it('reads every cell of a large workbook exactly, whatever chunk boundaries fall inside its letters', async () => {
    // Far more than one 16 KB chunk of shared strings and of worksheet, dense with two-byte letters.
    const rows = Array.from({ length: 3000 }, (_, i) => [`Blåbærlyng ${i} Øksnevad`, `Ås-Hæggström ${i}, æøå ÆØÅ`]);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Navn');
    sheet.addRow(['scientificName', 'author']);
    for (const row of rows) sheet.addRow(row);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());

    const read = await readFirstSheet(content);
    const cells = read.rows.map((row) => row.cells);
    expect(cells.filter((row) => row.some((cell) => cell.includes('\ufffd')))).toEqual([]);
    expect(cells).toEqual(rows);
  });
});
