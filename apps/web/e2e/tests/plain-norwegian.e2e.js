// The visible text of the main screens is Norwegian for people: no raw codes of the API (statuses, ranks, languages,
// field names) and no English words from the list below, for a visitor, an editor with rights on one genus and an
// administrator.
import { assert, eventually, expectSaved, logIn, visible } from '../support.js';

/** Codes and English words a person should never read on a screen (whole words, case-sensitive). */
const FORBIDDEN = [
  // statuses, languages and field names as the API sends them
  'Accepted',
  'Unresolved',
  'NotInUse',
  'Recommended',
  'NotRecommended',
  'Preferred',
  'vernacularNameStatus',
  'languageIsoCode',
  'taxonomicStatus',
  'scientificName',
  'nomenclaturalStatus',
  'existsInNorway',
  'referenceTypeId',
  'TaxonCreated',
  'CategoryChange',
  'ValidNameChange',
  'ParentChange',
  // ranks
  'Sphere',
  'Kingdom',
  'Phylum',
  'Family',
  'Genus',
  'Species',
  'Subspecies',
  // English for people
  'is imported',
  'Loading',
  'Submit',
  'Cancel',
  'Save',
  'Delete',
  'Error',
  'Search',
  'Required',
  'undefined',
  'null',
  'NaN',
  '[object Object]',
  'true',
  'false',
];

const escape = (word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FORBIDDEN_PATTERN = new RegExp(`(?<![\\p{L}\\d_-])(${FORBIDDEN.map(escape).join('|')})(?![\\p{L}\\d_-])`, 'gu');

/** The words of the list found in the page's visible text (innerText leaves out what is hidden), code left out. */
const forbiddenWords = async (page) => {
  // what the page marks as code (column names and values of a file, an API value in the glossary) is for machines
  const text = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'code, kbd, samp { display: none !important; }';
    document.head.append(style);
    const visibleText = document.body.innerText;
    style.remove();
    return visibleText;
  });
  return [...new Set([...text.matchAll(FORBIDDEN_PATTERN)].map((m) => m[1]))];
};

const PUBLIC = [
  ['/', (page) => page.getByRole('link', { name: 'Animalia', exact: true })],
  ['/search?searchString=bj%C3%B8rn', (page) => page.locator('a.search-result')],
  ['/name-info/1005', (page) => page.locator('li.change-entry')],
  ['/name-info/20014', (page) => page.locator('.main-name-link')],
  ['/name-info/-1', (page) => page.locator('.built-in-node')],
  ['/statistics', (page) => page.getByRole('table', { name: 'Populærnavn per språk' })],
  ['/glossary', (page) => page.locator('#rank-Species')],
  ['/about', (page) => page.getByRole('heading', { name: 'Sitering' })],
  ['/export', (page) => page.getByRole('heading', { level: 1 })],
  ['/match', (page) => page.getByRole('heading', { level: 1 })],
  ['/denne/finnes/ikke', (page) => page.getByRole('heading', { name: 'Denne siden finnes ikke' })],
];

const ADMIN = [
  '/operations',
  '/usermanual',
  '/addtaxon?parentId=1004',
  '/edit-scientific-name?id=1005',
  '/edit-vernacular-names?id=1011',
  '/merge?id=1005',
  '/swap?id=1068',
  '/rearrange?id=1068',
  '/split?id=1068',
  '/transfer?id=1066',
  '/delete-scientific-name?id=1011',
  '/import',
  '/users',
  '/add-user',
  '/audit',
];

/** The screens of an editor with rights on Ursus (1004): its operations, one outside its rights, the admin's screens. */
const EDITOR = [
  '/operations',
  '/usermanual',
  '/name-info/1005',
  '/addtaxon?parentId=1004',
  '/edit-scientific-name?id=1005',
  '/edit-vernacular-names?id=1005',
  '/merge?id=1005',
  '/rearrange?id=1005',
  '/split?id=1005',
  '/transfer?id=1005',
  '/delete-scientific-name?id=1005',
  '/edit-vernacular-names?id=1011',
  '/import',
  '/audit',
  '/users',
];

const check = async (page, path, found) => {
  const words = await forbiddenWords(page);
  if (words.length) found.push(`${path}: ${words.join(', ')}`);
};

export async function visitorScreensSpeakNorwegian({ page }) {
  const found = [];
  for (const [path, ready] of PUBLIC) {
    await page.goto(path);
    await visible(ready(page));
    await page.waitForLoadState('networkidle');
    await check(page, path, found);
  }
  assert.deepEqual(found, [], 'raw codes or English words on the screens of a visitor');
}

export async function editorScreensSpeakNorwegian({ page, context, admin }) {
  await logIn(page, admin, '/operations');
  const editor = { email: `tekstsjekk-${Date.now()}@navnebase.test`, password: 'tekstsjekk-passord-1' };
  const created = await page.request.post('/api/v1/Users/AddUser', {
    headers: { 'x-csrf': '1' },
    data: {
      firstName: 'Tora',
      lastName: 'Tekstsjekk',
      email: editor.email,
      institution: 'Testmuseet',
      hasAccess: true,
      isAdmin: false,
      userPermissions: [{ nameId: 1004 }],
      password: editor.password,
    },
  });
  assert.equal(created.status(), 200, await created.text());
  await context.clearCookies();

  const found = [];
  await logIn(page, editor, '/operations');
  for (const path of EDITOR) {
    await page.goto(path);
    await visible(page.getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
    await check(page, path, found);
  }
  assert.deepEqual(found, [], 'raw codes or English words on the screens of an editor');
}

export async function administratorScreensSpeakNorwegian({ page, admin }) {
  const found = [];
  await logIn(page, admin, '/operations');
  for (const path of ADMIN) {
    await page.goto(path);
    await visible(page.getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
    await check(page, path, found);
  }
  // a name's history after its vernacular names changed
  await page.goto('/edit-vernacular-names?id=1011');
  const nb = page.locator('section[data-language="nb"]');
  await (await visible(nb.getByRole('button', { name: /Legg til navn på norsk, bokmål/ }))).click();
  const fields = nb.getByRole('textbox', { name: /^Populærnavn \d+ \(nb\)$/ });
  await eventually(
    () => fields.count(),
    (n) => n > 0,
    'a new name field',
  );
  await fields.last().fill('tekstsjekkrev');
  await page.getByRole('button', { name: 'Publiser' }).click();
  await expectSaved(page, 'Populærnavnene er lagret.');
  await visible(page.locator('li.change-entry').filter({ hasText: 'tekstsjekkrev' }));
  await check(page, '/name-info/1011 (after a vernacular edit)', found);
  assert.deepEqual(found, [], 'raw codes or English words on the screens of an administrator');
}
