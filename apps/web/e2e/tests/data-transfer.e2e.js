// Export and import through the screens (spec 2 §2.7–2.8, §4.7–4.8, §5): files downloaded from /export, a
// spreadsheet imported on /import and its names seen on name pages, and refused imports.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { assert, atPath, axe, eventually, expectH1, visible } from '../support.js';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const logIn = async (page, { email, password }, returnUrl) => {
  await page.goto(`/bff/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnUrl);
};

/** Clicks "Eksporter" and answers the download (name and bytes). */
const exportFile = async (page) => {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Eksporter', exact: true }).click(),
  ]);
  const failure = await download.failure();
  assert.equal(failure, null, `the download failed: ${failure}`);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), bytes };
};

export async function exportSubtreeAsXlsxAndCsv({ page, screenshot }) {
  // the name page links to the export of the name and of its parent
  await page.goto('/name-info/1005');
  await expectH1(page, /Ursus arctos/);
  assert.equal(await page.getByRole('link', { name: 'Eksporter Ursus', exact: true }).getAttribute('href'), '/export?id=1004');
  await page.getByRole('link', { name: 'Gå til eksport' }).click();
  await atPath(page, /^\/export\?id=1005$/);
  await expectH1(page, 'Eksporter');
  await visible(page.getByText(/Valgt: Ursus arctos/));

  // choose the parent in the chooser (search), keep the defaults: Excel, no synonyms, no vernacular names
  await page.getByLabel('Søk etter overordnet navn').fill('Ursidae');
  await page.getByRole('button', { name: 'Velg Ursidae', exact: true }).click();
  await visible(page.getByText(/Valgt: Ursidae \(navne-id 1003\)/));
  assert.equal(await page.getByRole('radio', { name: 'Excel (.xlsx)' }).isChecked(), true);
  assert.equal(await page.getByRole('checkbox', { name: 'Ta med synonymer' }).isChecked(), false);
  assert.equal(await page.getByRole('checkbox', { name: 'Ta med populærnavn' }).isChecked(), false);
  const xlsx = await exportFile(page);
  assert.equal(xlsx.name, 'navnebase-Ursidae.xlsx');
  assert.ok(xlsx.bytes.length > 1000, `an xlsx of some size (${xlsx.bytes.length} bytes)`);
  assert.deepEqual([...xlsx.bytes.subarray(0, 4)], [0x50, 0x4b, 0x03, 0x04], 'an xlsx file is a zip');
  await visible(page.getByText('Eksporten er ferdig. Filen navnebase-Ursidae.xlsx er lastet ned.'));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes);
  const names = [];
  workbook.worksheets[0].eachRow((row) => names.push(row.values.filter((v) => typeof v === 'string').join(' ')));
  assert.ok(
    names.some((n) => n.includes('Ursus arctos')),
    'the brown bear is in the export',
  );

  // CSV of the whole order, chosen in the tree, with vernacular names and synonyms, a file name of one's own
  const tree = page.getByRole('list', { name: 'Velg overordnet navn i livets tre' });
  // the tree is open down to the preselected name already
  await visible(tree.getByRole('button', { name: 'Lukk Mammalia', exact: true }));
  await tree.getByRole('button', { name: 'Carnivora', exact: true }).click();
  await visible(page.getByText(/Valgt: Carnivora \(navne-id 1002\)/));
  await page.getByRole('checkbox', { name: 'Ta med populærnavn' }).check();
  await page.getByRole('checkbox', { name: 'Ta med synonymer' }).check();
  await page.getByRole('radio', { name: 'Kommaseparert (.csv)' }).check();
  await page.getByRole('textbox', { name: 'Filnavn' }).fill('bjørner');
  await visible(page.getByText('Filen lagres som bjørner.csv'));
  const csv = await exportFile(page);
  assert.equal(csv.name, 'bjørner.csv');
  assert.deepEqual([...csv.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with BOM');
  const text = csv.bytes.toString('utf8');
  assert.match(text.split(/\r?\n/)[0], /scientificName/);
  assert.match(text, /Ursus arctos/);
  assert.match(text, /brunbjørn/);
  assert.match(text, /Alopex lagopus/, 'the synonym is there');
  assert.match(text, /Vulpes lagopus/);
  await screenshot('export-done-desktop');
}

export async function exportFailureShowsMessage({ page, allowHttpError }) {
  // an empty file counts as a failure (spec 2 §4.7): the job's file answered empty here on purpose
  await page.route('**/api/v1/DataTransfer/Jobs/*/File', (route) => route.fulfill({ status: 200, contentType: 'text/csv', body: '' }));
  await page.goto('/export?id=1005');
  await expectH1(page, 'Eksporter');
  await visible(page.getByText(/Valgt: Ursus arctos/));
  await page.getByRole('button', { name: 'Eksporter', exact: true }).click();
  const alert = await visible(page.getByRole('alert'));
  assert.equal((await alert.innerText()).trim(), 'Kunne ikke eksportere.');
  await page.unroute('**/api/v1/DataTransfer/Jobs/*/File');

  // a server refusal: "Kunne ikke eksportere." with the reason
  allowHttpError(/\/api\/v1\/DataTransfer\/Export$/, 404);
  await page.route('**/api/v1/DataTransfer/Export?*', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        status: 404,
        errorCode: 'EXPORT_EMPTY',
        detail: 'Kunne ikke eksportere. Det finnes ingen navn å eksportere under det valgte navnet.',
      }),
    }),
  );
  await page.getByRole('button', { name: 'Eksporter', exact: true }).click();
  await eventually(
    () => page.getByRole('alert').innerText(),
    (text) => /Det finnes ingen navn å eksportere/.test(text),
    'the reason is shown',
  );
}

/** The header row of the first sheet of a workbook. */
const headersOf = async (buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer);
  return workbook.worksheets[0].getRow(1).values.filter((v) => typeof v === 'string');
};

export async function importScientificNamesThroughTheScreen({ page, admin, api, screenshot }) {
  await logIn(page, admin, '/import');
  await expectH1(page, 'Import');
  assert.equal(await page.getByRole('radio', { name: 'Vitenskapelige navn' }).isChecked(), true);
  await visible(page.getByRole('table', { name: /Vitenskapelige navn/ }).getByText('parentScientificNameId'));
  const importButton = page.getByRole('button', { name: 'Importer', exact: true });
  assert.equal(await importButton.isDisabled(), true, 'locked until a file is chosen');
  assert.match(await page.locator('input[type=file]').getAttribute('accept'), /\.xlsx/);
  await axe(page, '/import');

  // both example files download
  const files = page.getByRole('list', { name: 'Eksempelfiler' });
  const links = await files.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.deepEqual(links, ['/examples/import-scientific-names.xlsx', '/examples/import-vernacular-names.xlsx']);
  const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('link', { name: /vitenskapelige navn/ }).click()]);
  const example = await readFile(await download.path());
  assert.deepEqual([...example.subarray(0, 2)], [0x50, 0x4b]);
  const vernacularExample = await page.request.get('/examples/import-vernacular-names.xlsx');
  assert.equal(vernacularExample.status(), 200);
  // the table on the screen lists every column of each example file, and fits the page or scrolls inside itself
  for (const [type, file] of [
    ['Vitenskapelige navn', example],
    ['Populærnavn', await vernacularExample.body()],
  ]) {
    await page.getByRole('radio', { name: type }).check();
    const table = page.getByRole('table', { name: new RegExp(type) });
    await visible(table);
    assert.deepEqual(await table.locator('thead code').allInnerTexts(), await headersOf(file), `the ${type} table lists the file's columns`);
    const region = page.getByRole('region', { name: 'Eksempeltabell' });
    const { scrollWidth, clientWidth, overflowX, right } = await region.evaluate((e) => ({
      scrollWidth: e.scrollWidth,
      clientWidth: e.clientWidth,
      overflowX: getComputedStyle(e).overflowX,
      right: e.getBoundingClientRect().right,
    }));
    assert.ok(scrollWidth <= clientWidth || overflowX === 'auto' || overflowX === 'scroll', 'the table scrolls inside its box');
    assert.ok(right <= (await page.evaluate(() => document.documentElement.clientWidth)), 'the table box ends inside the page');
  }
  await page.getByRole('radio', { name: 'Vitenskapelige navn' }).check();

  // import the example file of scientific names
  await page.locator('input[type=file]').setInputFiles({ name: 'import-scientific-names.xlsx', mimeType: XLSX_MIME, buffer: example });
  await visible(page.getByText('Valgt fil: import-scientific-names.xlsx'));
  await importButton.click();
  const success = await visible(page.locator('.import-status').filter({ hasText: 'er importert.' }), 60_000);
  assert.match(await success.innerText(), /import-scientific-names\.xlsx er importert\./);
  assert.doesNotMatch(await success.innerText(), /is imported/, 'the English mark of the answer is not shown');
  await screenshot('import-done-desktop');

  // the new names have name pages
  const { body: hits } = await eventually(
    () => api.get(`/api/v1/TaxonName/Search?Search=${encodeURIComponent('Helarctos malayanus')}&limit=5`),
    (r) => r.status === 200 && r.body.length > 0,
    'the imported name is found',
  );
  const id = hits[0].acceptedScientificName.nameId;
  await page.goto(`/name-info/${id}`);
  await expectH1(page, /Helarctos malayanus/);
  await visible(page.getByRole('navigation', { name: 'Klassifikasjon' }).getByRole('link', { name: 'Ursidae' }));
  await page.goto('/search?searchString=thibetanus');
  await page.locator('a.search-result').filter({ hasText: 'Ursus thibetanus' }).first().click();
  await expectH1(page, /Ursus thibetanus/);
}

