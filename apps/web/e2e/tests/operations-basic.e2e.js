// Editor operations in the browser: add a taxon, a refused add, edit a scientific name (double confirmation), edit
// vernacular names, delete a leaf name, and an editor limited to one genus refused elsewhere.
import { assert, atPath, axe, eventually, expectH1, expectSaved, hidden, visible } from '../support.js';

const CSRF = { 'X-CSRF': '1' };

/** Logs in through the login form of /bff/login and comes back to `from`. */
const logIn = async (page, { email, password }, from) => {
  await page.goto(`/bff/login?returnUrl=${encodeURIComponent(from)}`);
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === from);
};

/** A step of an operation screen, by its heading text. */
const step = (page, title) => page.locator('li.operation-step').filter({ has: page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${title}`) }) });

/** Searches in a chooser and picks the option that contains `text`. */
const chooseBySearch = async (chooser, query, text) => {
  const input = chooser.getByRole('combobox');
  await input.fill(query);
  const option = await visible(chooser.getByRole('option').filter({ hasText: text }));
  await option.click();
};

const apiPost = async (page, path, data, method = 'post') => {
  const response = await page.request[method](path, { headers: CSRF, data });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : undefined };
};

/** Adds a species with a Norwegian name as administrator; sees it on its name page and in the change log. */
export async function addSpeciesWithNorwegianNameAsAdmin({ page, admin, screenshot }) {
  await logIn(page, admin, '/addtaxon?parentId=1004');
  await expectH1(page, 'Legg til vitenskapelig navn');
  const placement = step(page, 'Plassering i tre');
  await visible(placement.locator('.chosen-name').filter({ hasText: 'Ursus' }));
  // the new parent is marked in the tree
  await visible(placement.locator('li[data-taxon-id="1004"] .placement-marker').filter({ hasText: 'Ny plassering' }));
  // later steps are locked until the rank is chosen
  assert.equal(await step(page, 'Navn').getAttribute('data-locked'), 'true');
  const rankStep = step(page, 'Rang');
  await visible(rankStep.getByText('Velg rang basert på Plassering i tre'));
  await visible(rankStep.locator('.existing-children').filter({ hasText: 'Ursus arctos' }));
  await rankStep.getByRole('radio', { name: 'Art' }).check();
  await eventually(
    () => step(page, 'Navn').getAttribute('data-locked'),
    (v) => v === 'false',
    'the name step unlocks',
  );

  const nameStep = step(page, 'Navn');
  await visible(nameStep.locator('.pre-name').filter({ hasText: 'Ursus' }));
  await nameStep.getByRole('textbox', { name: 'Navn', exact: false }).first().fill('spelaeus');
  await nameStep.getByRole('textbox', { name: /^Autor/ }).fill('Rosenmüller, 1794');
  await visible(nameStep.locator('.name-preview').filter({ hasText: 'Ursus spelaeus' }));

  const statusStep = step(page, 'Status');
  assert.equal(await statusStep.getByRole('radio', { name: 'Gjeldende' }).isChecked(), true, 'accepted is the default status');
  await statusStep.getByRole('radio', { name: 'Nei' }).check();

  const vernacularStep = step(page, 'Populærnavn');
  await vernacularStep.getByRole('button', { name: 'Legg til navn på norsk, bokmål' }).click();
  await vernacularStep.getByRole('textbox', { name: 'Populærnavn 1 (nb)', exact: true }).fill('hulebjørn');
  // a single name is recommended by itself
  await eventually(
    () => vernacularStep.getByRole('radio', { name: /Anbefalt navn: hulebjørn/ }).isChecked(),
    Boolean,
    'the single name is recommended',
  );

  const finish = step(page, 'Ferdigstill');
  await visible(finish.locator('.add-taxon-summary').filter({ hasText: 'Ursus spelaeus' }));
  await finish.getByRole('textbox', { name: 'Kommentar til operasjonen' }).fill('Hulebjørn lagt til i nettlesertest');
  await screenshot('operations-add-taxon');
  await finish.getByRole('button', { name: 'Publiser' }).click();

  await atPath(page, /^\/name-info\/\d+$/);
  await expectSaved(page, 'Navnet er lagt til.', { dismiss: true });
  await expectH1(page, /Ursus spelaeus\s*Rosenmüller, 1794/);
  const box = page.getByRole('complementary', { name: 'Takson' });
  await visible(box.getByText('hulebjørn'));
  assert.match(await page.locator('.exists-in-norway').innerText(), /Finnes i Norge: Nei/);
  const entry = await visible(page.locator('li.change-entry').filter({ hasText: 'Takson opprettet' }));
  assert.match(await entry.innerText(), /Hulebjørn lagt til i nettlesertest/);
  // the parent's page lists the new species in its tree
  await page.goto('/name-info/1004');
  await visible(page.locator('li[data-taxon-id] a').filter({ hasText: 'Ursus spelaeus' }));
}

/** A refused add: the form says what is missing; the server refuses a duplicate, the message bar shows code and detail and the page stays. */
export async function refusedAddKeepsThePage({ page, admin, allowHttpError }) {
  allowHttpError(/\/api\/v1\/TaxonomicOperations\/AddTaxon$/, 409);
  await logIn(page, admin, '/addtaxon?parentId=1004');
  await visible(step(page, 'Plassering i tre').locator('.chosen-name').filter({ hasText: 'Ursus' }));
  await step(page, 'Rang').getByRole('radio', { name: 'Art' }).check();
  const nameStep = step(page, 'Navn');
  await nameStep.getByRole('textbox', { name: 'Navn', exact: false }).first().fill('arctos');
  const publish = step(page, 'Ferdigstill').getByRole('button', { name: 'Publiser' });
  await publish.click();
  // missing author: marked after submit, nothing sent
  await visible(page.getByRole('alert').filter({ hasText: 'Skjemaet er ugyldig. Se over de markerte feltene.' }));
  await visible(nameStep.getByText('Autor må fylles ut for art og lavere rang.').first());
  await atPath(page, /^\/addtaxon\?parentId=1004$/);

  // the same name again: the server refuses it
  await nameStep.getByRole('textbox', { name: /^Autor/ }).fill('Linnaeus, 1758');
  await publish.click();
  const bar = await visible(page.getByTestId('message-bar'));
  await eventually(
    () => bar.innerText(),
    (t) => /DUPLICATE_SCIENTIFIC_NAME: Navnet Ursus arctos finnes allerede/.test(t),
    'the message bar shows code and detail',
  );
  await atPath(page, /^\/addtaxon\?parentId=1004$/);
  assert.equal(await nameStep.getByRole('textbox', { name: 'Navn', exact: false }).first().inputValue(), 'arctos', 'the typed name is kept');
  assert.equal(await nameStep.getByRole('textbox', { name: /^Autor/ }).inputValue(), 'Linnaeus, 1758');
}

/** Edits a scientific name: locked until confirmed twice; cancelling locks it again; saving shows the change. */
export async function editNameWithDoubleConfirmation({ page, admin }) {
  await logIn(page, admin, '/edit-scientific-name?id=1006');
  await expectH1(page, 'Rediger vitenskapelig navn');
  await visible(page.getByText('Redigering som ikke medfører meningsendring.'));
  await visible(step(page, 'Velg navn').locator('.chosen-name').filter({ hasText: 'Ursus maritimus' }));
  const data = step(page, 'Navnedata');
  assert.equal(await data.getAttribute('data-locked'), 'true');
  await visible(data.getByText('Du må bekrefte to ganger før du kan redigere navnet.'));

  // first confirmation, then cancel
  await visible(page.getByText(/Navnet kan allerede være i bruk og eksponert i andre tjenester/));
  await page.getByRole('button', { name: 'Jeg forstår' }).click();
  await page.getByRole('button', { name: 'Avbryt redigering' }).click();
  assert.equal(await data.getAttribute('data-locked'), 'true', 'cancel locks the form again');

  // confirm twice
  await page.getByRole('button', { name: 'Jeg forstår' }).click();
  await page.getByRole('button', { name: 'Ja, lås opp redigering' }).click();
  await eventually(
    () => data.getAttribute('data-locked'),
    (v) => v === 'false',
    'the form unlocks after two confirmations',
  );
  assert.equal(await data.getByRole('textbox', { name: /^Vitenskapelig navn/ }).inputValue(), 'Ursus maritimus');
  assert.equal(await data.getByRole('textbox', { name: /^Autor/ }).inputValue(), 'Phipps, 1774');
  await data.getByRole('button', { name: 'Legg til referanse' }).click();
  await data.getByRole('textbox', { name: 'Referanse 1' }).fill('Phipps 1774. A voyage towards the North Pole');
  await data.getByRole('textbox', { name: 'Kommentar til navnet' }).fill('Isbjørnen ble beskrevet fra Svalbard.');
  await page.getByRole('textbox', { name: 'Kommentar til operasjonen' }).fill('Referanse lagt til');
  await page.getByRole('button', { name: 'Lagre' }).click();

  await atPath(page, /^\/name-info\/1006$/);
  await expectSaved(page, 'Navnet er oppdatert.');
  await visible(page.getByText('Phipps 1774. A voyage towards the North Pole'));
  await visible(page.getByText('Isbjørnen ble beskrevet fra Svalbard.'));
  await visible(page.locator('li.change-entry').filter({ hasText: 'Referanse lagt til' }));
}

/** Edits vernacular names: add a name, remove one and undo, change the recommended name, publish. */
export async function editVernacularNames({ page, admin }) {
  await logIn(page, admin, '/edit-vernacular-names?id=1011');
  await expectH1(page, 'Rediger populærnavn');
  await visible(step(page, 'Velg takson').locator('.chosen-name').filter({ hasText: 'Vulpes vulpes' }));
  const names = step(page, 'Populærnavn');
  const nb = names.locator('section[data-language="nb"]');
  await eventually(
    async () => nb.getByRole('textbox', { name: /^Populærnavn \d \(nb\)$/ }).count(),
    (n) => n === 2,
    'two bokmål names are loaded',
  );

  // remove "rev" and undo; a new name that repeats an existing one is marked "Duplikat navn"
  await nb.getByRole('button', { name: 'Fjern rev' }).click();
  await visible(nb.getByText('(slettes når du publiserer)'));
  await nb.getByRole('button', { name: 'Angre sletting av rev' }).click();
  await hidden(nb.getByText('(slettes når du publiserer)'));

  await nb.getByRole('button', { name: 'Legg til navn på norsk, bokmål' }).click();
  await nb.getByRole('textbox', { name: 'Populærnavn 3 (nb)', exact: true }).fill('Rødrev');
  await visible(nb.getByText('Duplikat navn'));
  await nb.getByRole('textbox', { name: 'Populærnavn 3 (nb)', exact: true }).fill('vanlig rødrev');
  await hidden(nb.getByText('Duplikat navn'));
  await nb.getByRole('radio', { name: 'Anbefalt navn: vanlig rødrev' }).check();

  const se = names.locator('section[data-language="se"]');
  await se.getByRole('button', { name: 'Legg til navn på nordsamisk' }).click();
  await se.getByRole('textbox', { name: 'Populærnavn 1 (se)', exact: true }).fill('rukses');

  await step(page, 'Ferdigstill').getByRole('textbox', { name: 'Kommentar til operasjonen' }).fill('Populærnavn justert');
  await step(page, 'Ferdigstill').getByRole('button', { name: 'Publiser' }).click();
  await atPath(page, /^\/name-info\/1011$/);
  await expectSaved(page, 'Populærnavnene er lagret.');
  const box = page.getByRole('complementary', { name: 'Takson' });
  const bokmal = box.locator('.vernacular-group[data-language="nb"]');
  await visible(bokmal.getByText('vanlig rødrev'));
  assert.match(await bokmal.locator('strong').first().innerText(), /vanlig rødrev/, 'the new recommended name is in bold');
  await visible(box.locator('.vernacular-group[data-language="se"]').getByText('rukses'));
  await visible(page.locator('li.change-entry').filter({ hasText: 'Populærnavn justert' }));
  // the history speaks Norwegian: languages and statuses as words, never codes
  const text = (await page.locator('li.change-entry').filter({ hasText: 'Populærnavn justert' }).allInnerTexts()).join('\n');
  assert.match(text, /rødrev \(bokmål, Alternativt\)/);
  assert.doesNotMatch(text, /vernacularNameStatus|languageIsoCode|språk: |NotRecommended|Recommended/);
}

/** Deletes a leaf name as administrator: the check, the confirmation when the taxon disappears, then the deleted state. */
export async function deleteLeafNameAsAdmin({ page, admin, allowHttpError }) {
  await logIn(page, admin, '/operations');
  // a leaf species with a synonym, made for this test
  const added = await apiPost(page, '/api/v1/TaxonomicOperations/AddTaxon', {
    parentScientificNameId: 1010,
    rankId: 22,
    scientificName: 'corsac',
    author: '(Linnaeus, 1768)',
    taxonomicStatus: 'Accepted',
    remark: 'Testdata for sletting',
  });
  assert.equal(added.status, 200, JSON.stringify(added.body));
  const speciesId = added.body.scientificNameId;
  const synonym = await apiPost(page, '/api/v1/TaxonomicOperations/AddTaxon', {
    synonymToId: speciesId,
    scientificName: 'Canis corsac',
    author: 'Linnaeus, 1768',
    taxonomicStatus: 'Synonym',
  });
  assert.equal(synonym.status, 200, JSON.stringify(synonym.body));

  // the genus has children: it cannot be deleted
  await page.goto('/delete-scientific-name?id=1010');
  await expectH1(page, 'Slett navn');
  await visible(page.getByText('Dette elementet har underelementer, og kan derfor ikke slettes.'));
  assert.equal(await step(page, 'Slett').getAttribute('data-locked'), 'true');

  // the species: its taxon has two names, so deleting its main name needs the explicit confirmation
  await page.goto(`/delete-scientific-name?id=${speciesId}`);
  const check = step(page, 'Sjekk taksonet');
  await visible(check.locator('.delete-confirmation').filter({ hasText: 'Taksonet forsvinner' }));
  assert.equal(await step(page, 'Slett').getAttribute('data-locked'), 'true', 'locked until confirmed');
  await check.getByRole('button', { name: 'Slett alle navn og taksonet' }).click();
  await step(page, 'Kommentar').getByRole('textbox', { name: 'Kommentar til operasjonen' }).fill('Registrert ved en feil');
  await step(page, 'Slett').getByRole('button', { name: 'Slett', exact: true }).click();
  const result = await visible(page.locator('.deleted-result'));
  assert.match(await result.innerText(), /Slettet[\s\S]*Vulpes corsac[\s\S]*er slettet, sammen med taksonet/);
  await page.getByRole('link', { name: 'Gå til Vulpes' }).click();
  await atPath(page, /^\/name-info\/1010$/);
  await expectH1(page, /Vulpes/);

  // the deleted name's page says it is gone
  allowHttpError(new RegExp(`/ByScientificNameId/${speciesId}$`), 404);
  await page.goto(`/name-info/${speciesId}`);
  await expectH1(page, 'Navnet finnes ikke lenger');
}

/** An editor limited to one genus is refused elsewhere: in the chooser and by the server. */
export async function editorLimitedToOneGenus({ page, context, admin, allowHttpError }) {
  await logIn(page, admin, '/operations');
  const editor = { email: `redaktor-${Date.now()}@navnebase.test`, password: 'redaktor-passord-1' };
  const created = await apiPost(page, '/api/v1/Users/AddUser', {
    firstName: 'Rita',
    lastName: 'Redaktør',
    email: editor.email,
    institution: 'Testmuseet',
    hasAccess: true,
    isAdmin: false,
    userPermissions: [{ nameId: 1004 }],
    password: editor.password,
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  await context.clearCookies();

  await logIn(page, editor, '/addtaxon');
  const placement = step(page, 'Plassering i tre');
  // the chooser's tree starts at the editor's genus
  await visible(placement.getByRole('button', { name: 'Ursus', exact: true }));
  assert.equal(await placement.getByRole('button', { name: 'Animalia', exact: true }).count(), 0, 'the full tree is not offered');

  // outside the genus: refused by the access check
  await chooseBySearch(placement, 'Vulpes vulpes', 'Vulpes vulpes');
  await visible(placement.locator('.access-denied').filter({ hasText: 'Du har ikke tilgang til dette taksonet' }));
  await visible(placement.getByText('Ingenting er valgt ennå.'));

  // inside the genus: allowed after the check
  await chooseBySearch(placement, 'Ursus arctos', 'Ursus arctos');
  await visible(placement.locator('.chosen-name').filter({ hasText: 'Ursus arctos' }));
  assert.equal(await placement.locator('.access-denied').count(), 0);

  // the server refuses the same operation outside the genus
  allowHttpError(/\/api\/v1\/TaxonomicOperations\/AddTaxon$/, 403);
  const refused = await apiPost(page, '/api/v1/TaxonomicOperations/AddTaxon', {
    parentScientificNameId: 1010,
    rankId: 22,
    scientificName: 'zerda',
    author: '(Zimmermann, 1780)',
  });
  assert.equal(refused.status, 403);
  assert.equal(refused.body.errorCode, 'NO_PERMISSION_ON_TAXON');
  assert.equal(refused.body.detail, 'Du har ikke tilgang til dette taksonet');

  // a preset outside the genus (a link) is checked too
  await page.goto('/edit-vernacular-names?id=1011');
  await visible(step(page, 'Velg takson').locator('.access-denied').filter({ hasText: 'Du har ikke tilgang til dette taksonet' }));
  assert.equal(await step(page, 'Populærnavn').getAttribute('data-locked'), 'true');
}

/** The operation screens and the user manual pass an axe scan (no serious or critical violations), unlocked, at desktop and mobile width. */
export async function operationScreensAreAccessible({ page, admin, screenshot, DESKTOP, MOBILE }) {
  await logIn(page, admin, '/usermanual');
  const screens = [
    {
      name: 'addtaxon',
      path: '/addtaxon?parentId=1004',
      ready: async () => {
        await step(page, 'Rang').getByRole('radio', { name: 'Art' }).check();
        await eventually(
          () => step(page, 'Ferdigstill').getAttribute('data-locked'),
          (v) => v === 'false',
          'all steps unlock',
        );
        await step(page, 'Populærnavn').getByRole('button', { name: 'Legg til navn på norsk, bokmål' }).click();
        await step(page, 'Status').getByRole('checkbox', { name: 'Navnet har nomenklatorisk status' }).check();
      },
    },
    {
      name: 'edit-scientific-name',
      path: '/edit-scientific-name?id=1005',
      ready: async () => {
        await page.getByRole('button', { name: 'Jeg forstår' }).click();
        await page.getByRole('button', { name: 'Ja, lås opp redigering' }).click();
        await visible(page.getByRole('button', { name: 'Lagre' }));
      },
    },
    {
      name: 'edit-vernacular-names',
      path: '/edit-vernacular-names?id=1005',
      ready: () => visible(step(page, 'Populærnavn').locator('section[data-language="nb"] input').first()),
    },
    {
      name: 'delete-scientific-name',
      path: '/delete-scientific-name?id=20000',
      ready: () => visible(step(page, 'Slett').getByRole('button', { name: 'Slett', exact: true })),
    },
    { name: 'usermanual', path: '/usermanual', ready: () => visible(page.getByRole('heading', { name: 'Slett vitenskapelig navn' })) },
  ];
  for (const [viewport, label] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'mobile'],
  ]) {
    await page.setViewportSize(viewport);
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.ready();
      await axe(page, `${screen.path} (${label})`);
      await screenshot(`operations-${screen.name}-${label}`);
    }
  }
  // the manual covers every operation of the overview
  const manual = await page.locator('.user-manual').innerText();
  for (const heading of [
    'Definisjoner',
    'Sitering',
    'Søk',
    'Generelle kommentarer',
    'Registrering og innlogging',
    'Statistikk',
    'Opprett takson',
    'Omprioriter takson',
    'Juster populærnavn',
    'Slå sammen taksa',
    'Splitt takson',
    'Bytt takson',
    'Slett vitenskapelig navn',
    'Rediger vitenskapelig navn',
    'Flytt vitenskapelig navn',
    'Eksport og import',
  ]) {
    assert.ok(manual.includes(heading), `the manual has a section "${heading}"`);
  }
}
