// The register's past: a name page as it was before a change ("Vis slik det var", the historical banner, back to
// today), and a day before the register existed.
import { randomBytes } from 'node:crypto';
import { assert, atPath, eventually, expectH1, isoDate, logIn, norwegianDate, visible } from '../support.js';

const step = (page, id) => page.locator(`li.operation-step[data-step="${id}"]`);

export async function aNamePageAsItWasBeforeAChange({ page, admin, allowHttpError, screenshot }) {
  const tag = randomBytes(3).toString('hex');
  const newName = `ringsel-${tag}`;
  const before = new Date().toISOString();

  // a change through the editor screen: a nynorsk alternative name for Pusa hispida (ringsel)
  await logIn(page, admin, '/edit-vernacular-names?id=1026');
  await expectH1(page, 'Rediger populærnavn');
  const nn = step(page, 'names').locator('section[data-language="nn"]');
  // (other tests may have added nynorsk names to the same taxon before: add one after those there are)
  const nynorsk = await eventually(
    async () => nn.getByRole('textbox', { name: /^Populærnavn \d+ \(nn\)/ }).count(),
    (n) => n >= 1,
    'the nynorsk names are loaded',
  );
  await nn.getByRole('button', { name: 'Legg til navn på norsk, nynorsk' }).click();
  await nn.getByRole('textbox', { name: new RegExp(`^Populærnavn ${nynorsk + 1} \\(nn\\)`) }).fill(newName);
  await step(page, 'finish').getByRole('button', { name: 'Publiser' }).click();
  await atPath(page, /^\/name-info\/1026$/);
  await visible(page.getByText(newName).first());

  // the page as it was just before the change: a banner, no new name, no editor links
  await page.goto(`/name-info/1026?asOf=${encodeURIComponent(before)}`);
  const banner = await visible(page.locator('.historical-banner'));
  assert.match(await banner.innerText(), /Du ser navnesiden slik den var/);
  await visible(page.getByRole('heading', { level: 1 }));
  assert.equal(await page.getByText(newName).count(), 0, 'the name added later is not on the historical page');
  assert.equal(await page.getByRole('heading', { name: 'Rediger' }).count(), 0, 'no editor links on a historical page');
  await screenshot('name-page-as-of');

  // back to today
  await banner.getByRole('link', { name: 'Vis slik den er i dag' }).click();
  await atPath(page, /^\/name-info\/1026$/);
  await visible(page.getByText(newName).first());
  assert.equal(await page.locator('.historical-banner').count(), 0);
  // its history shows the species as the rest of the app does: the name in italics, the author (with its year) upright
  const italics = page.locator('section[aria-labelledby="history-heading"] li.change-entry i');
  await visible(italics.filter({ hasText: /^Pusa hispida$/ }).first());
  const italicTexts = await italics.allInnerTexts();
  assert.ok(!italicTexts.some((text) => /\d/.test(text)), `no author in italics in the history: ${italicTexts.join(' | ')}`);

  // "Vis slik det var" on a day before the demo register was loaded: the name did not exist then
  allowHttpError(/\/api\/v1\/TaxonName\/ByScientificNameId\/1026$/, 404);
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  await page.getByLabel('Dato', { exact: true }).fill(isoDate(yesterday));
  await page.getByRole('button', { name: 'Vis slik det var' }).click();
  await atPath(page, new RegExp(`^/name-info/1026\\?asOf=${isoDate(yesterday)}$`));
  await expectH1(page, 'Navnet fantes ikke da');
}

export async function subtreeChangesBetweenTwoDays({ page, screenshot }) {
  // from the name page of Pusa (the genus of ringsel) to "Endringer i undertreet"
  await page.goto('/name-info/1026');
  await visible(page.getByRole('heading', { level: 1 }));
  await page.getByRole('link', { name: 'Endringer i undertreet' }).click();
  await atPath(page, /^\/name-info\/\d+\/subtree-changes$/);
  await expectH1(page, 'Endringer i undertreet');
  // the demo register was loaded today: from yesterday to today every name below is new
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  await page.getByLabel('Fra dato', { exact: true }).fill(isoDate(yesterday));
  await page.getByLabel('Til dato', { exact: true }).fill(isoDate());
  await page.getByRole('button', { name: 'Vis endringer' }).click();
  await atPath(page, /\/subtree-changes\?from=.*&to=/);
  // the page showed the last 30 days before the click: wait for the answer for the days asked for, not those rows
  const summary = page.locator('.subtree-changes-summary');
  await eventually(
    () => summary.innerText().catch(() => ''),
    (text) => text.includes(`fra ${norwegianDate(yesterday)} til ${norwegianDate()}`),
    'the summary names the days asked for',
  );
  const rows = page.locator('tr.subtree-change');
  assert.ok((await rows.count()) >= 1);
  assert.equal(await page.locator('tr.subtree-change:not([data-change="added"])').count(), 0, 'every name is added');
  assert.match(await rows.first().innerText(), /Lagt til/);
  await screenshot('subtree-changes');
}
