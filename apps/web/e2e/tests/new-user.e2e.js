// "Done when" of the public web app: a new visitor finds a species by its Norwegian name, opens its page, walks up
// its classification, opens a sibling from the tree and checks the statistics, all in Norwegian, without errors.
import { assert, atPath, eventually, expectH1, visible } from '../support.js';

export async function newVisitorJourney({ page, screenshot }) {
  await page.goto('/');
  assert.equal(await page.title(), 'Navnebase');
  await visible(page.getByRole('heading', { name: 'Søk i navnebasen' }));

  // find a species by a Norwegian name
  await page.getByRole('combobox', { name: /Søk etter vitenskapelig navn/ }).fill('kantarell');
  const option = await visible(page.getByRole('option').filter({ hasText: 'Cantharellus cibarius' }));
  assert.equal(await option.getByRole('img', { name: 'Sopper (Fungi)' }).count(), 1, 'the fungus icon');
  await option.click();
  await atPath(page, /^\/name-info\/8005$/);
  await expectH1(page, /Cantharellus cibarius/);
  assert.match(await page.title(), /Cantharellus cibarius – Navnebase/);
  await visible(page.getByRole('complementary', { name: 'Takson' }).getByRole('img', { name: 'Sopper (Fungi)' }));
  await screenshot('journey-1-species');

  // walk up its classification: genus, then family
  const classification = page.getByRole('navigation', { name: 'Klassifikasjon' });
  const items = await classification.getByRole('listitem').allInnerTexts();
  assert.deepEqual(
    items.map((t) => t.split(':')[0].trim()),
    ['Rike', 'Rekke', 'Klasse', 'Orden', 'Familie', 'Slekt', 'Art'],
    'the classification shows Norwegian rank labels from kingdom to species',
  );
  await classification.getByRole('link', { name: 'Cantharellus', exact: true }).click();
  await atPath(page, /^\/name-info\/8004$/);
  await page.getByRole('navigation', { name: 'Klassifikasjon' }).getByRole('link', { name: 'Cantharellaceae' }).click();
  await atPath(page, /^\/name-info\/8003$/);
  await expectH1(page, /Cantharellaceae/);

  // open a sibling from the tree: another taxon under the same parent
  const tree = page.getByRole('list', { name: /Livets tre, åpnet til Cantharellaceae/ });
  const family = tree.locator('li[data-taxon-id="8003"]');
  await visible(family);
  const siblings = tree.locator('li[data-taxon-id="8002"] > .tree-group > ul > li');
  await eventually(
    () => siblings.count(),
    (n) => n >= 1,
    'the order is open in the tree',
  );
  const siblingIds = (await siblings.evaluateAll((els) => els.map((el) => el.getAttribute('data-taxon-id')))).filter((id) => id !== '8003');
  let target;
  if (siblingIds.length > 0) {
    target = siblingIds[0];
  } else {
    // no sibling family: take a sibling of the genus instead (another genus under the family), or a child
    const children = await family.locator(':scope > .tree-group > ul > li').evaluateAll((els) => els.map((el) => el.getAttribute('data-taxon-id')));
    target = children.find((id) => id !== '8004') ?? children[0];
  }
  assert.ok(target, 'a sibling (or child) to open');
  const link = tree.locator(`li[data-taxon-id="${target}"] > .tree-row a`).first();
  const name = await link.innerText();
  await link.click();
  await atPath(page, new RegExp(`^/name-info/${target}$`));
  await expectH1(page, new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await screenshot('journey-2-sibling');

  // check the statistics
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Statistikk' }).click();
  await atPath(page, /^\/statistics$/);
  await visible(page.getByRole('table', { name: 'Populærnavn per språk' }));
  const text = await page.getByRole('main').innerText();
  for (const norwegian of [
    'Taksa i alt',
    'Vitenskapelige navn i alt',
    'Synonymer og navn ikke lenger i bruk',
    'Norsk, bokmål (nb)',
    'Nordsamisk (se)',
    'Andel anbefalte',
  ]) {
    assert.ok(text.includes(norwegian), `statistics show "${norwegian}"`);
  }
  // the counts over time: the demo register was made today, so one day, and the same figures as a table
  await visible(page.getByRole('heading', { name: 'Utvikling over tid' }));
  await visible(page.getByText(/^Alle tallene er fra \d\d\.\d\d\.\d{4}\. Utviklingen vises som kurver/));
  await page.getByText('Vis tallene som tabell').click();
  const overTime = await visible(page.getByRole('table', { name: 'Utvikling over tid' }));
  assert.equal(await overTime.getByRole('row').count(), 2, 'a header and one day');
  await screenshot('journey-3-statistics');

  // with changes on several days, a line per count (the answer stubbed in the browser: the days are the server's)
  const days = ['2026-01-10', '2026-03-02', '2026-06-15'].map((day, i) => ({
    day,
    taxa: 400 + 10 * i,
    names: 430 + 20 * i,
    synonyms: 29 + i,
    vernacular: { nb: 200 + i, nn: 116, se: 18 },
  }));
  await page.route('**/api/v1/Statistics/OverTime', (route) => route.fulfill({ json: { days } }));
  await page.reload();
  await visible(page.getByRole('heading', { name: 'Utvikling over tid' }));
  const lines = page.locator('.MuiLineChart-line');
  await lines.first().waitFor({ state: 'visible' });
  assert.equal(await lines.count(), 6, 'one line per count');
  await visible(page.getByText('Populærnavn (Nordsamisk)').first());
  await page.unroute('**/api/v1/Statistics/OverTime');
  await screenshot('journey-4-statistics-over-time');
}
