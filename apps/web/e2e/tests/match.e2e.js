// Listesøk (/match): a mixed list pasted and uploaded, the results table with a match type per row, the "bare
// usikre" filter, links to the name pages and the download as xlsx, from the menu and the front page, without login.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { assert, atPath, expectH1, visible } from '../support.js';

/** The demo register's names: exact, without authorship, a subspecies with another marker, a typo, a synonym, a vernacular name, a genus and nonsense. */
const LIST = [
  ['Ursus arctos Linnaeus, 1758', 'exact', 'Ursus arctos'],
  ['Betula pendula', 'canonical', 'Betula pendula'],
  ['Betula pubescens ssp. czerepanovii', 'canonical', 'Betula pubescens subsp. czerepanovii'],
  ['Ursus maritimuss', 'fuzzy', 'Ursus maritimus'],
  ['Alopex lagopus', 'synonym', 'Alopex lagopus'],
  ['dunbjørk', 'vernacular', 'Betula pubescens'],
  ['Salix sp.', 'higherRank', 'Salix'],
  ['Qwrtzx plomfbv', 'none', undefined],
];

const rowsOf = (page) => page.getByRole('table', { name: 'Resultat av listesøket' }).locator('tbody tr');

const expectRows = async (page) => {
  const rows = rowsOf(page);
  await visible(rows.first());
  assert.equal(await rows.count(), LIST.length);
  for (const [i, [input, type, name]] of LIST.entries()) {
    const row = rows.nth(i);
    assert.equal(await row.getAttribute('data-match-type'), type, `row ${i + 1} (${input})`);
    assert.equal(await row.locator('td').nth(1).innerText(), input);
    if (name) assert.match(await row.locator('td').nth(4).innerText(), new RegExp(`^${name.replace(/\./g, '\\.')}`));
  }
};

/** Paste a list, read the table, filter the uncertain rows, download as xlsx, open a name page. */
export async function pasteListAndDownload({ page }) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Listesøk' }).click();
  await atPath(page, /^\/match$/);
  await expectH1(page, 'Listesøk');
  await page.getByLabel('Artsliste (ett navn per linje)').fill(LIST.map(([input]) => input).join('\n') + '\n\n');
  await page.getByRole('button', { name: 'Søk i listen' }).click();
  await expectRows(page);
  // the synonym shows its accepted name, the vernacular match its nb/nn names
  const synonym = rowsOf(page).nth(4);
  assert.match(await synonym.locator('td').nth(5).innerText(), /^Vulpes lagopus/);
  assert.match(await rowsOf(page).nth(5).locator('td').nth(6).innerText(), /dunbjørk/);
  assert.match(await page.getByRole('status').filter({ hasText: '8 navn' }).innerText(), /eksakt 1/);

  await page.getByLabel('Bare usikre').check();
  const uncertain = await rowsOf(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-match-type')));
  assert.deepEqual(uncertain, ['fuzzy', 'higherRank', 'none']);
  await page.getByLabel('Bare usikre').uncheck();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Last ned som Excel (xlsx)' }).click()]);
  assert.equal(download.suggestedFilename(), 'listesok.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile(await download.path()));
  const sheet = workbook.worksheets[0];
  assert.equal(sheet.rowCount, LIST.length + 1);
  assert.deepEqual(
    LIST.map((_, i) => sheet.getRow(i + 2).getCell(2).value),
    ['Eksakt', 'Navn uten/annen autor', 'Navn uten/annen autor', 'Skrivefeil', 'Synonym', 'Populærnavn', 'Høyere nivå', 'Ingen treff'],
  );

  await rowsOf(page)
    .nth(0)
    .getByRole('link', { name: /Ursus arctos/ })
    .first()
    .click();
  await atPath(page, /^\/name-info\/1005$/);
  await expectH1(page, /Ursus arctos/);
}

/** Upload a csv list from the front page's link. */
export async function uploadList({ page }) {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'listesøk', exact: true }).click();
  await atPath(page, /^\/match$/);
  const csv = 'navn;antall\n' + LIST.map(([input]) => `${input};1`).join('\n') + '\n';
  await page.getByLabel('Velg fil med artsliste').setInputFiles({ name: 'liste.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expectRows(page);
  assert.match(await page.getByLabel('Artsliste (ett navn per linje)').inputValue(), /^Ursus arctos Linnaeus, 1758\nBetula pendula/);
}
