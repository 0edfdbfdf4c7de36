// "Done when" of the editor operations, through the screens only, as a new user would do it: the administrator logs
// in from the menu, creates an editor with a password and rights on one family (Mustelidae) through the user form,
// and logs out; the editor logs in from the menu, is kept out of the user administration and of other families, adds
// a species with a Norwegian name, merges it into another species of the family, splits it back and moves it to
// another genus of the family (a new combination), and every step is in the name pages' change log.
// The family has three genera (Gulo, Martes, Mustela) and no subfamily, so the move is a species move between two of
// its genera: a genus could only move to another family-rank parent, which the editor has no rights on.
// Mustelidae is not used by the other browser tests.
import { randomBytes } from 'node:crypto';
import { assert, atPath, eventually, expectH1, expectSaved, visible } from '../support.js';

const NEW_SPECIES = 'Mustela lutreola';
const NEW_COMBINATION = 'Martes lutreola';
const NORWEGIAN_NAME = 'europeisk nerts';

const banner = (page) => page.getByRole('banner');
const menu = (page) => page.getByRole('navigation', { name: 'Hovedmeny' });

/** Logs in from the menu's "Logg inn" link: the login form of /bff/login, then back to the page it started from. */
const logInFromMenu = async (page, { email, password }) => {
  const from = new URL(page.url());
  const back = `${from.pathname}${from.search}`;
  await (await visible(banner(page).getByRole('link', { name: 'Logg inn' }))).click();
  await page.waitForURL((url) => url.pathname === '/bff/login');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === back);
  await visible(banner(page).getByRole('link', { name: 'Logg ut' }));
};

/** Logs out from the menu's "Logg ut" link and waits until the page shows "Logg inn" again. */
const logOutFromMenu = async (page) => {
  await banner(page).getByRole('link', { name: 'Logg ut' }).click();
  await visible(banner(page).getByRole('link', { name: 'Logg inn' }));
};

/** A step of an operation screen by its id. */
const step = (page, id) => page.locator(`li.operation-step[data-step="${id}"]`);
const isLocked = async (page, id) => (await step(page, id).getAttribute('data-locked')) === 'true';
const chooserNamed = (page, legend) => page.locator('fieldset.taxon-chooser').filter({ has: page.locator('legend', { hasText: legend }) });

/** Types in a chooser's search and clicks the first option with the text. */
const pickOption = async (chooser, query, optionText) => {
  await chooser.getByRole('combobox').fill(query);
  await (await visible(chooser.getByRole('option').filter({ hasText: optionText }))).click();
};

/** Opens a name page from the front page's search (by a scientific or Norwegian name). */
const openFromSearch = async (page, query, optionText) => {
  await page
    .getByRole('link', { name: /Navnebase/ })
    .first()
    .click();
  await atPath(page, /^\/$/);
  await page.getByRole('combobox', { name: /Søk etter vitenskapelig navn/ }).fill(query);
  await (await visible(page.getByRole('option').filter({ hasText: optionText }))).click();
  await atPath(page, /^\/name-info\/\d+$/);
};

/** Follows an editor link ("Rediger" section) of the open name page. */
const editorLink = async (page, label) => {
  await page.locator('.editor-links').getByRole('link', { name: label, exact: true }).click();
};

/** The change log of the open name page, newest first. */
const changeLog = async (page) => {
  const list = await visible(page.getByRole('list', { name: 'Endringer, nyeste først' }));
  // The list shows before its entries have loaded after a navigation: wait for the first one.
  await list.locator('li.change-entry').first().waitFor();
  return list.locator('li.change-entry').allInnerTexts();
};

const nameIdOf = (page) => Number(/\/name-info\/(\d+)$/.exec(new URL(page.url()).pathname)[1]);

