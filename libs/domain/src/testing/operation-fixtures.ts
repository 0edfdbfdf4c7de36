import type { ImportedTaxon, RearrangeTaxonNames, SplitTaxon, SwapTaxon, SynonymizeTaxa } from '../register/commands.js';
import { importCommand, mammalTree } from './fixtures.js';
import { testMetadata } from './given-when-then.js';

/**
 * The mammal tree with more bears, for the operation tests (merge, rearrange/swap, swap taxon, split):
 * - 7 Ursus arctos (+ 70 Ursus horribilis, synonym; brunbjørn nb)
 * - 8 Ursus maritimus (+ 80 Thalarctos maritimus, synonym; isbjørn nb, kvitbjørn nn; exists in Norway)
 * - 9 Ursus thibetanus (+ 90 Ursus torquatus, not in use with the outdated-view status; kragebjørn nb; not in Norway)
 * - 10 Ursus americanus (+ 1000 Euarctos americanus, synonym; + 1001 Ursus arctos americanus, a subspecies-rank synonym)
 *   with the child 11 Ursus americanus americanus
 * - 12 Helarctos, a genus beside Ursus under Ursidae (5)
 */
export const bearTree = (): ImportedTaxon[] => {
  const species = (key: string, scientificName: string, author: string, extra: Partial<ImportedTaxon> = {}): ImportedTaxon => ({
    key,
    parentKey: '6',
    preferredTaxonId: Number(key),
    mainName: { scientificName, author, rank: 'Species', taxonomicStatus: 'Accepted', preferredId: Number(key) },
    synonyms: [],
    vernacularNames: [],
    ...extra,
  });
  return [
    ...mammalTree(),
    species('8', 'Ursus maritimus', 'Phipps, 1774', {
      existsInNorway: true,
      synonyms: [{ scientificName: 'Thalarctos maritimus', author: '(Phipps, 1774)', rank: 'Species', taxonomicStatus: 'Synonym', preferredId: 80 }],
      vernacularNames: [
        { vernacularName: 'isbjørn', languageIsoCode: 'nb', status: 'Recommended' },
        { vernacularName: 'kvitbjørn', languageIsoCode: 'nn', status: 'Recommended' },
      ],
    }),
    species('9', 'Ursus thibetanus', 'G. Cuvier, 1823', {
      existsInNorway: false,
      synonyms: [
        {
          scientificName: 'Ursus torquatus',
          author: 'Wagner, 1841',
          rank: 'Species',
          taxonomicStatus: 'NotInUse',
          nomenclaturalStatuses: ['NotInUse'],
          preferredId: 90,
        },
      ],
      vernacularNames: [{ vernacularName: 'kragebjørn', languageIsoCode: 'nb', status: 'Recommended' }],
    }),
    species('10', 'Ursus americanus', 'Pallas, 1780', {
      synonyms: [
        { scientificName: 'Euarctos americanus', author: '(Pallas, 1780)', rank: 'Species', taxonomicStatus: 'Synonym', preferredId: 1000 },
        { scientificName: 'Ursus arctos americanus', author: 'Pallas, 1780', rank: 'Subspecies', taxonomicStatus: 'Synonym', preferredId: 1001 },
      ],
    }),
    {
      key: '11',
      parentKey: '10',
      preferredTaxonId: 11,
      mainName: {
        scientificName: 'Ursus americanus americanus',
        author: 'Pallas, 1780',
        rank: 'Subspecies',
        taxonomicStatus: 'Accepted',
        preferredId: 11,
      },
      synonyms: [],
      vernacularNames: [],
    },
    {
      key: '12',
      parentKey: '5',
      preferredTaxonId: 12,
      mainName: { scientificName: 'Helarctos', author: 'Horsfield, 1825', rank: 'Genus', taxonomicStatus: 'Accepted', preferredId: 12 },
      synonyms: [],
      vernacularNames: [],
    },
  ];
};

export const importBears = () => importCommand(bearTree(), 'import-bears');

export const synonymizeCommand = (data: Partial<SynonymizeTaxa['data']>, commandId = 'merge-1'): SynonymizeTaxa => ({
  type: 'SynonymizeTaxa',
  data: { scientificNames: [], ...data },
  metadata: testMetadata({ commandId, remark: 'Slått sammen' }),
});

export const rearrangeCommand = (
  data: Partial<RearrangeTaxonNames['data']> & Pick<RearrangeTaxonNames['data'], 'oldTaxonId'>,
  commandId = 'swap-1',
): RearrangeTaxonNames => ({
  type: 'RearrangeTaxonNames',
  data: { scientificNames: [], ...data },
  metadata: testMetadata({ commandId }),
});

export const swapTaxonCommand = (data: SwapTaxon['data'], commandId = 'swap-taxon-1'): SwapTaxon => ({
  type: 'SwapTaxon',
  data,
  metadata: testMetadata({ commandId }),
});

export const splitCommand = (data: SplitTaxon['data'], commandId = 'split-1'): SplitTaxon => ({
  type: 'SplitTaxon',
  data,
  metadata: testMetadata({ commandId }),
});
