// The audit log: an administrator changes vernacular names through the editor screen with a remark, finds the
// change in "Revisjonslogg" by its text, user and operation, and opens it to see the taxon before and after side by
// side; an editor who is not an administrator is kept out of the screen and the API, and so is an anonymous visitor.
import { randomBytes } from 'node:crypto';
import { assert, atPath, axe, eventually, expectH1, logIn, visible } from '../support.js';

const menu = (page) => page.getByRole('navigation', { name: 'Hovedmeny' });
const step = (page, id) => page.locator(`li.operation-step[data-step="${id}"]`);

const apiGet = async (page, path) => {
  const response = await page.request.fetch(path, { headers: { 'X-CSRF': '1', Accept: 'application/json' } });
  return { status: response.status(), body: await response.json() };
};

export async function anOperationShowsInTheAuditLogAndOnlyAdministratorsSeeIt({ page, context, admin, allowHttpError, screenshot }) {
  const tag = randomBytes(3).toString('hex');
  const remark = `Revisjonsprøve ${tag}`;
  const newName = `ringsel-${tag}`;

  // 1. an operation through the editor screen: a nynorsk alternative name for Pusa hispida (ringsel)
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
  await step(page, 'finish').getByRole('textbox', { name: 'Kommentar til operasjonen' }).fill(remark);
  await step(page, 'finish').getByRole('button', { name: 'Publiser' }).click();
  await atPath(page, /^\/name-info\/1026$/);

  // 2. the audit screen from the admin menu, filtered by the remark's text, the operation and the user
  await menu(page).getByRole('link', { name: 'Revisjonslogg' }).click();
  await atPath(page, /^\/audit$/);
  await expectH1(page, 'Revisjonslogg');
  await visible(page.locator('tr.audit-entry').first());
  await page.getByRole('textbox', { name: 'Tekst' }).fill(tag);
  await page.getByRole('combobox', { name: 'Operasjon' }).click();
  await page.getByRole('option', { name: 'Populærnavn endret' }).click();
  await page.getByRole('button', { name: 'Vis endringer' }).click();
  await atPath(page, /^\/audit\?.*text=/);
  const rows = page.locator('tr.audit-entry');
  await eventually(
    () => rows.allInnerTexts(),
    (texts) => texts.length === 1 && texts[0].includes(remark),
    'exactly the one change with the remark is listed',
  );
  const row = rows.first();
  assert.match(await row.innerText(), /Populærnavn endret/);
  const adminName = (await row.locator('td').nth(2).innerText()).trim();
  assert.ok(adminName.length > 0, 'the acting user is shown');
  await visible(row.getByRole('link', { name: /Pusa hispida/ }));

  // the detail: the taxon before and after, the vernacular names marked as changed (keyboard: focus and Enter)
  await row.getByRole('button', { name: 'Vis detaljer' }).focus();
  await page.keyboard.press('Enter');
  const detail = await visible(page.locator('.audit-detail'));
  const changed = detail.locator('section.audit-record[data-kind="taxon"] tr.audit-changed');
  await visible(changed.first());
  assert.match(await changed.first().innerText(), /Populærnavn \(endret\)/);
  const before = await changed.first().locator('.audit-before').innerText();
  const after = await changed.first().locator('.audit-after').innerText();
  assert.ok(!before.includes(newName) && after.includes(newName), `before lacks and after has the new name: ${before} | ${after}`);
  await axe(page, '/audit');
  await screenshot('audit-detail-desktop');

  // export of the filtered log as csv: progress, then a download link; the file holds the change
  await page.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'CSV (semikolon)' }).click();
  await page.getByRole('button', { name: 'Eksporter filtrert logg' }).click();
  const download = await visible(page.getByRole('button', { name: /^Last ned revisjonslogg-.*\.csv$/ }));
  await visible(page.getByText('Eksporten er ferdig (1 endringer).'));
  const file = await page.request.get(await download.getAttribute('data-file-url'), { headers: { 'X-CSRF': '1' } });
  const csv = await file.text();
  assert.ok(csv.includes(remark) && csv.includes(newName) && csv.includes('Populærnavn endret'), `the csv holds the change: ${csv.slice(0, 600)}`);

  // the filter by user narrows by name; a user who did nothing gives an empty list
  await page.getByRole('textbox', { name: 'Bruker' }).fill(`ingen-${tag}`);
  await page.getByRole('button', { name: 'Vis endringer' }).click();
  await visible(page.getByText('Ingen endringer passer filtrene.'));

  await page.getByRole('button', { name: 'Nullstill filtre' }).click();
  await atPath(page, /^\/audit$/);

  // 3. an editor who is not an administrator: no menu entry, no screen, 403 from the API
  const editor = { email: `revisjon.${tag}@example.org`, password: `audit-${randomBytes(8).toString('hex')}` };
  const created = await page.request.fetch('/api/v1/Users/AddUser', {
    method: 'POST',
    headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
    data: {
      firstName: 'Rita',
      lastName: `Revisor-${tag}`,
      email: editor.email,
      institution: 'NTNU',
      hasAccess: true,
      isAdmin: false,
      userPermissions: [{ nameId: 1026 }],
      password: editor.password,
    },
  });
  assert.ok(created.ok(), `the editor was created (${created.status()})`);
  await context.clearCookies();
  allowHttpError(/\/api\/v1\/Audit\/Events$/, 401);
  allowHttpError(/\/api\/v1\/Audit\/Events$/, 403);
  const anonymous = await apiGet(page, '/api/v1/Audit/Events');
  assert.equal(anonymous.status, 401, 'anonymous visitors get 401');
  await logIn(page, editor, '/audit');
  await expectH1(page, 'Ingen tilgang');
  assert.equal(await menu(page).getByRole('link', { name: 'Revisjonslogg' }).count(), 0, 'no "Revisjonslogg" for an editor');
  const refused = await apiGet(page, '/api/v1/Audit/Events');
  assert.equal(refused.status, 403);
  assert.equal(refused.body.errorCode, 'ADMIN_ONLY');
  assert.match(refused.body.detail, /administratorer/);
}
