// Public pages: search, tree, name page, statistics, mobile menu, not-found, accessibility and screenshots.
import { assert, atPath, eventually, expectH1, hidden, isoDate, norwegianDate, openTreeNode, visible } from '../support.js';

/** Search by keyboard: type a Norwegian name, arrow to the suggestion, Enter opens the name page. */
export async function searchByKeyboardToNamePage({ page }) {
  await page.goto('/');
  const input = page.getByRole('combobox', { name: /Søk etter vitenskapelig navn/ });
  await input.focus();
  await page.keyboard.type('brunbjørn', { delay: 40 });
  const option = await visible(page.getByRole('option').filter({ hasText: 'Ursus arctos' }));
  assert.match(await option.innerText(), /brunbjørn/);
  assert.equal(await option.getByRole('img', { name: 'Dyr (Animalia)' }).count(), 1, 'the hit shows the animal kingdom icon');
  const options = page.getByRole('option');
  assert.ok((await options.count()) <= 10, 'at most 10 suggestions');
  await page.keyboard.press('ArrowDown');
  await eventually(() => input.getAttribute('aria-activedescendant'), Boolean, 'an option is active after ArrowDown');
  assert.equal(await page.getByRole('option', { selected: true }).count(), 1);
  // Escape closes, ArrowDown opens again
  await page.keyboard.press('Escape');
  await hidden(page.getByRole('listbox'));
  await page.keyboard.press('ArrowDown');
  await visible(page.getByRole('listbox'));
  const first = await page.getByRole('option').first().innerText();
  assert.match(first, /Ursus arctos/);
  await page.keyboard.press('Enter');
  await atPath(page, /^\/name-info\/1005$/);
  await expectH1(page, /Ursus arctos/);
}

/** Enter without choosing a suggestion opens "Søketreff"; clicking outside closes the suggestions. */
export async function fullSearchResults({ page }) {
  await page.goto('/');
  const input = page.getByRole('combobox', { name: /Søk etter vitenskapelig navn/ });
  await input.click();
  await page.keyboard.type('ursus', { delay: 30 });
  await visible(page.getByRole('listbox'));
  await page.getByRole('heading', { name: 'Søk i navnebasen' }).click();
  await hidden(page.getByRole('listbox'));
  await input.focus();
  await page.keyboard.press('Enter');
  await atPath(page, /^\/search\?searchString=ursus$/);
  await expectH1(page, 'Søketreff');
  const results = page.locator('a.search-result');
  await visible(results);
  const texts = await results.allInnerTexts();
  assert.ok(
    texts.some((t) => /Ursus arctos/.test(t)) && texts.some((t) => /Ursus maritimus/.test(t)),
    `brown bear and polar bear among the hits: ${texts.slice(0, 5)}`,
  );
  assert.ok(texts.length <= 100);
  await results.filter({ hasText: 'Ursus maritimus' }).click();
  await atPath(page, /^\/name-info\/1006$/);
  await page.getByRole('link', { name: '← Tilbake til søket' }).click();
  await atPath(page, /^\/search\?searchString=/);
}

/** Expanding the tree from the root down to a species, then opening its name page. */
export async function treeToNamePage({ page }) {
  await page.goto('/');
  const tree = page.getByRole('list', { name: 'Livets tre' });
  await visible(tree.getByRole('link', { name: 'Animalia', exact: true }));
  // a leaf has no toggle: Nonbiota (empty sphere) is shown without one
  for (const name of ['Animalia', 'Chordata', 'Mammalia', 'Carnivora', 'Ursidae', 'Ursus']) await openTreeNode(page, name, tree);
  const species = tree.getByRole('link', { name: 'Ursus arctos', exact: true });
  await visible(species);
  const row = tree.locator('li[data-taxon-id="1005"]');
  assert.match(await row.innerText(), /Art/);
  assert.match(await row.innerText(), /Gjeldende/);
  assert.match(await row.innerText(), /brunbjørn/);
  assert.equal(await row.getByRole('button').count(), 0, 'a leaf shows no toggle');
  await species.click();
  await atPath(page, /^\/name-info\/1005$/);
  await expectH1(page, /Ursus arctos/);
}

