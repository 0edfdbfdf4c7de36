// A whole Darwin Core Archive imported through the admin screen: checked first (nothing written), the counts, the
// problems by reason and the top of the tree shown, and imported only when the administrator confirms.
import { createRequire } from 'node:module';
import { buffer } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { assert, axe, eventually, expectH1, logIn, visible } from '../support.js';

const META = `<?xml version="1.0" encoding="UTF-8"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/">
  <core encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.tdwg.org/dwc/terms/Taxon">
    <files><location>taxon.txt</location></files>
    <id index="0"/>
    <field index="0" term="http://rs.tdwg.org/dwc/terms/taxonID"/>
    <field index="1" term="http://rs.tdwg.org/dwc/terms/parentNameUsageID"/>
    <field index="2" term="http://rs.tdwg.org/dwc/terms/acceptedNameUsageID"/>
    <field index="3" term="http://rs.tdwg.org/dwc/terms/scientificName"/>
    <field index="4" term="http://rs.tdwg.org/dwc/terms/scientificNameAuthorship"/>
    <field index="5" term="http://rs.tdwg.org/dwc/terms/taxonRank"/>
    <field index="6" term="http://rs.tdwg.org/dwc/terms/taxonomicStatus"/>
  </core>
</archive>`;

const ROWS = [
  ['taxonID', 'parentNameUsageID', 'acceptedNameUsageID', 'scientificName', 'scientificNameAuthorship', 'taxonRank', 'taxonomicStatus'],
  ['c1', '', '', 'Chromista', 'Cavalier-Smith', 'kingdom', 'accepted'],
  ['c2', 'c1', '', 'Ochrophyta', 'Cavalier-Smith', 'phylum', 'accepted'],
  ['c3', 'c2', '', 'Phaeophyceae', 'Kjellman', 'class', 'accepted'],
  ['c4', 'c3', '', 'Laminariales', 'Migula', 'order', 'accepted'],
  ['c5', 'c4', '', 'Laminariaceae', 'Bory', 'family', 'accepted'],
  ['c6', 'c5', '', 'Laminaria', 'J.V.Lamouroux', 'genus', 'accepted'],
  ['c7', 'c6', '', 'Laminaria digitata', '(Hudson) J.V.Lamouroux', 'species', 'accepted'],
  ['c8', '', 'c7', 'Fucus digitatus', 'Hudson', 'species', 'synonym'],
  ['c9', 'c6', '', 'Laminaria hyperborea', '(Gunnerus) Foslie', 'species', 'ubestemt'],
];

/** The API's own zip writer (archiver 8; another major version may be hoisted to the root for other packages). */
const zipWriter = async () => {
  const path = createRequire(new URL('../../../api/package.json', import.meta.url)).resolve('archiver');
  return (await import(pathToFileURL(path).href)).ZipArchive;
};

const tareArchive = async () => {
  const ZipArchive = await zipWriter();
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const bytes = buffer(zip);
  zip.append(META, { name: 'meta.xml' });
  zip.append(ROWS.map((row) => row.join('\t')).join('\n'), { name: 'taxon.txt' });
  await zip.finalize();
  return bytes;
};

export async function archiveImportWithCheckFirst({ page, admin, api, screenshot }) {
  await logIn(page, admin, '/operations');
  await page.getByRole('link', { name: 'Importer et arkiv' }).click();
  await expectH1(page, 'Importer et arkiv');
  const check = page.getByRole('button', { name: 'Kontroller arkivet' });
  assert.equal(await check.isDisabled(), true, 'locked until an archive is chosen');
  await axe(page, '/import/arkiv');

  await page.locator('input[type=file]').setInputFiles({ name: 'tare.zip', mimeType: 'application/zip', buffer: await tareArchive() });
  await visible(page.getByText('Valgt arkiv: tare.zip'));
  await page.getByRole('checkbox', { name: 'Merk arter og lavere nivåer som funnet i Norge' }).check();
  await check.click();

  // the check: counts, the problem by reason, the top of the tree; nothing written yet
  const result = await visible(page.getByRole('region', { name: '2. Resultatet av kontrollen' }), 60_000);
  await visible(result.getByText(/1 rad blir ikke importert\. 7 taksa kan importeres fra Darwin Core Archive-arkivet tare\./));
  await visible(result.getByRole('row', { name: /Taksa\s+7/ }));
  await visible(result.getByText('taxon.txt (tegnkoding UTF-8): 9 rader, 8 importeres, 1 hoppes over'));
  await visible(result.getByText(/Ukjent taksonomisk status .*1 rad, ikke importert/));
  await visible(result.getByText(/taxon\.txt rad 10 \(id c9\)/));
  const tree = result.getByRole('list', { name: 'Toppen av treet som bygges' });
  await visible(tree.getByText(/Rike Chromista Cavalier-Smith – 6 taksa under/));
  await visible(tree.getByText(/Rekke Ochrophyta Cavalier-Smith – 5 taksa under/));
  const before = await api.get(`/api/v1/TaxonName/Search?Search=${encodeURIComponent('Laminaria digitata')}&limit=5`);
  assert.equal(before.body.length, 0, 'the check wrote nothing');
  await axe(page, '/import/arkiv (checked)');
  await screenshot('archive-import-checked-desktop');

  // the import, on confirmation
  await result.getByRole('button', { name: 'Importer 7 taksa' }).click();
  await visible(page.getByText('Arkivet er importert: 7 taksa og 8 vitenskapelige navn (1 synonym), 0 populærnavn.'), 60_000);
  const { body: hits } = await eventually(
    () => api.get(`/api/v1/TaxonName/Search?Search=${encodeURIComponent('Laminaria digitata')}&limit=5`),
    (r) => r.status === 200 && r.body.length > 0,
    'the imported name is found',
  );
  await page.goto(`/name-info/${hits[0].acceptedScientificName.nameId}`);
  await expectH1(page, /Laminaria digitata/);
  await visible(page.getByRole('navigation', { name: 'Klassifikasjon' }).getByRole('link', { name: 'Laminariaceae' }));
}
