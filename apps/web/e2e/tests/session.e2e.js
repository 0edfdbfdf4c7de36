// Signed in as the administrator: login and logout links, the role-based menu and the editor links on a name page.
import { assert, atPath, eventually, expectH1, visible } from '../support.js';

const logIn = async (page, admin, from) => {
  await page.goto(from);
  await page.getByRole('banner').getByRole('link', { name: 'Logg inn' }).click();
  await page.waitForURL((url) => url.pathname === '/bff/login');
  await page.getByLabel('E-post').fill(admin.email);
  await page.getByLabel('Passord').fill(admin.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === from);
};

export async function adminMenuAndEditorLinks({ page, admin }) {
  await logIn(page, admin, '/name-info/1005');
  await expectH1(page, /Ursus arctos/);
  const header = page.getByRole('banner');
  await visible(header.getByRole('link', { name: 'Logg ut' }));
  assert.equal(await header.getByRole('link', { name: 'Logg inn' }).count(), 0);

  // header variant: operations, users, export and the API link (new tab) for admins
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await visible(nav.getByRole('link', { name: 'Operasjoner' }));
  for (const name of ['Brukere', 'Eksporter']) await visible(nav.getByRole('link', { name }));
  const apiLink = nav.getByRole('link', { name: /^API/ });
  assert.equal(await apiLink.getAttribute('target'), '_blank');
  assert.equal(await nav.getByRole('link', { name: 'Brukermanual' }).count(), 0, 'the user manual is on the front page variant only');

  // editor links of spec 1 §2, delete for admins
  const editor = page.locator('.editor-links');
  await visible(editor.getByRole('heading', { name: 'Rediger' }));
  const hrefs = await editor.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of [
    '/edit-scientific-name?id=1005',
    '/addtaxon?parentId=1005',
    '/addtaxon?synonymToId=1005',
    '/addtaxon?isNotInUseToId=1005',
    '/transfer?id=1005',
    '/rearrange?id=1005',
    '/edit-vernacular-names?id=1005',
    '/merge?id=1005',
    '/split?id=1005',
    '/export?id=1005',
    '/delete-scientific-name?id=1005',
    '/usermanual',
  ]) {
    assert.ok(hrefs.includes(href), `editor link ${href}`);
  }

  // the front page variant adds the glossary and the user manual
  await nav.getByRole('link', { name: 'Operasjoner' }).click();
  await atPath(page, /^\/operations$/);
  await expectH1(page, 'Operasjoner');
  assert.equal(await nav.getByRole('link', { name: 'Operasjoner' }).getAttribute('aria-current'), 'page');
  await visible(page.getByRole('link', { name: /Slett navn/ }));
  await page.goto('/');
  await visible(nav.getByRole('link', { name: 'Brukermanual' }));
  await visible(nav.getByRole('link', { name: 'Ordforklaringer' }));

  // user administration loads lazily behind the admin guard
  await nav.getByRole('link', { name: 'Brukere' }).click();
  await atPath(page, /^\/users$/);
  await expectH1(page, 'Brukere');

  // log out
  await header.getByRole('link', { name: 'Logg ut' }).click();
  await eventually(
    async () => header.getByRole('link', { name: 'Logg inn' }).count(),
    (n) => n === 1,
    'logged out',
  );
  assert.equal(await nav.getByRole('link', { name: 'Brukere' }).count(), 0);
}
