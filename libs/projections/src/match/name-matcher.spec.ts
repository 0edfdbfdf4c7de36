import { describe, expect, it } from '@jest/globals';
import type { NameAttribute, Rank, TaxonomicStatus, VernacularNameRecord } from '@navnebase/domain';
import { searchKey } from '../search-key.js';
import type { NameSummary } from '../views.js';
import { NameMatchIndex, type MatchableName } from './name-match-index.js';
import { matchNames, type MatchSource } from './name-matcher.js';

type Name = NameSummary & MatchableName;
interface Vernacular {
  taxonId: number;
  vernacular: VernacularNameRecord;
}
interface Taxon {
  existsInNorway: boolean | null;
  vernacularNames: VernacularNameRecord[];
  names: Name[];
}

/** A small register: homonyms, a synonym, a name not in use, a hybrid, an aggregate and shared vernacular names. */
const register = (): MatchSource<Name, Vernacular> & { index: NameMatchIndex<Name, Vernacular> } => {
  const index = new NameMatchIndex<Name, Vernacular>();
  const taxa = new Map<number, Taxon>();
  let vernacularId = 1;
  const taxon = (
    taxonId: number,
    existsInNorway: boolean | null,
    vernacular: [string, 'nb' | 'nn' | 'se', 'Recommended' | 'NotRecommended'][] = [],
  ) => {
    const vernacularNames = vernacular.map(([vernacularName, languageIsoCode, status]) => ({
      id: vernacularId++,
      vernacularName,
      languageIsoCode,
      status,
      reference: '',
      comment: '',
    })) as VernacularNameRecord[];
    taxa.set(taxonId, { existsInNorway, vernacularNames, names: [] });
    for (const v of vernacularNames) index.addVernacular({ taxonId, vernacular: v });
  };
  const name = (
    id: number,
    taxonId: number,
    scientificName: string,
    author: string,
    rank: Rank,
    status: TaxonomicStatus = 'Accepted',
    attributes: NameAttribute[] = [],
  ) => {
    const n: Name = { id, taxonId, scientificName, author, rank, taxonomicStatus: status, attributes, key: searchKey(scientificName) };
    taxa.get(taxonId)!.names.push(n);
    index.addName(n);
  };
  taxon(6, true);
  name(6, 6, 'Ursus', 'Linnaeus, 1758', 'Genus');
  taxon(7, true, [
    ['brunbjørn', 'nb', 'Recommended'],
    ['bjørn', 'nb', 'NotRecommended'],
    ['brunbjørn', 'nn', 'Recommended'],
    ['guovža', 'se', 'Recommended'],
  ]);
  name(7, 7, 'Ursus arctos', 'Linnaeus, 1758', 'Species');
  name(70, 7, 'Ursus horribilis', 'Ord, 1815', 'Species', 'Synonym');
  taxon(8, false, [['isbjørn', 'nb', 'Recommended']]);
  name(8, 8, 'Ursus maritimus', 'Phipps, 1774', 'Species');
  taxon(20, true);
  name(20, 20, 'Salix', 'L.', 'Genus');
  taxon(21, true, [['hvitpil', 'nb', 'Recommended']]);
  name(21, 21, 'Salix alba', 'L.', 'Species');
  taxon(22, true);
  name(22, 22, 'Salix alba subsp. vitellina', '(L.) Arcang.', 'Subspecies');
  name(23, 22, 'Salix vitellina', 'L.', 'Species', 'NotInUse');
  taxon(30, true, [['spraglestarr', 'nb', 'Recommended']]);
  name(30, 30, 'Carex ×halophila', 'Nyl.', 'Species', 'Accepted', ['Hybrid']);
  taxon(31, true);
  name(31, 31, 'Carex', 'L.', 'Genus');
  // Homonyms: a plant genus and a bird genus.
  taxon(50, true);
  name(50, 50, 'Oenanthe', 'L.', 'Genus');
  taxon(51, true);
  name(51, 51, 'Oenanthe', 'Vieillot, 1816', 'Genus');
  taxon(60, true, [['blåbær', 'nb', 'Recommended']]);
  name(60, 60, 'Vaccinium myrtillus', 'L.', 'Species');
  taxon(70, true);
  name(71, 70, 'Pohlia nutans', '(Hedw.) Lindb.', 'Species', 'Accepted', ['Agg']);
  taxon(72, true);
  name(72, 72, 'Pohlia nutans', '(Hedw.) Lindb.', 'Species');
  // Two taxa share a vernacular name (both recommended).
  taxon(80, true, [['fjellrev', 'nb', 'Recommended']]);
  name(80, 80, 'Vulpes lagopus', 'Linnaeus, 1758', 'Species');
  taxon(81, true, [['fjellrev', 'nb', 'Recommended']]);
  name(81, 81, 'Alopex lagopus', 'Linnaeus, 1758', 'Species');
  return { index, matchIndex: index, taxon: (id) => taxa.get(id) };
};

