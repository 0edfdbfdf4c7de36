// Errors after an attempt (spec 1 §5: "errors show after submit"): every operation screen, the user form and the
// import screen open without a visible error; after a submit with a missing field, the problem summary names that
// field, and its link moves the focus there.
import { assert, eventually, expectH1, logIn, visible } from '../support.js';

/** Every operation screen and form, empty and with a name chosen by the address (a leaf for delete). */
const SCREENS = [
  '/addtaxon',
  '/addtaxon?parentId=1004',
  '/addtaxon?synonymToId=1005',
  '/addtaxon?isNotInUseToId=1005',
  '/edit-scientific-name',
  '/edit-scientific-name?id=1005',
  '/edit-vernacular-names',
  '/edit-vernacular-names?id=1011',
  '/merge',
  '/merge?id=1005',
  '/swap',
  '/swap?id=1068',
  '/rearrange',
  '/rearrange?id=1068',
  '/split',
  '/split?id=1068',
  '/transfer',
  '/transfer?id=1066',
  '/delete-scientific-name',
  '/delete-scientific-name?id=1011',
  '/import',
  '/add-user',
  '/export',
];

/** What counts as a visible error: a field or label marked as an error, an error alert, a problem summary. */
const ERROR_SELECTOR = '.Mui-error, [aria-invalid="true"], .MuiAlert-colorError, .field-error, .form-invalid';

const visibleErrors = (page) =>
  page.evaluate((selector) => {
    const shown = (element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    return [...document.querySelectorAll(selector)]
      .filter(shown)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}: ${e.textContent}`);
  }, ERROR_SELECTOR);

/** The page has loaded what it shows: the heading, no spinner, and the network quiet. */
const settled = async (page) => {
  await page.waitForLoadState('networkidle');
  await eventually(
    () => page.locator('[role="progressbar"]:visible, .MuiCircularProgress-root:visible').count(),
    (n) => n === 0,
    'the page has stopped loading',
  );
  await page.waitForTimeout(200);
};

export async function noVisibleErrorBeforeTheFirstSubmit({ page, admin }) {
  await logIn(page, admin, '/operations');
  for (const path of SCREENS) {
    await page.goto(path);
    await visible(page.getByRole('heading', { level: 1 }));
    await settled(page);
    assert.deepEqual(await visibleErrors(page), [], `${path} shows an error before any submit`);
  }
}

/** A summary line: "<field>: <problem>", a link that moves the focus to the field. */
const summaryLink = (page, field, problem) => page.locator('.form-invalid .form-problems a').filter({ hasText: `${field}: ${problem}` });

export async function aSubmitWithAMissingFieldNamesTheField({ page, admin }) {
  // add taxon: no name and no author
  await logIn(page, admin, '/addtaxon?parentId=1004');
  await expectH1(page, 'Legg til vitenskapelig navn');
  await settled(page);
  await page.getByRole('radio', { name: 'Art' }).check();
  // a field the user changed and left shows its error at once; one only visited does not
  await (await visible(page.locator('#add-taxon-name'))).focus();
  await page.keyboard.press('Tab');
  const author = page.locator('#add-taxon-author');
  await author.fill('L.');
  await author.fill('');
  await page.keyboard.press('Tab');
  await eventually(
    () => author.getAttribute('aria-invalid'),
    (v) => v === 'true',
    'the emptied author is marked when left',
  );
  assert.notEqual(await page.locator('#add-taxon-name').getAttribute('aria-invalid'), 'true', 'the name was only visited');
  assert.equal(await page.locator('.form-invalid').count(), 0, 'no summary before a submit');
  await page.getByRole('button', { name: 'Publiser' }).click();
  await visible(page.getByRole('alert').filter({ hasText: 'Skjemaet er ugyldig. Se over de markerte feltene.' }));
  const name = await visible(summaryLink(page, 'Navn', 'Dette feltet må fylles ut.'));
  await visible(summaryLink(page, 'Autor', 'Autor må fylles ut for art og lavere rang.'));
  await name.click();
  await eventually(
    () => page.evaluate(() => document.activeElement?.id),
    (id) => id === 'add-taxon-name',
    'the link moves the focus to the name field',
  );
  // the field itself is marked now
  assert.equal(await page.locator('#add-taxon-name').getAttribute('aria-invalid'), 'true');

  // edit a scientific name: the name emptied
  await page.goto('/edit-scientific-name?id=1005');
  await expectH1(page, 'Rediger vitenskapelig navn');
  await page.getByRole('button', { name: 'Jeg forstår' }).click();
  await page.getByRole('button', { name: 'Ja, lås opp redigering' }).click();
  await (await visible(page.locator('#edit-name-name'))).fill('');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await (await visible(summaryLink(page, 'Vitenskapelig navn', 'Dette feltet må fylles ut.'))).click();
  await eventually(
    () => page.evaluate(() => document.activeElement?.id),
    (id) => id === 'edit-name-name',
    'the link moves the focus to the scientific name field',
  );

  // vernacular names: nothing changed
  await page.goto('/edit-vernacular-names?id=1011');
  await expectH1(page, 'Rediger populærnavn');
  await settled(page);
  await page.getByRole('button', { name: 'Publiser' }).click();
  await (await visible(summaryLink(page, 'Populærnavn', 'Du har ikke gjort noen endringer i populærnavnene.'))).click();
  await eventually(
    () => page.evaluate(() => Boolean(document.activeElement?.closest('#vernacular-names'))),
    Boolean,
    'the link moves the focus into the vernacular names',
  );

  // the user form: an empty first name
  await page.goto('/add-user');
  await visible(page.getByRole('heading', { level: 1 }));
  await settled(page);
  await page.getByRole('button', { name: 'Lagre' }).click();
  await visible(page.getByText('Fornavn er obligatorisk.'));
}