export async function refusedImports({ page, admin, allowHttpError }) {
  await logIn(page, admin, '/import');
  await expectH1(page, 'Import');
  const fileInput = page.locator('input[type=file]');
  const importButton = page.getByRole('button', { name: 'Importer', exact: true });

  // a text file: refused in the screen
  await fileInput.setInputFiles({ name: 'navn.txt', mimeType: 'text/plain', buffer: Buffer.from('Ursus;arctos\n') });
  await visible(page.getByText('Filtypen du har valgt er ikke tillatt. Velg en excel-fil.'));
  assert.equal(await importButton.isDisabled(), true);

  // a file that claims to be xlsx but is not: refused by the server, its text shown
  allowHttpError(/\/api\/v1\/DataTransfer\/Import$/, 400);
  await fileInput.setInputFiles({ name: 'falsk.xlsx', mimeType: XLSX_MIME, buffer: Buffer.from('dette er ikke et regneark') });
  await visible(page.getByText('Valgt fil: falsk.xlsx'));
  await importButton.click();
  const refusal = await visible(page.locator('.import-status[role=alert]'));
  assert.match(await refusal.innerText(), /Filtypen du har valgt er ikke tillatt\. Velg en excel-fil\.|kunne ikke leses/);

  // a spreadsheet with a broken row: the problems by row and column, nothing saved
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Vitenskapelige navn');
  sheet.addRow(['parentScientificNameId', 'rank', 'scientificName', 'author', 'taxonomicStatus']);
  sheet.addRow([1004, 'Species', 'feilbjornus', 'Test, 2026', 'Accepted']);
  sheet.addRow([1004, 'Ikkerang', 'Ursus feilus', 'Test, 2026', 'Accepted']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await fileInput.setInputFiles({ name: 'feil.xlsx', mimeType: XLSX_MIME, buffer });
  await importButton.click();
  const problems = await visible(page.getByRole('list', { name: 'Feil i filen' }), 60_000);
  const lines = await problems.getByRole('listitem').allInnerTexts();
  assert.ok(
    lines.some((line) => /^Rad 3, kolonne B/.test(line)),
    `a problem in row 3, column B (rank): ${lines}`,
  );
  await visible(page.locator('.import-status').getByText(/Filen ble ikke importert/));
  const search = await page.request.get(`/api/v1/TaxonName/Search?Search=feilbjornus&limit=5`, { headers: { 'X-CSRF': '1' } });
  assert.deepEqual(await search.json(), [], 'nothing of the refused file was saved');
}
