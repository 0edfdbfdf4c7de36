import { ZipArchive } from 'archiver';
import { buffer } from 'node:stream/consumers';

/** A zip of text files (name → content), as a user would upload it. */
export const zipArchive = async (files: Readonly<Record<string, string>>): Promise<Buffer> => {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const bytes = buffer(zip);
  for (const [name, content] of Object.entries(files)) zip.append(content, { name });
  await zip.finalize();
  return bytes;
};

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
  ['f1', '', '', 'Fungi', '', 'kingdom', 'accepted'],
  ['f2', 'f1', '', 'Basidiomycota', '', 'phylum', 'accepted'],
  ['f3', 'f2', '', 'Agaricomycetes', '', 'class', 'accepted'],
  ['f4', 'f3', '', 'Boletales', '', 'order', 'accepted'],
  ['f5', 'f4', '', 'Boletaceae', '', 'family', 'accepted'],
  ['f6', 'f5', '', 'Boletus', 'Fr.', 'genus', 'accepted'],
  ['f7', 'f6', '', 'Boletus edulis', 'Bull.', 'species', 'accepted'],
  ['f8', '', 'f7', 'Boletus bulbosus', 'Schaeff.', 'species', 'synonym'],
  ['f9', 'f6', '', 'Boletus pinophilus', 'Pilát & Dermek', 'species', 'ubestemt'],
];

/**
 * A small Darwin Core Archive of fungi (7 taxa, 1 synonym) with one row whose taxonomic status is unknown, so its
 * check has one problem to show.
 */
export const fungiArchive = (): Promise<Buffer> =>
  zipArchive({
    'meta.xml': META,
    'taxon.txt': [
      ['taxonID', 'parentNameUsageID', 'acceptedNameUsageID', 'scientificName', 'scientificNameAuthorship', 'taxonRank', 'taxonomicStatus'],
      ...ROWS,
    ]
      .map((row) => row.join('\t'))
      .join('\n'),
  });
