import { describe, expect, it } from '@jest/globals';
import { importEditTransferTree, updateVernacularCommand } from '../../testing/edit-transfer-fixtures.js';
import { given, testMetadata } from '../../testing/given-when-then.js';
import type { VernacularNameEntry } from '../commands.js';
import type { TaxaImported, VernacularNamesUpdated } from '../events.js';
import { emptyName } from '../records.js';

const tree = () => given([importEditTransferTree()]);
/** Ids of the polar bear's (taxon 11) stored names: nb isbjørn (recommended), nb kvitbjørn, nn isbjørn. */
const ids = () => {
  const names = tree().state.taxa.get(11)!.vernacularNames;
  const id = (name: string, lang: string) => names.find((v) => v.vernacularName === name && v.languageIsoCode === lang)!.id;
  return { isbjorn: id('isbjørn', 'nb'), kvitbjorn: id('kvitbjørn', 'nb'), isbjornNn: id('isbjørn', 'nn') };
};
const update = (vernacularNames: VernacularNameEntry[], taxonId = 11) => updateVernacularCommand({ taxonId, vernacularNames });
const list = (names: readonly { vernacularName: string; languageIsoCode: string; status: string }[]) =>
  names.map((v) => `${v.languageIsoCode}:${v.vernacularName}:${v.status}`).sort();