/** The name page: its sections, the path opened in the tree, walking up, a sibling, a glossary anchor. */
export async function namePageSectionsAndNavigation({ page }) {
  await page.goto('/name-info/1005');
  await expectH1(page, /Ursus arctos\s*Linnaeus, 1758/);
  for (const heading of ['Klassifikasjon', 'Navneforklaring', 'Referanser', 'Kommentar', 'Eksport', 'Takson', 'Livets tre', 'Navnehistorikk']) {
    await visible(page.getByRole('heading', { name: heading, exact: true }));
  }
  assert.match(await page.locator('.exists-in-norway').innerText(), /Finnes i Norge: Ja/);
  const box = page.getByRole('complementary', { name: 'Takson' });
  assert.equal((await box.locator('strong', { hasText: 'brunbjørn' }).count()) > 0, true, 'the recommended name is bold');
  await visible(box.getByRole('heading', { name: 'Nordsamisk' }));
  // change log: newest first with Norwegian date and time
  const entry = await visible(page.locator('li.change-entry'));
  assert.match(await entry.innerText(), new RegExp(`${norwegianDate().replace(/\./g, '\\.')} \\d\\d:\\d\\d`));
  // the tree is opened down to the current taxon, which is marked
  const tree = page.getByRole('list', { name: /Livets tre, åpnet til Ursus arctos/ });
  const current = await visible(tree.getByRole('link', { name: 'Ursus arctos', exact: true }));
  assert.equal(await current.getAttribute('aria-current'), 'page');
  // a glossary anchor
  await page.locator('.rank-status').getByRole('link', { name: 'Art' }).click();
  await atPath(page, /^\/glossary#rank-Species$/);
  await visible(page.locator('#rank-Species'));
  await eventually(
    () => page.locator('#rank-Species').evaluate((el) => el.getBoundingClientRect().top),
    (top) => top >= 0 && top < 300,
    'the glossary scrolled to the rank',
  );
  await page.goBack();
  await atPath(page, /^\/name-info\/1005$/);
  // walk up the classification
  await page.getByRole('navigation', { name: 'Klassifikasjon' }).getByRole('link', { name: 'Ursus', exact: true }).click();
  await atPath(page, /^\/name-info\/1004$/);
  await expectH1(page, /^Ursus/);
  // open a sibling from the tree
  const genusTree = page.getByRole('list', { name: /Livets tre, åpnet til Ursus$/ });
  await genusTree.getByRole('link', { name: 'Ursus maritimus', exact: true }).click();
  await atPath(page, /^\/name-info\/1006$/);
  await expectH1(page, /Ursus maritimus/);
}

/** A synonym's page links "til" its main name and explains the history note. */
export async function synonymPage({ page, api }) {
  const hits = (await api.get('/api/v1/TaxonName/Search?Search=Picea%20excelsa&limit=1')).body;
  const synonym = hits[0].scientificNameSynonyms.find((n) => n.name === 'Picea excelsa');
  await page.goto(`/name-info/${synonym.nameId}`);
  await expectH1(page, /Picea excelsa/);
  const toMain = page.locator('.main-name-link');
  assert.match(await toMain.innerText(), /^Synonym til Picea abies/);
  await visible(page.getByText('Historikken gjelder bare dette navnet.', { exact: false }));
  await toMain.getByRole('link').click();
  await atPath(page, /^\/name-info\/5005$/);
}

/** Invalid, unknown ids and unknown pages. */
export async function invalidUnknownAndNotFound({ page, allowHttpError }) {
  await page.goto('/name-info/abc');
  await visible(page.getByText('Vitenskapelig navne-id er ugyldig.'));
  allowHttpError(/\/api\/v1\/TaxonName\/ByScientificNameId\/999999$/, 404);
  await page.goto('/name-info/999999');
  await visible(page.getByRole('heading', { name: 'Fant ikke navnet' }));
  // the tab says what the page shows
  await eventually(
    () => page.title(),
    (t) => t === 'Fant ikke navnet – Navnebase',
    'the title of a missing name',
  );
  await page.goto('/finnes/ikke');
  await expectH1(page, 'Denne siden finnes ikke');
  // a short page: the footer sits at the bottom of the window, with no band under it
  const { footerBottom, windowHeight } = await page.evaluate(() => ({
    footerBottom: document.querySelector('footer').getBoundingClientRect().bottom,
    windowHeight: window.innerHeight,
  }));
  assert.ok(Math.abs(footerBottom - windowHeight) <= 1, `the footer ends at the bottom of the window (${footerBottom} of ${windowHeight})`);
  await page.getByRole('link', { name: 'Tilbake til forsiden' }).click();
  await atPath(page, /^\/$/);
}

/** Statistics today and for an earlier date; percentages with two decimals; names per language. */
export async function statisticsForADate({ page, api }) {
  const names = (await api.get('/api/v1/Statistics/NamesCount')).body;
  await page.goto('/statistics');
  await expectH1(page, 'Statistikk');
  await visible(page.getByTestId('statistics-date').filter({ hasText: `Tall per ${norwegianDate()}` }));
  const namesTable = page.getByRole('table', { name: 'Vitenskapelige navn' });
  const totalRow = namesTable.getByRole('row', { name: /Vitenskapelige navn i alt/ });
  await eventually(
    () => totalRow.innerText(),
    (t) => t.replace(/\s/g, '').includes(String(names.totalCount)),
    'today shows the total of names',
  );
  const synonymRow = await namesTable.getByRole('row', { name: /Synonymer/ }).innerText();
  const expected = ((names.synonymsCount / names.totalCount) * 100).toFixed(2).replace('.', ',');
  assert.ok(synonymRow.includes(expected), `synonym share ${expected} % in "${synonymRow}"`);
  assert.match(synonymRow, /\d+,\d\d\s%/);
  const languages = page.getByRole('table', { name: 'Populærnavn per språk' });
  for (const label of ['Norsk, bokmål (nb)', 'Norsk, nynorsk (nn)', 'Nordsamisk (se)', 'Alle språk'])
    await visible(languages.getByRole('row', { name: new RegExp(label.replace(/[()]/g, '\\$&')) }));
  const nb = (await api.get('/api/v1/Statistics/NamesCountByLanguage?languageId=nb')).body;
  assert.ok((await languages.getByRole('row', { name: /bokmål/ }).innerText()).replace(/\s/g, '').includes(String(nb.totalCount)));

  // an earlier date: the demo register was loaded today, so yesterday it was empty
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
  const before = (await api.get(`/api/v1/Statistics/NamesCount?date=${isoDate(yesterday)}`)).body;
  await page.getByLabel('Dato', { exact: true }).fill(isoDate(yesterday));
  await page.getByRole('button', { name: 'Vis statistikk' }).click();
  await atPath(page, new RegExp(`^/statistics\\?date=${isoDate(yesterday)}$`));
  await visible(page.getByTestId('statistics-date').filter({ hasText: `Tall per ${norwegianDate(yesterday)}` }));
  await eventually(
    () => totalRow.innerText(),
    (t) =>
      t.replace(/\s/g, '').endsWith(`${before.totalCount}${before.totalCount ? '' : '0,00%'}`) ||
      t.replace(/\s/g, '').includes(`alt${before.totalCount}`),
    'the earlier date shows its own total',
  );
  await page.getByRole('button', { name: 'Vis i dag' }).click();
  await atPath(page, /^\/statistics$/);
}

/** The front page menu collapses behind "Hovedsider" at 850 px and below. */
export async function mobileMenu({ page, MOBILE, DESKTOP }) {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  const toggle = nav.getByRole('button', { name: /Hovedsider/ });
  await visible(toggle);
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await nav.getByRole('link', { name: 'Statistikk' }).isVisible(), false);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  for (const name of ['Statistikk', 'Om Navnebase', 'Ordforklaringer']) await visible(nav.getByRole('link', { name }));
  await nav.getByRole('link', { name: 'Statistikk' }).click();
  await atPath(page, /^\/statistics$/);
  await expectH1(page, 'Statistikk');
  // on a wide screen there is no toggle
  await page.setViewportSize({ width: 851, height: DESKTOP.height });
  await page.goto('/');
  await visible(nav.getByRole('link', { name: 'Statistikk' }));
  assert.equal(await nav.getByRole('button', { name: /Hovedsider/ }).count(), 0);
}

