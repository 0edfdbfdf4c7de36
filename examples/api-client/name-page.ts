/**
 * Search the register and read a name page with the typed client `@navnebase/api-client` (docs/downstream.md, "A typed
 * client"): the paths, their parameters and the answers' fields are the OpenAPI document's, so a wrong path, a
 * missing parameter or a field the API does not answer does not compile.
 *
 *   node examples/api-client/name-page.ts http://localhost:3000 "Ursus arctos"
 */
import { answerOf, createNavnebaseClient, type ScientificNameView } from '@navnebase/api-client';

const [baseUrl = 'http://localhost:3000', text = 'Ursus arctos'] = process.argv.slice(2);
const api = createNavnebaseClient(baseUrl);

// Search: the taxa whose names match, best first.
const hits = await answerOf(api.GET('/api/v1/TaxonName/Search', { params: { query: { Search: text, limit: '5' } } }));
const first = hits[0];
if (!first) {
  console.log(`Ingen treff for «${text}».`);
  process.exit(0);
}

// The name page of the first hit's accepted name: its names, vernacular names and classification.
const page = await answerOf(
  api.GET('/api/v1/TaxonName/ByScientificNameId/{scientificNameId}', {
    params: { path: { scientificNameId: String(first.acceptedScientificName.nameId) } },
  }),
);

// The statuses are the document's unions ('Accepted' | 'Unresolved' | 'Synonym' | 'NotInUse'), so this is checked.
const line = (name: ScientificNameView) => `${name.scientificName} ${name.scientificNameAuthorship} (${name.taxonomicStatus})`;
console.log(`${hits.length} treff; takson ${page.taxonId}:`);
for (const name of page.scientificNames) console.log(`  ${line(name)}`);
for (const v of page.vernacularNames) console.log(`  ${v.vernacularName} [${v.languageIsoCode}, ${v.vernacularNameStatus}]`);
console.log(`  klassifikasjon: ${page.higherClassification.map((c) => c.scientificName).join(' > ')}`);
