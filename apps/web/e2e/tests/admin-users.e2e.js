// User administration with react-admin (spec 2 §2.9, §4.9, §5): create and edit a user through the screens and
// check the result through the API; editors and anonymous visitors are kept out.
import { randomBytes } from 'node:crypto';
import { assert, atPath, axe, eventually, expectH1, openTreeNode, visible } from '../support.js';

/** Logs in through the BFF login form and lands on `returnUrl`. */
const logIn = async (page, { email, password }, returnUrl) => {
  await page.goto(`/bff/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnUrl);
};

/** An API call with the browser's session cookie (X-CSRF: 1). */
const apiCall = async (page, method, path, data) => {
  const response = await page.request.fetch(path, { method, headers: { 'X-CSRF': '1', Accept: 'application/json' }, ...(data ? { data } : {}) });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : undefined };
};

const findUser = async (page, text) => {
  const { status, body } = await apiCall(page, 'GET', `/api/v1/Users?filter=${encodeURIComponent(JSON.stringify({ q: text }))}`);
  assert.equal(status, 200);
  return body;
};

const input = (page, name) => page.locator(`input[name="${name}"]`);

export async function createAndEditUserThroughReactAdmin({ page, admin, allowHttpError, screenshot, DESKTOP, MOBILE }) {
  const tag = randomBytes(3).toString('hex');
  const lastName = `Nordmann-${tag}`;
  const email = `kari.${tag}@example.org`;
  await logIn(page, admin, '/users');
  await expectH1(page, 'Brukere');

  // the administrator's own entry
  const ownRow = page.locator('tr', { hasText: admin.email });
  await visible(ownRow);
  await visible(ownRow.getByText('Du er logget inn som'));
  await visible(ownRow.getByText('Administrator'));
  await visible(ownRow.getByText('Aktiv'));
  await axe(page, '/users');

  // add a user: errors only after submit, with the spec's texts
  await page.getByRole('link', { name: 'Legg til ny bruker' }).click();
  await atPath(page, /^\/add-user$/);
  await expectH1(page, 'Legg til bruker');
  await visible(input(page, 'firstName'));
  assert.equal(await page.getByText('Fornavn er obligatorisk.').count(), 0, 'no errors before submit');
  await page.getByRole('button', { name: 'Lagre' }).click();
  for (const text of ['Fornavn er obligatorisk.', 'Etternavn er obligatorisk.', 'Epost er obligatorisk.']) await visible(page.getByText(text));
  await input(page, 'email').fill('ikke-en-epost');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await visible(page.getByText('Epost må skrives i riktig format.'));
  // (the notification fades in: scan it when it is fully shown)
  await eventually(
    () =>
      page
        .locator('.MuiSnackbarContent-root')
        .first()
        .evaluate((el) => getComputedStyle(el).opacity)
        .catch(() => ''),
    (o) => o === '1',
    'the notification is shown',
  );
  await axe(page, '/add-user with errors');

  await input(page, 'firstName').fill('Kari');
  await input(page, 'lastName').fill(lastName);
  await input(page, 'email').fill(email);
  await input(page, 'institution').fill('NTNU');
  assert.equal(await input(page, 'hasAccess').isChecked(), true, 'a new user is active by default');
  // a permission through the chooser's search
  const chooser = page.locator('.user-permission-chooser');
  await chooser.getByLabel('Legg til tilgang: søk etter navn').fill('Ursus');
  await chooser.getByRole('button', { name: 'Velg Ursus', exact: true }).click();
  await visible(chooser.getByRole('list', { name: 'Valgte tilganger' }).getByText('Ursus', { exact: true }));
  await screenshot('add-user-desktop');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await visible(page.getByText(`Brukeren Kari ${lastName} er opprettet.`));
  await atPath(page, /^\/users/);
  await expectH1(page, 'Brukere');

  // on the server
  const [created] = await eventually(
    () => findUser(page, lastName),
    (users) => users.length === 1,
    'the new user is listed by the API',
  );
  assert.equal(created.email, email);
  assert.equal(created.institution, 'NTNU');
  assert.equal(created.hasAccess, true);
  assert.equal(created.isAdmin, false);
  assert.deepEqual(created.userPermissions, [{ nameId: 1004, nameString: 'Ursus' }]);

  // the list: search by last name, status and permission names
  await page.getByLabel('Søk på fornavn, etternavn eller tilgang').fill(lastName);
  const row = page.locator('tr', { hasText: lastName });
  await visible(row);
  await eventually(
    () => page.locator('tbody tr').count(),
    (n) => n === 1,
    'the search leaves one user',
  );
  assert.match(await row.innerText(), /Aktiv/);
  assert.match(await row.innerText(), /Ursus/);
  assert.equal(await row.getByText('Du er logget inn som').count(), 0);
  await screenshot('users-desktop');
  await page.setViewportSize(MOBILE);
  await visible(row);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page does not scroll sideways on a phone (${overflow} px)`);
  await screenshot('users-mobile');
  await page.setViewportSize(DESKTOP);

  // edit: title with the name, change the institution, swap the permission through the tree
  await row.getByRole('link', { name: /Rediger/ }).click();
  await atPath(page, new RegExp(`^/edit-user/${created.id}$`));
  await eventually(
    () =>
      input(page, 'firstName')
        .inputValue()
        .catch(() => ''),
    (v) => v === 'Kari',
    'the form is filled in',
  );
  await expectH1(page, `Rediger bruker: Kari ${lastName}`);
  await input(page, 'institution').fill('NINA');
  const editChooser = page.locator('.user-permission-chooser');
  await editChooser.getByRole('button', { name: 'Fjern Ursus' }).click();
  const tree = editChooser.getByRole('list', { name: 'Legg til tilgang fra livets tre' });
  for (const name of ['Animalia', 'Chordata', 'Mammalia', 'Carnivora']) await openTreeNode(page, name, tree);
  await tree.getByRole('button', { name: 'Ursidae', exact: true }).click();
  await visible(editChooser.getByRole('list', { name: 'Valgte tilganger' }).getByText('Ursidae', { exact: true }));
  await page.getByRole('button', { name: 'Lagre' }).click();
  await visible(page.getByText(`Brukeren Kari ${lastName} er oppdatert.`));
  await atPath(page, /^\/users/);

  const { body: edited } = await apiCall(page, 'GET', `/api/v1/Users/${created.id}`);
  assert.equal(edited.institution, 'NINA');
  assert.deepEqual(edited.userPermissions, [{ nameId: 1003, nameString: 'Ursidae' }]);

  // an administrator has no permission chooser; deactivating is shown as "Deaktivert"
  await page.goto(`/edit-user/${created.id}`);
  await eventually(
    () =>
      input(page, 'firstName')
        .inputValue()
        .catch(() => ''),
    (v) => v === 'Kari',
    'the form is filled in again',
  );
  await input(page, 'isAdmin').check();
  assert.equal(await page.locator('.user-permission-chooser').count(), 0, 'the permission chooser is hidden for admins');
  await input(page, 'isAdmin').uncheck();
  await visible(page.locator('.user-permission-chooser'));
  await input(page, 'hasAccess').uncheck();
  await page.getByRole('button', { name: 'Lagre' }).click();
  await visible(page.getByText(`Brukeren Kari ${lastName} er oppdatert.`));
  await atPath(page, /^\/users/);
  await page.getByLabel('Søk på fornavn, etternavn eller tilgang').fill(lastName);
  // the list applies the search after a pause (and puts it in the address)
  await atPath(page, new RegExp(`^/users\\?.*${lastName}`));
  await visible(page.locator('tr', { hasText: lastName }).getByText('Deaktivert'));
  assert.equal((await apiCall(page, 'GET', `/api/v1/Users/${created.id}`)).body.hasAccess, false);

  // the server's refusal in Norwegian: the e-mail is in use
  allowHttpError(/\/api\/v1\/Users\/AddUser$/, 409);
  await page.getByRole('link', { name: 'Legg til ny bruker' }).click();
  await atPath(page, /^\/add-user$/);
  await visible(input(page, 'firstName'));
  await input(page, 'firstName').fill('Kari');
  await input(page, 'lastName').fill('Kopi');
  await input(page, 'email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Lagre' }).click();
  await visible(page.getByText('Det finnes allerede en bruker med denne eposten.'));
  assert.match(new URL(page.url()).pathname, /^\/add-user$/);
  assert.equal((await findUser(page, 'Kopi')).length, 0);
}

