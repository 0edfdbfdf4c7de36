// Merge, split, rearrange, swap and transfer as an administrator, through the screens, against the real API on the
// demo register: each operation's happy path, at least one refused path per screen, and every step in the history.
// The taxa used here (Lynx, Bubo scandiacus, Cinclus, Coloeus, Periparus ater) are not used by the other files.
import { assert, atPath, axe, eventually, expectH1, expectSaved, visible } from '../support.js';

const logIn = async (page, admin, to) => {
  await page.goto(`/bff/login?returnUrl=${encodeURIComponent(to)}`);
  await page.getByLabel('E-post').fill(admin.email);
  await page.getByLabel('Passord').fill(admin.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === to);
};

/** A step of the operation stepper by its id. */
const step = (page, id) => page.locator(`li.operation-step[data-step="${id}"]`);
const isLocked = async (page, id) => (await step(page, id).getAttribute('data-locked')) === 'true';

/** Picks a taxon in a chooser by search: types, waits for the option with the text, clicks it, waits for the choice. */
const choose = async (chooser, text, optionText = text, { waitForChoice = true } = {}) => {
  await chooser.getByRole('combobox').fill(text);
  await chooser.getByRole('option').filter({ hasText: optionText }).first().click();
  if (waitForChoice) await visible(chooser.locator('.chosen-name').filter({ hasText: optionText }));
};
const chooserNamed = (page, legend) => page.locator('fieldset.taxon-chooser').filter({ has: page.locator('legend', { hasText: legend }) });

/** The history entries of a name page, as text. */
const history = async (page, id) => {
  await page.goto(`/name-info/${id}`);
  const list = page.getByRole('list', { name: 'Endringer, nyeste først' });
  await visible(list);
  return list.locator('li.change-entry').allInnerTexts();
};

const TEST_SPECIES = 'Lynx testensis';