describe('UpdateVernacularNames', () => {
  it('adds, modifies and deletes names per entry and writes history on the main name', () => {
    const { isbjorn, kvitbjorn, isbjornNn } = ids();
    tree()
      .when(
        update([
          { nameId: isbjorn, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', operation: 'modified' },
          {
            nameId: kvitbjorn,
            vernacularName: 'kvitbjørn',
            languageIsoCode: 'nb',
            vernacularNameStatus: 'Recommended',
            operation: 'modified',
            reference: 'NHM',
          },
          { nameId: isbjornNn, vernacularName: 'isbjørn', languageIsoCode: 'nn', vernacularNameStatus: 'Recommended', operation: 'deleted' },
          { vernacularName: 'guovžža', languageIsoCode: 'se', vernacularNameStatus: 'NotRecommended', operation: 'added', comment: 'nordsamisk' },
        ]),
      )
      .then(([event], state) => {
        const updated = event as VernacularNamesUpdated;
        expect(updated.type).toBe('VernacularNamesUpdated');
        expect(updated.data).toMatchObject({ taxonId: 11, scientificNameId: 11 });
        expect(list(state.taxa.get(11)!.vernacularNames)).toEqual([
          'nb:isbjørn:NotRecommended',
          'nb:kvitbjørn:Recommended',
          'se:guovžža:Recommended',
        ]);
        const added = state.taxa.get(11)!.vernacularNames.find((v) => v.languageIsoCode === 'se')!;
        expect(added.id).toBeGreaterThan(isbjornNn);
        expect(added.comment).toBe('nordsamisk');
        expect(updated.data.history!.map((h) => [h.scientificNameId, h.changeType])).toEqual([
          [11, 'Inserted'],
          [11, 'Remove'],
          [11, 'Edit'],
        ]);
        expect(updated.data.history![0]!.dataAfter).toEqual([
          expect.objectContaining({ vernacularName: 'guovžža', languageIsoCode: 'se', scientificName: 'Ursus maritimus Phipps, 1774' }),
        ]);
        expect(updated.data.history![1]!.dataBefore).toEqual([expect.objectContaining({ vernacularName: 'isbjørn', languageIsoCode: 'nn' })]);
        expect(updated.data.history![2]!.dataBefore.map((i) => i.vernacularNameStatus)).toEqual(['Recommended', 'NotRecommended']);
        expect(updated.data.history![2]!.dataAfter.map((i) => i.vernacularNameStatus)).toEqual(['NotRecommended', 'Recommended']);
      });
  });

  it('ignores entries marked none and keeps names the request does not mention', () =>
    tree()
      .when(
        update([
          {
            nameId: ids().isbjorn,
            vernacularName: 'changed in a stale form',
            languageIsoCode: 'nb',
            vernacularNameStatus: 'NotRecommended',
            operation: 'none',
          },
          { vernacularName: 'bjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', operation: 'added' },
        ]),
      )
      .then((_, state) =>
        expect(list(state.taxa.get(11)!.vernacularNames)).toEqual([
          'nb:bjørn:NotRecommended',
          'nb:isbjørn:Recommended',
          'nb:kvitbjørn:NotRecommended',
          'nn:isbjørn:Recommended',
        ]),
      ));

  it('makes the one remaining name of a language the recommended one', () =>
    tree()
      .when(
        update([
          { nameId: ids().isbjorn, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'deleted' },
        ]),
      )
      .then((_, state) => expect(list(state.taxa.get(11)!.vernacularNames)).toEqual(['nb:kvitbjørn:Recommended', 'nn:isbjørn:Recommended'])));

  it('treats entries without an operation as modified (with nameId) or added', () =>
    tree()
      .when(
        update([
          {
            nameId: ids().kvitbjorn,
            vernacularName: 'kvitbjørn',
            languageIsoCode: 'nb',
            vernacularNameStatus: 'NotRecommended',
            comment: 'eldre navn',
          },
          { vernacularName: 'jääkarhu', languageIsoCode: 'se', vernacularNameStatus: 'Recommended' },
        ]),
      )
      .then((_, state) => {
        expect(state.taxa.get(11)!.vernacularNames.find((v) => v.vernacularName === 'kvitbjørn')!.comment).toBe('eldre navn');
        expect(state.taxa.get(11)!.vernacularNames).toHaveLength(4);
      }));

  it('counts a change of any one field as an edit, recorded as one Edit entry with the name before and after', () => {
    const { kvitbjorn } = ids();
    const kvit = { nameId: kvitbjorn, vernacularName: 'kvitbjørn', languageIsoCode: 'nb' as const, vernacularNameStatus: 'NotRecommended' as const };
    const item = (fields: object) => ({
      taxonId: 11,
      scientificNameId: 11,
      scientificName: 'Ursus maritimus Phipps, 1774',
      vernacularName: 'kvitbjørn',
      languageIsoCode: 'nb',
      vernacularNameStatus: 'NotRecommended',
      ...fields,
    });
    const edits: [Partial<VernacularNameEntry>, object][] = [
      [{ vernacularName: 'hvitbjørn' }, { vernacularName: 'hvitbjørn' }],
      [{ languageIsoCode: 'nn' }, { languageIsoCode: 'nn' }],
      [{ reference: 'NHM' }, { reference: 'NHM' }],
      [{ comment: 'eldre navn' }, { comment: 'eldre navn' }],
    ];
    for (const [change, after] of edits)
      tree()
        .when(update([{ ...kvit, ...change, operation: 'modified' }]))
        .then(([event], state) => {
          const updated = event as VernacularNamesUpdated;
          expect(updated.data.history).toEqual([{ scientificNameId: 11, changeType: 'Edit', dataBefore: [item({})], dataAfter: [item(after)] }]);
          expect(state.taxa.get(11)!.vernacularNames.find((v) => v.id === kvitbjorn)).toMatchObject(after);
        });
  });

  it('records only what happened: an insert alone, a removal alone', () => {
    tree()
      .when(update([{ vernacularName: 'bjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', operation: 'added' }]))
      .then(([event]) =>
        expect((event as VernacularNamesUpdated).data.history).toEqual([
          {
            scientificNameId: 11,
            changeType: 'Inserted',
            dataBefore: [],
            dataAfter: [expect.objectContaining({ vernacularName: 'bjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended' })],
          },
        ]),
      );
    tree()
      .when(
        update([
          {
            nameId: ids().kvitbjorn,
            vernacularName: 'kvitbjørn',
            languageIsoCode: 'nb',
            vernacularNameStatus: 'NotRecommended',
            operation: 'deleted',
          },
        ]),
      )
      .then(([event]) =>
        expect((event as VernacularNamesUpdated).data.history).toEqual([
          {
            scientificNameId: 11,
            changeType: 'Remove',
            dataBefore: [expect.objectContaining({ vernacularName: 'kvitbjørn', languageIsoCode: 'nb' })],
            dataAfter: [],
          },
        ]),
      );
  });

  it('gives each added name its own new id, also when the entry carries a null nameId', () => {
    const first = tree().state.nextVernacularNameId;
    tree()
      .when(
        update([
          // A request's JSON may carry a null nameId.
          { nameId: null as never, vernacularName: 'bjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended' },
          { vernacularName: 'guovžža', languageIsoCode: 'se', vernacularNameStatus: 'Recommended', operation: 'added' },
        ]),
      )
      .then(([event], state) => {
        const names = state.taxa.get(11)!.vernacularNames;
        expect(names.filter((v) => v.id >= first).map((v) => [v.id, v.vernacularName])).toEqual([
          [first, 'bjørn'],
          [first + 1, 'guovžža'],
        ]);
        const { effects } = (event as VernacularNamesUpdated).data;
        expect(effects.names).toEqual([]);
        expect(effects.taxa).toEqual([{ before: tree().state.taxa.get(11), after: { ...tree().state.taxa.get(11), vernacularNames: names } }]);
      });
  });

  it('refuses a second recommended name in a language', () =>
    tree()
      .when(update([{ vernacularName: 'bjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'added' }]))
      .thenThrows('VERNACULAR_MORE_THAN_ONE_RECOMMENDED'));
  it('refuses a language without a recommended name', () =>
    tree()
      .when(
        update([
          { nameId: ids().isbjorn, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', operation: 'modified' },
        ]),
      )
      .thenThrows('VERNACULAR_RECOMMENDED_REQUIRED'));
  it('refuses a duplicate in one language', () =>
    tree()
      .when(update([{ vernacularName: 'Kvitbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', operation: 'added' }]))
      .thenThrows('VERNACULAR_NAME_DUPLICATE'));
  it('refuses to modify or delete a name the taxon does not have', () => {
    tree()
      .when(update([{ nameId: 99999, vernacularName: 'x', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', operation: 'modified' }]))
      .thenThrows('VERNACULAR_NAME_NOT_ON_TAXON');
    const brown = tree().state.taxa.get(7)!.vernacularNames[0]!.id;
    tree()
      .when(
        update([{ nameId: brown, vernacularName: 'brunbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'deleted' }]),
      )
      .thenThrows('VERNACULAR_NAME_NOT_ON_TAXON');
    tree()
      .when(update([{ vernacularName: 'x', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', operation: 'deleted' }]))
      .thenThrows('VERNACULAR_NAME_NOT_ON_TAXON');
  });
  it('refuses the same name twice', () => {
    const { kvitbjorn } = ids();
    tree()
      .when(
        update([
          {
            nameId: kvitbjorn,
            vernacularName: 'kvitbjørn',
            languageIsoCode: 'nb',
            vernacularNameStatus: 'NotRecommended',
            operation: 'modified',
            comment: 'a',
          },
          { nameId: kvitbjorn, vernacularName: 'kvitbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended', operation: 'deleted' },
        ]),
      )
      .thenThrows('VERNACULAR_ENTRY_TWICE');
  });
  it('refuses empty names and unknown languages', () => {
    tree()
      .when(update([{ vernacularName: ' ', languageIsoCode: 'se', vernacularNameStatus: 'Recommended', operation: 'added' }]))
      .thenThrows('VERNACULAR_NAME_REQUIRED');
    tree()
      .when(update([{ vernacularName: 'polar bear', languageIsoCode: 'en' as never, vernacularNameStatus: 'Recommended', operation: 'added' }]))
      .thenThrows('VERNACULAR_LANGUAGE_INVALID');
  });
  it('refuses a request that changes nothing', () =>
    tree()
      .when(
        update([
          { nameId: ids().isbjorn, vernacularName: 'isbjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended', operation: 'modified' },
        ]),
      )
      .thenThrows('NO_CHANGE'));
  it('refuses a taxon without a current name', () => {
    const orphan: TaxaImported = {
      type: 'TaxaImported',
      data: {
        importId: 'broken',
        source: 'test',
        batch: 0,
        effects: {
          taxa: [{ before: null, after: { id: 500, parentId: 6, existsInNorway: null, vernacularNames: [] } }],
          names: [
            {
              before: null,
              after: emptyName({ id: 500, taxonId: 500, scientificName: 'Ursus orphanus', rank: 'Species', taxonomicStatus: 'Synonym' }),
            },
          ],
        },
      },
      metadata: testMetadata(),
    };
    given([importEditTransferTree(), orphan])
      .when(update([{ vernacularName: 'bjørn', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }], 500))
      .thenThrows('VERNACULAR_ONLY_FOR_TAXON');
  });
  it('refuses an unknown taxon and a built-in sphere', () => {
    tree().when(update([], 4242)).thenThrows('TAXON_NOT_FOUND');
    tree()
      .when(update([{ vernacularName: 'liv', languageIsoCode: 'nb', vernacularNameStatus: 'Recommended' }], -1))
      .thenThrows('BUILT_IN_TAXON');
  });
});