export async function editorAndAnonymousKeptOut({ page, context, admin }) {
  // anonymous: the login guard, and no react-admin
  for (const path of ['/users', '/add-user', '/edit-user/1', '/import']) {
    await page.goto(path);
    await expectH1(page, 'Innlogging kreves');
    assert.equal(await page.getByRole('link', { name: 'Legg til ny bruker' }).count(), 0);
  }

  // an editor (active, with a permission) made through the API
  await logIn(page, admin, '/');
  const tag = randomBytes(3).toString('hex');
  const editor = { email: `redaktor.${tag}@example.org`, password: `e2e-${randomBytes(8).toString('hex')}` };
  const { status } = await apiCall(page, 'POST', '/api/v1/Users/AddUser', {
    firstName: 'Erik',
    lastName: `Redaktør-${tag}`,
    email: editor.email,
    hasAccess: true,
    isAdmin: false,
    userPermissions: [{ nameId: 1004 }],
    password: editor.password,
  });
  assert.equal(status, 200);
  await context.clearCookies();

  await logIn(page, editor, '/users');
  await expectH1(page, 'Ingen tilgang');
  await visible(page.getByText('Denne siden er bare for administratorer.'));
  assert.equal(await page.getByRole('link', { name: 'Legg til ny bruker' }).count(), 0);
  for (const path of ['/add-user', '/import']) {
    await page.goto(path);
    await expectH1(page, 'Ingen tilgang');
  }
  assert.equal(await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Brukere' }).count(), 0);
  // the server refuses too
  assert.equal((await apiCall(page, 'GET', '/api/v1/Users')).status, 403);
}
