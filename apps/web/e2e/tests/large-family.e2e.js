// A large family in the life tree: the children come 200 at a time, the rest by «Vis flere», usable by keyboard.
import { assert, eventually, expectH1, logIn, visible } from '../support.js';

const CSRF = { 'X-CSRF': '1' };
const SPECIES = 230;
/** Epithets in alphabetical order: aaensis, abensis, … */
const epithet = (i) => `${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}ensis`;

const addTaxon = async (page, data) => {
  const response = await page.request.post('/api/v1/TaxonomicOperations/AddTaxon', { headers: CSRF, data });
  const body = await response.json();
  assert.equal(response.status(), 200, JSON.stringify(body));
  return body;
};

/** A genus of 230 species (made here through the API) shows 200, then the other 30 when «Vis flere» is pressed by keyboard. */
export async function largeFamilyLoadsTheNextPage({ page, admin, api }) {
  await logIn(page, admin, '/');
  const ursus = (await api.get('/api/v1/TaxonName/ByScientificNameId/1004')).body;
  const family = ursus.higherClassification.find((item) => item.taxonRank === 'Family');
  assert.ok(family, 'Ursus has a family in its classification');
  const genus = await addTaxon(page, {
    parentScientificNameId: family.scientificNameId,
    rankId: 19,
    scientificName: 'Multiursus',
    author: 'Testesen, 2026',
    taxonomicStatus: 'Accepted',
  });
  for (let i = 0; i < SPECIES; i++) {
    await addTaxon(page, {
      parentScientificNameId: genus.scientificNameId,
      rankId: 22,
      scientificName: epithet(i),
      author: 'Testesen, 2026',
      taxonomicStatus: 'Accepted',
    });
  }

  const childRequests = [];
  page.on('request', (request) => {
    if (request.url().includes(`/Children/ByTaxonNameId/${genus.taxonId}`)) childRequests.push(new URL(request.url()).search);
  });
  await page.goto(`/name-info/${genus.scientificNameId}`);
  await expectH1(page, /Multiursus/);
  const tree = page.getByRole('list', { name: 'Livets tre' });
  const toggle = tree.getByRole('button', { name: 'Åpne Multiursus', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  const group = tree.getByRole('list', { name: 'Under Multiursus' });
  await visible(group.getByRole('link', { name: `Multiursus ${epithet(199)}` }));
  const items = group.locator(':scope > li[data-taxon-id]');
  assert.equal(await items.count(), 200, 'the first page holds 200 children');
  assert.equal(await group.getByRole('link', { name: `Multiursus ${epithet(200)}` }).count(), 0, 'the 201st is not shown yet');

  const more = group.getByRole('button', { name: 'Vis flere (200 av 230 vises)' });
  await visible(more);
  await more.focus();
  await page.keyboard.press('Enter');
  const next = group.getByRole('link', { name: `Multiursus ${epithet(200)}` });
  await visible(next);
  await eventually(() => next.evaluate((element) => element === document.activeElement), Boolean, 'the focus moves to the first new child');
  await visible(group.getByRole('link', { name: `Multiursus ${epithet(SPECIES - 1)}` }));
  assert.equal(await items.count(), SPECIES, 'every child is shown after the second page');
  assert.equal(await group.getByRole('button', { name: /^Vis flere/ }).count(), 0, 'no button when every child is shown');
  assert.equal(childRequests.length, 2, `two pages asked for: ${childRequests.join(' ')}`);
  assert.match(childRequests[0], /^\?limit=200$/);
  assert.match(childRequests[1], /^\?limit=200&after=[\w-]+$/);
}