export async function editorJourneyThroughTheScreens({ page, admin, api, screenshot, allowHttpError }) {
  const tag = randomBytes(3).toString('hex');
  const editor = {
    firstName: 'Mari',
    lastName: `Mårdyr-${tag}`,
    email: `mari.${tag}@example.org`,
    password: `journey-${randomBytes(8).toString('hex')}`,
  };
  const editorName = `${editor.firstName} ${editor.lastName}`;

  // 1. the administrator logs in from the menu and creates the editor through the user form
  await page.goto('/');
  await logInFromMenu(page, admin);
  await menu(page).getByRole('link', { name: 'Brukere' }).click();
  await atPath(page, /^\/users$/);
  await expectH1(page, 'Brukere');
  await page.getByRole('link', { name: 'Legg til ny bruker' }).click();
  await atPath(page, /^\/add-user$/);
  await expectH1(page, 'Legg til bruker');
  const field = (name) => page.locator(`input[name="${name}"]`);
  await visible(field('firstName'));
  await field('firstName').fill(editor.firstName);
  await field('lastName').fill(editor.lastName);
  await field('email').fill(editor.email);
  await field('institution').fill('Naturhistorisk museum');
  await field('password').fill(editor.password);
  assert.equal(await field('hasAccess').isChecked(), true, 'a new user is active');
  assert.equal(await field('isAdmin').isChecked(), false, 'a new user is not an administrator');
  const permissions = page.locator('.user-permission-chooser');
  await permissions.getByLabel('Legg til tilgang: søk etter navn').fill('Mustelidae');
  await permissions.getByRole('button', { name: 'Velg Mustelidae', exact: true }).click();
  await visible(permissions.getByRole('list', { name: 'Valgte tilganger' }).getByText('Mustelidae', { exact: true }));
  await screenshot('journey-editor-1-add-user');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await visible(page.getByText(`Brukeren ${editorName} er opprettet.`));
  await atPath(page, /^\/users/);
  await page.getByLabel('Søk på fornavn, etternavn eller tilgang').fill(editor.lastName);
  const row = await visible(page.locator('tr', { hasText: editor.lastName }));
  await eventually(
    () => row.innerText(),
    (text) => /Aktiv/.test(text) && /Mustelidae/.test(text),
    'the list shows the active editor with the family',
  );

  // 2. the administrator logs out; the editor logs in from the menu
  await logOutFromMenu(page);
  assert.equal(await menu(page).getByRole('link', { name: 'Operasjoner' }).count(), 0, 'no operations when logged out');
  // (the editor starts on the family's page, found by its Norwegian name, and comes back to it after logging in)
  await openFromSearch(page, 'mårdyr', 'Mustelidae');
  await atPath(page, /^\/name-info\/1016$/);
  await expectH1(page, /^Mustelidae/);
  assert.equal(await page.locator('.editor-links').count(), 0, 'no editor links before logging in');
  await logInFromMenu(page, editor);
  await atPath(page, /^\/name-info\/1016$/);
  await visible(banner(page).getByText(`Innlogget som ${editorName}`));
  await visible(page.locator('.editor-links').getByRole('link', { name: 'Legg til underliggende takson', exact: true }));

  // the operations menu, but no user administration
  await visible(menu(page).getByRole('link', { name: 'Operasjoner' }));
  assert.equal(await menu(page).getByRole('link', { name: 'Brukere' }).count(), 0, 'no "Brukere" for an editor');
  await page.goto('/users');
  await expectH1(page, 'Ingen tilgang');
  assert.equal(await page.getByRole('link', { name: 'Legg til ny bruker' }).count(), 0);
  await menu(page).getByRole('link', { name: 'Operasjoner' }).click();
  await atPath(page, /^\/operations$/);
  await expectH1(page, 'Operasjoner');
  assert.equal(await page.getByRole('link', { name: /Slett navn/ }).count(), 0, 'delete is for administrators');

  // refused outside the family: a taxon of another family in a chooser
  await page.getByRole('link', { name: /Legg til takson/ }).click();
  await atPath(page, /^\/addtaxon$/);
  const placement = chooserNamed(page, 'Overordnet takson');
  await pickOption(placement, 'Vulpes vulpes', 'Vulpes vulpes');
  await visible(placement.locator('.access-denied').filter({ hasText: 'Du har ikke tilgang til dette taksonet' }));
  await visible(placement.getByText('Ingenting er valgt ennå.'));

  // 3. add a species with a Norwegian name under Mustela (from the genus page's editor link)
  await openFromSearch(page, 'Mustela', /Mustela\s*Linnaeus, 1758\s*– Slekt/);
  await expectH1(page, /^Mustela/);
  await editorLink(page, 'Legg til underliggende takson');
  await atPath(page, /^\/addtaxon\?parentId=1021$/);
  await expectH1(page, 'Legg til vitenskapelig navn');
  await visible(step(page, 'placement').locator('.chosen-name').filter({ hasText: 'Mustela' }));
  await step(page, 'rank').getByRole('radio', { name: 'Art' }).check();
  await eventually(
    () => isLocked(page, 'name'),
    (locked) => !locked,
    'the name step unlocks',
  );
  const nameStep = step(page, 'name');
  await nameStep.getByRole('textbox', { name: 'Navn', exact: false }).first().fill('lutreola');
  await nameStep.getByRole('textbox', { name: /^Autor/ }).fill('(Linnaeus, 1761)');
  await visible(nameStep.locator('.name-preview').filter({ hasText: NEW_SPECIES }));
  const vernacular = step(page, 'vernacular');
  await vernacular.getByRole('button', { name: 'Legg til navn på norsk, bokmål' }).click();
  await vernacular.getByRole('textbox', { name: 'Populærnavn 1 (nb)', exact: true }).fill(NORWEGIAN_NAME);
  await step(page, 'finish').getByRole('textbox', { name: 'Kommentar til operasjonen' }).fill('Ny art i reisen');
  await screenshot('journey-editor-2-add-taxon');
  await step(page, 'finish').getByRole('button', { name: 'Publiser' }).click();
  await atPath(page, /^\/name-info\/\d+$/);
  await expectH1(page, new RegExp(`${NEW_SPECIES}\\s*\\(Linnaeus, 1761\\)`));
  const speciesId = nameIdOf(page);
  await visible(page.getByRole('complementary', { name: 'Takson' }).getByText(NORWEGIAN_NAME));
  assert.match((await changeLog(page))[0], /^Takson opprettet[\s\S]*Kommentar: Ny art i reisen/);

  // 4. merge it into Mustela nivalis (from its page's editor link)
  await editorLink(page, 'Slå sammen');
  await atPath(page, new RegExp(`^/merge\\?id=${speciesId}$`));
  await expectH1(page, 'Slå sammen');
  await visible(page.getByRole('region', { name: `Takson ${NEW_SPECIES}` }));
  const another = chooserNamed(page, 'Legg til et takson til');
  // a taxon of another family is refused here too
  await pickOption(another, 'Lynx lynx', 'Lynx lynx');
  await visible(another.locator('.access-denied').filter({ hasText: 'Du har ikke tilgang til dette taksonet' }));
  assert.equal(await page.getByRole('region', { name: 'Takson Lynx lynx' }).count(), 0, 'the refused taxon is not added');
  await pickOption(another, 'Mustela nivalis', 'Mustela nivalis');
  await visible(page.getByRole('region', { name: 'Takson Mustela nivalis' }));
  await page
    .getByRole('radiogroup', { name: 'Hvilket navn skal bli gjeldende?' })
    .getByRole('radio', { name: /Mustela nivalis/ })
    .check();
  await eventually(
    () => isLocked(page, 'statuses'),
    (locked) => !locked,
    'the status step opens',
  );
  assert.ok(
    await page
      .getByRole('radiogroup', { name: `Taksonomisk status for ${NEW_SPECIES}` })
      .getByRole('radio', { name: 'Synonym' })
      .isChecked(),
    'the new species becomes a synonym',
  );
  await visible(step(page, 'vernacular').locator(`input[value="${NORWEGIAN_NAME}"]`));
  await page.getByLabel('Kommentar til operasjonen').fill('Slått sammen i reisen');
  await screenshot('journey-editor-3-merge');
  await page.getByRole('button', { name: 'Publiser' }).click();
  await atPath(page, /^\/name-info\/1023$/);
  await expectH1(page, /Mustela nivalis/);
  assert.match(await page.getByRole('complementary', { name: 'Takson' }).innerText(), new RegExp(NEW_SPECIES));

  // 5. split it back (from Mustela nivalis' editor link)
  await editorLink(page, 'Splitt');
  await atPath(page, /^\/split\?id=1023$/);
  await expectH1(page, 'Splitt');
  await visible(page.getByRole('region', { name: 'Nytt takson 1' }));
  await page.getByRole('button', { name: 'Velg denne: Mustela nivalis til nytt takson 1' }).click();
  await page.getByRole('button', { name: `Velg denne: ${NEW_SPECIES} til nytt takson 2` }).click();
  await eventually(
    () => isLocked(page, 'statuses'),
    (locked) => !locked,
    'the status step opens when every name is placed',
  );
  await page.getByRole('region', { name: 'Status i nytt takson 2' }).getByRole('radio', { name: NEW_SPECIES }).check();
  for (const [name, target] of [
    [new RegExp(`^${NORWEGIAN_NAME}`), 'Nytt takson 2'],
    [/^snømus \(Norsk, bokmål/, 'Nytt takson 1'],
    [/^snømus \(Norsk, nynorsk/, 'Nytt takson 1'],
  ]) {
    await page.getByRole('radiogroup', { name }).getByRole('radio', { name: target }).check();
  }
  await eventually(
    () => isLocked(page, 'vernacular'),
    (locked) => !locked,
    'the vernacular step opens when every name is placed',
  );
  await page.getByLabel('Kommentar til operasjonen').fill('Splittet tilbake i reisen');
  await screenshot('journey-editor-4-split');
  // the merge moments ago changed the taxon's statuses: the wait between status changes is shown, and "Endre likevel"
  // sends the split confirmed
  allowHttpError(/\/api\/v1\/TaxonomicOperations\/Split$/, 409);
  await page.getByRole('button', { name: 'Publiser' }).click();
  await page.getByRole('button', { name: 'Endre likevel' }).click();
  await atPath(page, /^\/name-info\/1023$/);
  await expectSaved(page, 'Taksonet er splittet.');
  await expectH1(page, /Mustela nivalis/);
  assert.doesNotMatch(await page.getByRole('complementary', { name: 'Takson' }).innerText(), new RegExp(NEW_SPECIES));

  // 6. move it from Mustela to Martes (same family): the new combination Martes lutreola
  await openFromSearch(page, NORWEGIAN_NAME, NEW_SPECIES);
  await atPath(page, new RegExp(`^/name-info/${speciesId}$`));
  await expectH1(page, new RegExp(NEW_SPECIES));
  await editorLink(page, 'Flytt');
  await atPath(page, new RegExp(`^/transfer\\?id=${speciesId}$`));
  await expectH1(page, 'Flytt');
  await eventually(
    () => isLocked(page, 'parent'),
    (locked) => !locked,
    'the parent step opens for a species',
  );
  const parent = chooserNamed(page, 'Ny overordnet');
  // another family's genus is refused
  await pickOption(parent, 'Lynx', /Lynx\s*Kerr, 1792/);
  await visible(parent.locator('.access-denied').filter({ hasText: 'Du har ikke tilgang til dette taksonet' }));
  await pickOption(parent, 'Martes', /Martes\s*Pinel, 1792/);
  await visible(parent.locator('.chosen-name').filter({ hasText: 'Martes' }));
  const names = await visible(step(page, 'names'));
  assert.equal(await names.getByLabel(`Nytt navn for ${NEW_SPECIES}`).inputValue(), NEW_COMBINATION);
  await page.getByLabel('Kommentar til flyttingen').fill('Flyttet i reisen');
  await screenshot('journey-editor-5-transfer');
  await page.getByRole('button', { name: 'Publiser' }).click();
  await atPath(page, /^\/name-info\/\d+$/);
  await expectH1(page, new RegExp(`${NEW_COMBINATION}\\s*\\(Linnaeus, 1761\\)`));
  const combinationId = nameIdOf(page);
  assert.notEqual(combinationId, speciesId, 'the new combination is a new name');
  const taxonBox = await page.getByRole('complementary', { name: 'Takson' }).innerText();
  assert.match(taxonBox, new RegExp(NEW_SPECIES), 'the old combination is a synonym of the taxon');
  assert.match(taxonBox, new RegExp(NORWEGIAN_NAME), 'the Norwegian name follows the taxon');
  const classification = await page.getByRole('navigation', { name: 'Klassifikasjon' }).innerText();
  assert.match(classification, /Martes/);
  assert.match(classification, /Mustelidae/);
  // the new combination's own log: the move (new place) and the new valid name
  const combinationLog = await changeLog(page);
  assert.ok(
    combinationLog.some((entry) => /^Ny plassering/.test(entry) && entry.includes('Flyttet i reisen')),
    `"Ny plassering" on the new combination: ${combinationLog.join(' / ')}`,
  );
  assert.ok(
    combinationLog.some((entry) => /^Nytt gyldig navn/.test(entry)),
    'the new valid name on the new combination',
  );
  await screenshot('journey-editor-6-new-combination');

  // 7. every step is in the change log of the species' first name, newest first
  await page.getByRole('complementary', { name: 'Takson' }).getByRole('link', { name: NEW_SPECIES }).click();
  await atPath(page, new RegExp(`^/name-info/${speciesId}$`));
  await expectH1(page, new RegExp(NEW_SPECIES));
  const find = (entries, type, comment) => entries.findIndex((entry) => entry.startsWith(`${type} `) && entry.includes(`Kommentar: ${comment}`));
  const steps = [
    ['Takson opprettet', 'Ny art i reisen'],
    ['Spleiset', 'Slått sammen i reisen'],
    ['Splittet', 'Splittet tilbake i reisen'],
    ['Ny plassering', 'Flyttet i reisen'],
    ['Nytt gyldig navn', 'Flyttet i reisen'],
  ];
  // After the navigation the page shows the previous name's log (or none) for a moment: read until this name's log is there.
  const log = await eventually(
    () => changeLog(page).catch(() => []),
    (entries) => steps.every(([type, comment]) => find(entries, type, comment) >= 0),
    'every step is in the change log',
  );
  const position = (type, comment) => find(log, type, comment);
  const added = position('Takson opprettet', 'Ny art i reisen');
  const merged = position('Spleiset', 'Slått sammen i reisen');
  const split = position('Splittet', 'Splittet tilbake i reisen');
  const moved = position('Ny plassering', 'Flyttet i reisen');
  const renamed = position('Nytt gyldig navn', 'Flyttet i reisen');
  assert.ok(
    [added, merged, split, moved, renamed].every((index) => index >= 0),
    `every step is in the change log:\n${log.join('\n---\n')}`,
  );
  assert.ok(
    Math.max(moved, renamed) < split && split < merged && merged < added,
    `newest first: ${JSON.stringify({ moved, renamed, split, merged, added })}`,
  );
  // each entry says what changed: synonym after the merge, a taxon of its own after the split, a synonym under Martes after the move
  assert.match(log[merged], new RegExp(`Etter: ${NEW_SPECIES} \\(Linnaeus, 1761\\) \\(Synonym\\), under Mustela`));
  assert.match(log[split], new RegExp(`Etter: ${NEW_SPECIES} \\(Linnaeus, 1761\\) \\(Gjeldende\\), under Mustela`));
  assert.match(log[renamed], new RegExp(`${NEW_SPECIES} \\(Linnaeus, 1761\\) \\(Synonym\\), under Martes`));
  await screenshot('journey-editor-7-change-log');

  // read-only check at the end: the register agrees (one taxon under Martes, the new combination its current name)
  const { status, body } = await api.get(`/api/v1/TaxonName/ByScientificNameId/${combinationId}`);
  assert.equal(status, 200);
  const statusOf = (id) => body.scientificNames.find((name) => name.scientificNameId === id)?.taxonomicStatus;
  assert.equal(body.mainScientificNameId, combinationId);
  assert.equal(statusOf(combinationId), 'Accepted');
  assert.equal(statusOf(speciesId), 'Synonym');
  assert.deepEqual(
    body.higherClassification.slice(-3, -1).map((item) => item.scientificName),
    ['Mustelidae', 'Martes'],
  );
  assert.ok(
    body.vernacularNames.some((name) => name.vernacularName === NORWEGIAN_NAME),
    'the Norwegian name is on the taxon',
  );
}