/** Merge: one taxon is refused; a new species (added through the API) is merged into Lynx lynx. */
export async function mergeNewSpeciesIntoAnother({ page, admin, screenshot }) {
  await logIn(page, admin, '/operations');
  // setup through the API: a new species with a Norwegian name
  const added = await page.request.post('/api/v1/TaxonomicOperations/AddTaxon', {
    headers: { 'X-CSRF': '1' },
    data: {
      parentScientificNameId: 1014,
      rankId: 22,
      scientificName: 'testensis',
      author: 'Testesen, 2024',
      taxonomicStatus: 'Accepted',
      existsInNorway: true,
      vernacularNames: [{ vernacularName: 'testgaupe', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
    },
  });
  assert.equal(added.status(), 200, await added.text());
  const newId = (await added.json()).scientificNameId;

  await page.goto(`/merge?id=${newId}`);
  await expectH1(page, 'Slå sammen');
  await visible(page.getByRole('region', { name: `Takson ${TEST_SPECIES}` }));
  // refused: one taxon only
  assert.ok(await isLocked(page, 'statuses'), 'the status step is locked with one taxon');
  assert.match(await step(page, 'statuses').innerText(), /Du må ha minst to takson for å slå noe sammen\./);

  await choose(chooserNamed(page, 'Legg til et takson til'), 'Lynx lynx', 'Lynx lynx', { waitForChoice: false });
  await visible(page.getByRole('region', { name: 'Takson Lynx lynx' }));
  await page
    .getByRole('radiogroup', { name: 'Hvilket navn skal bli gjeldende?' })
    .getByRole('radio', { name: /Lynx lynx/ })
    .check();
  await eventually(
    () => isLocked(page, 'statuses'),
    (locked) => !locked,
    'the status step opens',
  );
  const testStatus = page.getByRole('radiogroup', { name: `Taksonomisk status for ${TEST_SPECIES}` });
  assert.ok(await testStatus.getByRole('radio', { name: 'Synonym' }).isChecked(), 'the other name becomes a synonym');
  // the joined vernacular names: gaupe stays recommended, testgaupe becomes an alternative name
  await visible(step(page, 'vernacular').locator('input[value="testgaupe"]'));
  await page.getByLabel('Kommentar til operasjonen').fill('Slått sammen i nettlesertest');
  await screenshot('operations-merge');
  await page.getByRole('button', { name: 'Publiser' }).click();
  await atPath(page, /^\/name-info\/1015$/);
  await expectSaved(page, 'Taksa er slått sammen.');
  await expectH1(page, /Lynx lynx/);
  assert.match(await page.getByRole('complementary', { name: 'Takson' }).innerText(), /Lynx testensis/);

  const entries = await history(page, newId);
  assert.match(entries[0], /Spleiset/);
  assert.match(entries[0], /Slått sammen i nettlesertest/);
}

/** Split: the merged taxon is split back; names and vernacular names are placed, step by step. */
export async function splitItBack({ page, admin, screenshot, allowHttpError }) {
  await logIn(page, admin, '/split?id=1015');
  await expectH1(page, 'Splitt');
  await visible(page.getByRole('region', { name: 'Nytt takson 1' }));
  // refused: with names unplaced, step 3 stays locked
  assert.ok(await isLocked(page, 'statuses'));
  assert.match(await step(page, 'statuses').innerText(), /Plasser alle navn først/);
  assert.equal(await page.getByRole('button', { name: /Fjern nytt takson/ }).count(), 0, 'no new taxon can be removed while only two exist');
  await page.getByRole('button', { name: 'Legg til nytt takson' }).click();
  await page.getByRole('button', { name: 'Fjern nytt takson 3' }).click();
  assert.equal(await page.getByRole('region', { name: 'Nytt takson 3' }).count(), 0);

  await page.getByRole('button', { name: 'Velg denne: Lynx lynx til nytt takson 1' }).click();
  await page.getByRole('button', { name: `Velg denne: ${TEST_SPECIES} til nytt takson 2` }).click();
  await eventually(
    () => isLocked(page, 'statuses'),
    (locked) => !locked,
    'step 3 opens when every name is placed',
  );
  await page.getByRole('radiogroup', { name: 'Hovednavn (gjeldende eller uavklart)' }).nth(1).getByRole('radio', { name: TEST_SPECIES }).check();
  // step 5 waits for every vernacular name to be placed
  assert.ok(await isLocked(page, 'vernacular'));
  for (const [name, target] of [
    [/^testgaupe/, 'Nytt takson 2'],
    [/^gaupe \(Norsk, bokmål/, 'Nytt takson 1'],
    [/^gaupe \(Norsk, nynorsk/, 'Nytt takson 1'],
  ]) {
    await page.getByRole('radiogroup', { name }).getByRole('radio', { name: target }).check();
  }
  await eventually(
    () => isLocked(page, 'vernacular'),
    (locked) => !locked,
    'step 5 opens when every vernacular name is placed',
  );
  await page.getByLabel('Kommentar til operasjonen').fill('Splittet tilbake i nettlesertest');
  await screenshot('operations-split');
  // the merge moments ago changed this taxon's statuses: the form shows the wait between status changes (spec 1 §4),
  // counting down, and "Endre likevel" sends the split confirmed
  allowHttpError(/\/api\/v1\/TaxonomicOperations\/Split$/, 409);
  await page.getByRole('button', { name: 'Publiser' }).click();
  await visible(page.getByRole('status').filter({ hasText: /Taksonet ble endret nylig\. Du kan endre status igjen om \d+:\d\d/ }));
  await page.getByRole('button', { name: 'Endre likevel' }).click();
  await atPath(page, /^\/name-info\/1015$/);
  await expectSaved(page, 'Taksonet er splittet.');
  await expectH1(page, /Lynx lynx/);
  assert.doesNotMatch(await page.getByRole('complementary', { name: 'Takson' }).innerText(), /Lynx testensis/);

  const info = await page.request.get('/api/v1/TaxonName/Search?Search=Lynx%20testensis', { headers: { 'X-CSRF': '1' } });
  const hit = (await info.json())[0];
  assert.equal(hit.acceptedScientificName.name, TEST_SPECIES, 'Lynx testensis is a taxon of its own again');
  const entries = await history(page, hit.acceptedScientificName.nameId);
  assert.match(entries[0], /Splittet/);
  assert.match(entries[0], /Splittet tilbake i nettlesertest/);
  assert.ok(
    entries.some((e) => /Spleiset/.test(e)),
    'the merge is still in the history',
  );
}

/** Rearrange: a missing taxon-id choice and "no change" are refused; then a synonym is marked not in use. */
export async function rearrangeTaxonNames({ page, admin, screenshot }) {
  await logIn(page, admin, '/rearrange?id=1068');
  await expectH1(page, 'Omprioriter taxon');
  const nyctea = page.getByRole('radiogroup', { name: 'Taksonomisk status for Nyctea scandiaca' });
  await visible(nyctea);
  assert.equal(await step(page, 'exists').count(), 0, 'no exists-in-Norway step in rearrange mode');
  // refused: the taxon id choice is required
  await page.getByRole('button', { name: 'Publiser' }).click();
  const invalid = await visible(page.locator('.form-invalid'));
  assert.match(await invalid.innerText(), /Skjemaet er ugyldig\. Se over de markerte feltene\./);
  assert.match(await invalid.innerText(), /Du må velge om takson-id skal beholdes\./);
  // refused: nothing changed
  await page.getByRole('radio', { name: 'Ja, behold takson-id' }).check();
  await page.getByRole('button', { name: 'Publiser' }).click();
  await visible(page.getByTestId('message-bar').filter({ hasText: 'Ingen endring i omprioritering eller taksonomisk status' }));
  assert.match(page.url(), /\/rearrange\?id=1068$/);

  await nyctea.getByRole('radio', { name: 'Ikke lenger i bruk' }).check();
  await page.getByLabel('Kommentar til operasjonen').fill('Gammelt navn ute av bruk');
  await screenshot('operations-rearrange');
  await page.getByRole('button', { name: 'Publiser' }).click();
  await atPath(page, /^\/name-info\/1068$/);
  await expectSaved(page, 'Taksonet er omprioritert.');
  const entries = await history(page, 20002);
  assert.match(entries[0], /Kategoriendring/);
  assert.match(entries[0], /Gammelt navn ute av bruk/);
}

/** Swap: a new name made in the full-screen modal (10% margins), and moving a current name to another taxon refused. */
export async function swapWithNewName({ page, admin, screenshot }) {
  await logIn(page, admin, '/swap?id=1087');
  await expectH1(page, 'Bytt takson');
  const nav = page.getByRole('navigation', { name: 'Andre operasjoner for taksonet' });
  assert.equal(await nav.getByRole('link', { name: /Omprioriter/ }).getAttribute('href'), '/rearrange?id=1087');
  assert.equal(await nav.getByRole('link', { name: /Slå sammen/ }).getAttribute('href'), '/merge?id=1087');
  await visible(page.getByRole('radiogroup', { name: 'Taksonomisk status for Cinclus cinclus' }));

  await page.getByRole('button', { name: 'Nytt vitenskapelig navn' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Nytt vitenskapelig navn' }));
  const box = await dialog.boundingBox();
  const width = page.viewportSize().width;
  assert.ok(Math.abs(box.x - width * 0.1) < 4 && Math.abs(box.width - width * 0.8) < 4, `the modal has 10% side margins (${JSON.stringify(box)})`);
  // refused inside the modal: a species needs an author
  await dialog.getByRole('textbox', { name: 'Vitenskapelig navn' }).fill('Cinclus aquaticus');
  await dialog.getByRole('button', { name: 'Legg til navnet' }).click();
  assert.match(await dialog.locator('.form-invalid').innerText(), /Autor må fylles ut/);
  await dialog.getByRole('textbox', { name: 'Autor' }).fill('Bechstein, 1797');
  await screenshot('operations-swap-modal');
  await dialog.getByRole('button', { name: 'Legg til navnet' }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  const row = page.getByRole('radiogroup', { name: 'Taksonomisk status for Cinclus aquaticus' });
  assert.ok(await row.getByRole('radio', { name: 'Synonym' }).isChecked());
  await page.getByRole('radio', { name: 'Ja, behold takson-id' }).check();
  await page.getByRole('button', { name: 'Publiser' }).click();
  await atPath(page, /^\/name-info\/1087$/);
  await expectSaved(page, 'Navnene er byttet.');
  assert.match(await page.getByRole('complementary', { name: 'Takson' }).innerText(), /Cinclus aquaticus/);

  const swapHistory = await history(page, 1087);
  assert.match(swapHistory[0], /Lagt til|Kategoriendring/);

  // swap taxon: a current name cannot change taxon
  await page.goto('/swap');
  const section = page.getByRole('region', { name: 'Flytt et synonym til et annet takson' });
  const synonymChooser = section.locator('fieldset.taxon-chooser').first();
  await choose(synonymChooser, 'Coloeus monedula');
  await visible(section.getByText('Et gjeldende eller uavklart navn kan ikke bytte takson.').first());
  assert.equal(await section.locator('li.operation-step[data-step="target"]').getAttribute('data-locked'), 'true');
  // a synonym moves to another taxon (and keeps its id and history)
  await choose(synonymChooser, 'Corvus monedula', 'synonym til Coloeus monedula', { waitForChoice: false });
  await visible(synonymChooser.locator('.chosen-name').filter({ hasText: 'Corvus monedula' }));
  await choose(section.locator('fieldset.taxon-chooser').nth(1), 'Cinclus cinclus');
  await section.getByLabel('Kommentar til operasjonen').fill('Synonym på feil takson');
  await section.getByRole('button', { name: 'Flytt synonymet' }).click();
  await atPath(page, /^\/name-info\/20006$/);
  await expectSaved(page, 'Navnet er flyttet til det andre taksonet.');
  assert.match(await page.locator('.main-name-link').innerText(), /Cinclus cinclus/);
  const moved = await history(page, 20006);
  assert.match(moved[0], /Kategoriendring/);
  assert.match(moved[0], /Synonym på feil takson/);
}

/** Transfer: a genus moved under itself is refused; the genus Coloeus moves to another family. */
export async function moveGenusToAnotherFamily({ page, admin, screenshot }) {
  await logIn(page, admin, '/transfer?id=1014');
  await expectH1(page, 'Flytt');
  await eventually(
    () => isLocked(page, 'parent'),
    (locked) => !locked,
    'step 2 opens for a movable genus',
  );
  assert.match(await page.locator('.allowed-parent-ranks').innerText(), /Familie/);
  // refused: under its own species
  await choose(chooserNamed(page, 'Ny overordnet'), 'Lynx lynx');
  const reasons = await visible(page.locator('.transfer-invalid-reasons'));
  assert.match(await reasons.innerText(), /Kan ikke være underelement av seg selv/);
  assert.ok(await isLocked(page, 'finish'), 'the final step is locked for an invalid move');

  await page.goto('/transfer?id=1083');
  await visible(page.locator('.old-parent').filter({ hasText: 'Corvidae' }));
  await choose(chooserNamed(page, 'Ny overordnet'), 'Paridae');
  const comparison = await visible(page.getByRole('region', { name: 'Sammenligning av gammel og ny plassering' }));
  assert.match(await comparison.getByRole('list', { name: 'Gammel plassering' }).innerText(), /Corvidae/);
  assert.match(await comparison.getByRole('list', { name: 'Ny plassering' }).innerText(), /Paridae/);
  assert.match(await comparison.getByRole('list', { name: 'Felles forfedre' }).innerText(), /Passeriformes/);
  await comparison.getByRole('button', { name: 'Vis hele den felles delen' }).click();
  assert.match(await comparison.getByRole('list', { name: 'Felles forfedre' }).innerText(), /Animalia/);
  assert.equal(await step(page, 'names').count(), 0, 'no name correction without a genus change');
  await page.getByLabel('Kommentar til flyttingen').fill('Flyttet i nettlesertest');
  await screenshot('operations-transfer-genus');
  await page.getByRole('button', { name: 'Publiser' }).click();
  await atPath(page, /^\/name-info\/1083$/);
  await expectSaved(page, 'Navnet er flyttet.');
  const classification = await page.getByRole('navigation', { name: 'Klassifikasjon' }).innerText();
  assert.match(classification, /Paridae/);
  assert.doesNotMatch(classification, /Corvidae/);
  const entries = await history(page, 1083);
  assert.match(entries[0], /Ny plassering/);
  assert.match(entries[0], /Flyttet i nettlesertest/);
}

/** Transfer: a species moved to another genus gets the new combination (here an old synonym is reinstated). */
export async function moveSpeciesToAnotherGenus({ page, admin, screenshot }) {
  await logIn(page, admin, '/transfer?id=1076');
  await expectH1(page, 'Flytt');
  await eventually(
    () => isLocked(page, 'parent'),
    (locked) => !locked,
    'step 2 opens for a species',
  );
  await choose(chooserNamed(page, 'Ny overordnet'), 'Parus', 'Parus');
  const names = await visible(step(page, 'names'));
  const field = names.getByLabel('Nytt navn for Periparus ater');
  assert.equal(await field.inputValue(), 'Parus ater');
  assert.match(await names.innerText(), /blir synonym til/);
  await screenshot('operations-transfer-species');
  await page.getByRole('button', { name: 'Publiser' }).click();
  await atPath(page, /^\/name-info\/20004$/);
  await expectSaved(page, 'Navnet er flyttet.');
  await expectH1(page, /Parus ater/);
  const taxon = await page.getByRole('complementary', { name: 'Takson' }).innerText();
  assert.match(taxon, /Periparus ater/);
  const entries = await history(page, 1076);
  assert.ok(
    entries.some((e) => /Nytt gyldig navn|Ny plassering/.test(e)),
    `the old name's history shows the move: ${entries[0]}`,
  );
}

/** The five screens pass an axe scan (WCAG 2.1 A and AA) with their steps open, the comparison and the modal shown. */
export async function advancedScreensAreAccessible({ page, admin }) {
  await logIn(page, admin, '/merge?id=1087');
  await visible(page.getByRole('region', { name: 'Takson Cinclus cinclus' }));
  await choose(chooserNamed(page, 'Legg til et takson til'), 'Bubo scandiacus', 'Bubo scandiacus', { waitForChoice: false });
  await page
    .getByRole('radiogroup', { name: 'Hvilket navn skal bli gjeldende?' })
    .getByRole('radio', { name: /Cinclus cinclus/ })
    .check();
  await eventually(
    () => isLocked(page, 'vernacular'),
    (locked) => !locked,
    'the merge steps open',
  );
  await axe(page, '/merge');

  await page.goto('/split?id=1068');
  await page.getByRole('button', { name: 'Velg denne: Bubo scandiacus til nytt takson 1' }).click();
  await page.getByRole('button', { name: /^Velg denne: Nyctea scandiaca til nytt takson 2/ }).click();
  await eventually(
    () => isLocked(page, 'statuses'),
    (locked) => !locked,
    'the split steps open',
  );
  await axe(page, '/split');

  await page.goto('/rearrange?id=1068');
  await visible(page.getByRole('radiogroup', { name: 'Taksonomisk status for Bubo scandiacus' }));
  await page.getByRole('button', { name: 'Nomenklatorisk status' }).first().click();
  await axe(page, '/rearrange');

  await page.goto('/swap?id=1068');
  await visible(page.getByRole('radiogroup', { name: 'Taksonomisk status for Bubo scandiacus' }));
  await axe(page, '/swap');
  await page.getByRole('button', { name: 'Nytt vitenskapelig navn' }).click();
  await visible(page.getByRole('dialog'));
  await axe(page, '/swap with the modal open');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await page.goto('/transfer?id=1066');
  await eventually(
    () => isLocked(page, 'parent'),
    (locked) => !locked,
    'step 2 opens',
  );
  await choose(chooserNamed(page, 'Ny overordnet'), 'Paridae');
  await visible(page.getByRole('region', { name: 'Sammenligning av gammel og ny plassering' }));
  await axe(page, '/transfer');
}