/** The shell: title, tagline, site search form, login link, active menu item, message bar cleared by navigation. */
export async function shell({ page }) {
  await page.goto('/about');
  assert.equal(await page.locator('html').getAttribute('lang'), 'nb');
  const header = page.getByRole('banner');
  await visible(header.getByText('Navnebase', { exact: true }));
  await visible(header.getByText('Navne- og taksonomiforvaltning for arter i Norge'));
  // the institution's site search and contact address come from the server's configuration
  const siteSearch = header.getByRole('search', { name: 'Søk på nettstedet' });
  await visible(siteSearch);
  assert.equal(await siteSearch.getAttribute('action'), 'https://arter.example.org/sok');
  await visible(page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt: post@arter.example.org' }));
  assert.equal(await siteSearch.locator('input[name="q"]').count(), 1);
  assert.equal(await siteSearch.locator('input[type="hidden"][name="all"]').getAttribute('value'), '1');
  await visible(siteSearch.getByRole('button', { name: 'Søk' }));
  const login = await visible(header.getByRole('link', { name: 'Logg inn' }));
  assert.equal(await login.getAttribute('href'), '/bff/login?returnUrl=%2Fabout');
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  assert.equal(await nav.getByRole('link', { name: 'Om Navnebase' }).getAttribute('aria-current'), 'page');
  assert.equal(await nav.getByRole('link', { name: 'Operasjoner' }).count(), 0, 'anonymous users see no operations');
  assert.equal(await nav.getByRole('link', { name: 'Brukere' }).count(), 0);
  const apiLink = page.getByRole('main').getByRole('link', { name: /API-dokumentasjonen/ });
  assert.equal(await apiLink.getAttribute('target'), '_blank');
  assert.equal(await apiLink.getAttribute('href'), '/api-docs');
  // the message bar: a warning on the statistics page, dismissed with OK, and cleared by a navigation
  await page.goto('/statistics');
  await page.getByLabel('Dato', { exact: true }).fill('2999-01-01');
  await page.getByRole('button', { name: 'Vis statistikk' }).click();
  const bar = await visible(page.getByTestId('message-bar'));
  assert.match(await bar.innerText(), /Datoen kan ikke være fram i tid\./);
  await bar.getByRole('button', { name: 'OK' }).click();
  await hidden(page.getByTestId('message-bar'));
  await page.getByRole('button', { name: 'Vis statistikk' }).click();
  await visible(page.getByTestId('message-bar'));
  await nav.getByRole('link', { name: 'Om Navnebase' }).click();
  await atPath(page, /^\/about$/);
  await hidden(page.getByTestId('message-bar'));
  // operation routes ask for login
  await page.goto('/addtaxon?parentId=1005');
  await visible(page.getByRole('heading', { name: 'Innlogging kreves' }));
}
