import type { OperationMetadata, RegisterCommand } from '@navnebase/domain';

/**
 * Every kind of operation on the bear tree (libs/domain/src/testing/operation-fixtures.ts), in an order that works:
 * merge, rearrange, swap with a new name, swap taxon (a name not in use comes back as a synonym), split, transfer with
 * new combinations, add, edit, vernacular names, a name added as not in use, a name withdrawn, delete.
 */
export type ScenarioStep = RegisterCommand | ((nameId: (scientificName: string) => number) => RegisterCommand);

export const feedScenario = (metadata: (n: number) => OperationMetadata): ScenarioStep[] => {
  let n = 0;
  const m = () => metadata(++n);
  return [
    {
      type: 'SynonymizeTaxa',
      data: {
        scientificNames: [
          { nameId: 7, taxonomicStatus: 'Accepted' },
          { nameId: 70, taxonomicStatus: 'Synonym' },
          { nameId: 8, taxonomicStatus: 'Synonym' },
          { nameId: 80, taxonomicStatus: 'Synonym' },
        ],
      },
      metadata: m(),
    },
    {
      type: 'RearrangeTaxonNames',
      data: {
        oldTaxonId: 7,
        scientificNames: [
          { nameId: 7, taxonomicStatus: 'Synonym' },
          { nameId: 8, taxonomicStatus: 'Accepted' },
        ],
      },
      metadata: m(),
    },
    {
      type: 'RearrangeTaxonNames',
      data: {
        oldTaxonId: 10,
        scientificNames: [],
        newScientificNames: [{ parentScientificNameId: 6, scientificName: 'randi', author: 'Test, 2026', taxonomicStatus: 'Synonym' }],
        keepTaxonId: false,
      },
      metadata: m(),
    },
    { type: 'SwapTaxon', data: { scientificNameId: 90, targetTaxonId: 106, taxonomicStatus: 'Synonym' }, metadata: m() },
    {
      type: 'SplitTaxon',
      data: {
        oldTaxonId: 106,
        newTaxons: [
          {
            scientificNames: [
              { nameId: 8, taxonomicStatus: 'Accepted' },
              { nameId: 80, taxonomicStatus: 'Synonym' },
              { nameId: 90, taxonomicStatus: 'Synonym' },
            ],
            vernacularNames: [
              { nameId: 2, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' },
              { nameId: 3, vernacularName: 'kvitbjørn', languageIsoCode: 'nn', vernacularNameStatus: 'Recommended' },
            ],
          },
          {
            scientificNames: [
              { nameId: 7, taxonomicStatus: 'Accepted' },
              { nameId: 70, taxonomicStatus: 'Synonym' },
            ],
            vernacularNames: [{ nameId: 1, vernacularName: 'brunbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }],
          },
        ],
      },
      metadata: m(),
    },
    { type: 'TransferParent', data: { scientificNameId: 9, newParentScientificNameId: 12, authorEditor: 'Test, 2026' }, metadata: m() },
    {
      type: 'AddTaxon',
      data: { parentScientificNameId: 12, rank: 'Species', scientificName: 'malayanus', author: '(Raffles, 1821)' },
      metadata: m(),
    },
    { type: 'EditScientificName', data: { scientificNameId: 1000, author: '(Pallas, 1780) s.l.', comment: 'Forfatter rettet' }, metadata: m() },
    {
      type: 'UpdateVernacularNames',
      data: {
        taxonId: 5,
        vernacularNames: [{ vernacularName: 'bjørnefamilien', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'added' }],
      },
      metadata: m(),
    },
    {
      type: 'AddTaxon',
      data: { isNotInUseToId: 12, scientificName: 'Helarctos vetus', author: 'Test, 1900', nomenclaturalStatus: ['NotInUse'] },
      metadata: m(),
    },
    { type: 'AddTaxon', data: { synonymToId: 12, scientificName: 'Helarctos brevis', author: 'Test, 1901' }, metadata: m() },
    (nameId) => ({
      type: 'RearrangeTaxonNames',
      data: {
        oldTaxonId: 12,
        scientificNames: [
          { nameId: 12, taxonomicStatus: 'Accepted' },
          { nameId: nameId('Helarctos brevis'), taxonomicStatus: 'NotInUse', nomenclaturalStatus: ['NotInUse'] },
        ],
        keepTaxonId: true,
      },
      metadata: m(),
    }),
    { type: 'DeleteScientificName', data: { scientificNameId: 11, deleteTaxon: true }, metadata: m() },
  ];
};

/** Runs the steps one by one (failing on a refused step), resolving names from the read models before each. */
export const runScenario = async (
  steps: readonly ScenarioStep[],
  execute: (command: RegisterCommand) => Promise<unknown>,
  names: () => Promise<Map<string, number>>,
  afterEach: (index: number) => Promise<void> = async () => undefined,
): Promise<void> => {
  for (const [index, step] of steps.entries()) {
    const lookup = typeof step === 'function' ? await names() : new Map<string, number>();
    const command =
      typeof step === 'function'
        ? step((name) => {
            const id = lookup.get(name);
            if (id === undefined) throw new Error(`No name ${name}`);
            return id;
          })
        : step;
    try {
      await execute(command);
    } catch (error) {
      throw new Error(`Step ${index} (${command.type}) was refused: ${(error as Error).message}`);
    }
    await afterEach(index);
  }
};