describe('matchNames (listesøk)', () => {
  const source = register();
  const one = (input: string) => matchNames(source, [input])[0]!;

  it('matches a name with its authorship exactly, with the vernacular names and presence in Norway', () => {
    expect(one('Ursus arctos Linnaeus, 1758')).toMatchObject({
      matchType: 'exact',
      confidence: 100,
      match: { scientificNameId: 7, scientificName: 'Ursus arctos', author: 'Linnaeus, 1758', rank: 'Species', taxonomicStatus: 'Accepted' },
      vernacularNames: { nb: 'brunbjørn', nn: 'brunbjørn', se: 'guovža' },
      existsInNorway: true,
    });
    expect(one('Ursus arctos Linnaeus 1758').matchType).toBe('exact');
    expect(one('Ursus arctos (Linnaeus, 1758)').matchType).toBe('canonical');
    // the same author abbreviated, or without the year: exact, a little less sure than the authorship as stored
    expect(one('Ursus arctos L.')).toMatchObject({ matchType: 'exact', confidence: 98, match: { scientificNameId: 7 } });
    expect(one('Ursus arctos L., 1758')).toMatchObject({ matchType: 'exact', confidence: 98 });
    expect(one('Ursus arctos Linnaeus, 1753')).toMatchObject({ matchType: 'canonical', confidence: 90 });
    expect(one('Salix alba subsp. vitellina (Linnaeus) Arcangeli')).toMatchObject({ matchType: 'exact', match: { scientificNameId: 22 } });
  });

  it('matches a name without authorship, or with another authorship, canonically', () => {
    expect(one('Ursus arctos')).toMatchObject({ matchType: 'canonical', confidence: 97, match: { scientificNameId: 7 } });
    expect(one('ursus  ARCTOS')).toMatchObject({ matchType: 'canonical', match: { scientificNameId: 7 } });
    expect(one('Ursus arctos Pallas')).toMatchObject({ matchType: 'canonical', confidence: 90, match: { scientificNameId: 7 } });
  });

  it('answers the accepted name for a synonym and for a name not in use', () => {
    expect(one('Ursus horribilis Ord')).toMatchObject({
      matchType: 'synonym',
      match: { scientificNameId: 70 },
      acceptedName: { scientificNameId: 7 },
    });
    expect(one('Salix vitellina')).toMatchObject({
      matchType: 'synonym',
      match: { scientificNameId: 23, taxonomicStatus: 'NotInUse' },
      acceptedName: { scientificNameId: 22, scientificName: 'Salix alba subsp. vitellina' },
    });
  });

  it('reads infraspecific markers, hybrids and aggregates', () => {
    expect(one('Salix alba ssp. vitellina')).toMatchObject({ matchType: 'canonical', match: { scientificNameId: 22 } });
    expect(one('Salix alba vitellina')).toMatchObject({ matchType: 'canonical', match: { scientificNameId: 22 } });
    expect(one('Carex x halophila Nyl.')).toMatchObject({ matchType: 'exact', match: { scientificNameId: 30 } });
    expect(one('Pohlia nutans agg.')).toMatchObject({ match: { scientificNameId: 71 } });
    expect(one('Pohlia nutans')).toMatchObject({ match: { scientificNameId: 72 } });
  });

  it('matches vernacular names, with Norwegian letters written in ASCII', () => {
    expect(one('brunbjørn')).toMatchObject({
      matchType: 'vernacular',
      confidence: 95,
      match: { scientificNameId: 7 },
      matchedVernacularName: 'brunbjørn',
    });
    expect(one('Blabaer')).toMatchObject({ matchType: 'vernacular', confidence: 90, match: { scientificNameId: 60 } });
    expect(one('guovža')).toMatchObject({ matchType: 'vernacular', match: { scientificNameId: 7 } });
  });

  it('matches one- and two-letter typos fuzzily', () => {
    expect(one('Ursus arctoss')).toMatchObject({ matchType: 'fuzzy', confidence: 85, match: { scientificNameId: 7 } });
    expect(one('Ursus arcots')).toMatchObject({ matchType: 'fuzzy', confidence: 70, match: { scientificNameId: 7 } });
    expect(one('Ursos maritimus')).toMatchObject({ matchType: 'fuzzy', match: { scientificNameId: 8 } });
    expect(one('Vacinium myrtilus')).toMatchObject({ matchType: 'fuzzy', match: { scientificNameId: 60 } });
    expect(one('isbjørm')).toMatchObject({ matchType: 'fuzzy', match: { scientificNameId: 8 } });
    // both edits in a long genus: the genus two edits away, with the same epithet
    expect(one('Vaxcinuum myrtillus')).toMatchObject({ matchType: 'fuzzy', confidence: 70, match: { scientificNameId: 60 } });
  });

  it('falls back to the genus (or the species of an unknown subspecies) as a higher rank', () => {
    expect(one('Ursus spelaeus')).toMatchObject({ matchType: 'higherRank', match: { scientificNameId: 6, rank: 'Genus' } });
    expect(one('Salix alba subsp. nonexistens')).toMatchObject({ matchType: 'higherRank', match: { scientificNameId: 21 } });
    expect(one('Salix sp.')).toMatchObject({ matchType: 'higherRank', confidence: 90, match: { scientificNameId: 20 } });
    expect(one('Ursus aff. arctos')).toMatchObject({
      matchType: 'higherRank',
      match: { scientificNameId: 6 },
      remark: expect.stringContaining('aff.'),
    });
  });

  it('keeps cf. matches, less sure', () => {
    expect(one('Ursus cf. arctos')).toMatchObject({
      matchType: 'canonical',
      confidence: 82,
      match: { scientificNameId: 7 },
      parsed: { qualifier: 'cf.' },
    });
  });

  it('answers homonyms and shared vernacular names as ambiguous with the alternatives, unless the authorship decides', () => {
    const homonym = one('Oenanthe');
    expect(homonym.matchType).toBe('ambiguous');
    expect(homonym.match).toBeUndefined();
    expect(homonym.alternatives!.map((a) => a.scientificNameId).sort()).toEqual([50, 51]);
    expect(one('Oenanthe Vieillot, 1816')).toMatchObject({ matchType: 'exact', match: { scientificNameId: 51 } });
    expect(one('Oenanthe Vieill.')).toMatchObject({ matchType: 'exact', match: { scientificNameId: 51 } });
    expect(one('Oenanthe Linnaeus, 1753')).toMatchObject({ matchType: 'exact', match: { scientificNameId: 50 } });
    expect(
      one('fjellrev')
        .alternatives!.map((a) => a.scientificNameId)
        .sort(),
    ).toEqual([80, 81]);
  });

  it('matches nothing for nonsense and empty lines', () => {
    for (const input of ['Qwrtzx plomfbv', 'asdfgh', '', '   ', '12345', 'xx']) {
      expect(one(input)).toMatchObject({ matchType: 'none', confidence: 0 });
      expect(one(input).match).toBeUndefined();
    }
  });

  it('answers one result per input, in input order, repeated inputs included', () => {
    const inputs = ['Salix alba', 'nonsens', 'Salix alba', 'brunbjørn'];
    expect(matchNames(source, inputs).map((r) => [r.input, r.matchType])).toEqual([
      ['Salix alba', 'canonical'],
      ['nonsens', 'none'],
      ['Salix alba', 'canonical'],
      ['brunbjørn', 'vernacular'],
    ]);
  });

  it('follows removals from the index', () => {
    const local = register();
    const name = local.taxon(8)!.names[0]!;
    local.index.removeName(name);
    expect(matchNames(local, ['Ursus maritimus'])[0]!.matchType).toBe('higherRank');
    expect(matchNames(local, ['isbjørn'])[0]!.matchType).toBe('vernacular');
    const entry = local.index.vernacular('isbjorn')[0]!;
    local.index.removeVernacular(entry);
    expect(matchNames(local, ['isbjørn'])[0]!.matchType).toBe('none');
  });
});
