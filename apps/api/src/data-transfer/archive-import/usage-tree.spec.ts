import { describe, expect, it } from '@jest/globals';
import type { UsageRow, VernacularRow } from './name-usage.js';
import { RowLedger } from '../problem-ledger.js';
import { LinkReasons } from './synonym-links.js';
import { buildUsageTree, TreeReasons } from './usage-tree.js';
import { InterpretationReasons } from './usage-interpretation.js';
import { Reasons } from './import-report.js';

const FILE = 'NameUsage.tsv';
let line = 1;
const usage = (id: string, fields: Partial<UsageRow> & Pick<UsageRow, 'scientificName'>): UsageRow => ({
  ref: { file: FILE, row: ++line, id },
  id,
  status: 'accepted',
  rank: 'species',
  authorship: '',
  ...fields,
});
const accepted = (id: string, parentId: string | undefined, rank: string, scientificName: string, authorship = '') =>
  usage(id, { ...(parentId ? { parentId } : {}), rank, scientificName, authorship });
const synonym = (id: string, acceptedId: string | undefined, scientificName: string) =>
  usage(id, { ...(acceptedId !== undefined ? { acceptedId } : {}), status: 'synonym', rank: '', scientificName });
const vernacular = (taxonId: string, name: string, language: string, preferred = false): VernacularRow => ({
  ref: { file: 'VernacularName.tsv', row: ++line, id: taxonId },
  taxonId,
  name,
  language,
  preferred,
});

const build = (rows: UsageRow[], vernaculars: VernacularRow[] = [], options = {}) => {
  const ledger = new RowLedger();
  const tree = buildUsageTree(rows, vernaculars, ledger, options);
  const taxon = (key: string) => tree.taxa.find((t) => t.key === key);
  const problemsOf = (id: string) => ledger.problems.filter((p) => p.id === id);
  return { tree, ledger, taxon, problemsOf };
};

const animals = () => [
  accepted('1', undefined, 'kingdom', 'Animalia'),
  accepted('2', '1', 'phylum', 'Chordata'),
  accepted('3', '2', 'class', 'Mammalia'),
  accepted('4', '3', 'genus', 'Ursus'),
  accepted('5', '4', 'species', 'Ursus arctos', 'Linnaeus, 1758'),
];

describe('buildUsageTree', () => {
  it('builds taxa with parents, ranks, authors and source ids', () => {
    const { tree, ledger, taxon } = build(animals());
    expect(tree.taxa).toHaveLength(5);
    expect(taxon('1')).toMatchObject({ key: '1', mainName: { scientificName: 'Animalia', rank: 'Kingdom', taxonomicStatus: 'Accepted' } });
    expect(taxon('1')!.parentKey).toBeUndefined();
    expect(taxon('5')).toMatchObject({ parentKey: '4', mainName: { scientificName: 'Ursus arctos', author: 'Linnaeus, 1758', sourceId: '5' } });
    expect(ledger.problems).toEqual([]);
  });

  it('skips a taxon of unknown rank, reports it, and hangs its children on the nearest placed ancestor', () => {
    const rows = [
      accepted('1', undefined, 'superkingdom', 'EUKARYOTA'),
      accepted('2', '1', 'kingdom', 'Animalia'),
      accepted('3', '2', 'superphylum', 'Deuterostomia'),
      accepted('4', '3', 'infraphylum', 'Gnathostomata'),
      accepted('5', '4', 'class', 'Mammalia'),
      synonym('s1', '3', 'Lophotrochozoa'),
    ];
    const { tree, ledger, taxon, problemsOf } = build(rows);
    expect(tree.taxa.map((t) => t.key)).toEqual(['2', '5']);
    expect(taxon('2')!.parentKey).toBeUndefined();
    expect(taxon('5')!.parentKey).toBe('2');
    for (const [id, rank] of [
      ['1', 'superkingdom'],
      ['3', 'superphylum'],
      ['4', 'infraphylum'],
    ]) {
      expect(problemsOf(id!)).toEqual([expect.objectContaining({ reason: Reasons.unknownRank, detail: rank, skipped: true, severity: 'warning' })]);
    }
    expect(problemsOf('s1')).toEqual([expect.objectContaining({ reason: Reasons.acceptedSkipped, skipped: true })]);
    expect(problemsOf('5')).toEqual([expect.objectContaining({ reason: TreeReasons.reattached, detail: '4 → 2', skipped: false })]);
    expect(ledger.skippedIn(FILE)).toBe(4);
  });

  it('splits the author off a synonym and reads its rank from the name', () => {
    const rows = [
      ...animals(),
      synonym('5s1', '5', 'Ursus horribilis Ord, 1815'),
      synonym('4s1', '4', 'Danis Gray'),
      synonym('5s2', '5', 'Ursus arctos horribilis Ord'),
    ];
    const { taxon } = build(rows);
    expect(taxon('5')!.synonyms).toEqual([
      expect.objectContaining({
        scientificName: 'Ursus horribilis',
        author: 'Ord, 1815',
        rank: 'Species',
        taxonomicStatus: 'Synonym',
        sourceId: '5s1',
      }),
      expect.objectContaining({ scientificName: 'Ursus arctos horribilis', author: 'Ord', rank: 'Subspecies' }),
    ]);
    expect(taxon('4')!.synonyms).toEqual([expect.objectContaining({ scientificName: 'Danis', author: 'Gray', rank: 'Genus' })]);
  });

  it('follows synonym chains to the accepted name, with a warning', () => {
    const rows = [...animals(), synonym('a', 'b', 'Ursus alpha'), synonym('b', 'c', 'Ursus beta'), synonym('c', '5', 'Ursus gamma')];
    const { taxon, problemsOf } = build(rows);
    expect(taxon('5')!.synonyms.map((s) => s.scientificName)).toEqual(['Ursus alpha', 'Ursus beta', 'Ursus gamma']);
    expect(problemsOf('a')).toEqual([expect.objectContaining({ reason: LinkReasons.chain, detail: 'a → b → c → 5', skipped: false })]);
    expect(problemsOf('c')).toEqual([]);
  });

  it('skips synonyms that point at themselves, round in a circle, nowhere, or at a missing id', () => {
    const rows = [
      ...animals(),
      synonym('self', 'self', 'Ursus ipse'),
      synonym('x', 'y', 'Ursus x'),
      synonym('y', 'x', 'Ursus y'),
      synonym('none', undefined, 'Ursus nullus'),
      synonym('lost', '999', 'Ursus perditus'),
    ];
    const { taxon, problemsOf } = build(rows);
    expect(taxon('5')!.synonyms).toEqual([]);
    expect(problemsOf('self')).toEqual([expect.objectContaining({ reason: LinkReasons.self, skipped: true })]);
    expect(problemsOf('x')).toEqual([expect.objectContaining({ reason: LinkReasons.cycle, detail: 'x → y → x', skipped: true })]);
    expect(problemsOf('none')).toEqual([expect.objectContaining({ reason: LinkReasons.noLink, skipped: true })]);
    expect(problemsOf('lost')).toEqual([expect.objectContaining({ reason: LinkReasons.targetMissing, detail: 'lost → 999', skipped: true })]);
  });

  it('reads an accepted row pointing at a self-pointing synonym (or a missing id) the other way round', () => {
    const rows = [
      ...animals(),
      usage('6', { parentId: '4', acceptedId: 'old', scientificName: 'Ursus novus', authorship: 'A.' }),
      synonym('old', 'old', 'Ursus vetus'),
      synonym('older', 'old', 'Ursus vetustior'),
      usage('7', { parentId: '4', acceptedId: 'gone', scientificName: 'Ursus septimus', authorship: 'B.' }),
      synonym('orphan', 'gone', 'Ursus orbus'),
      usage('8', { parentId: '4', acceptedId: '5', scientificName: 'Ursus octavus', authorship: 'C.' }),
    ];
    const { taxon, problemsOf } = build(rows);
    expect(taxon('6')!.synonyms.map((s) => s.scientificName)).toEqual(['Ursus vetus', 'Ursus vetustior']);
    expect(taxon('7')!.synonyms.map((s) => s.scientificName)).toEqual(['Ursus orbus']);
    expect(problemsOf('6')).toEqual([expect.objectContaining({ reason: LinkReasons.reversed, severity: 'warning' })]);
    expect(problemsOf('old')).toEqual([expect.objectContaining({ reason: LinkReasons.selfViaAccepted })]);
    expect(problemsOf('older')).toEqual([expect.objectContaining({ reason: LinkReasons.synonymViaAccepted })]);
    expect(problemsOf('7')).toEqual([expect.objectContaining({ reason: LinkReasons.takenOver })]);
    expect(problemsOf('orphan')).toEqual([expect.objectContaining({ reason: LinkReasons.missingViaAccepted })]);
    expect(taxon('8')).toBeDefined();
    expect(problemsOf('8')).toEqual([expect.objectContaining({ reason: LinkReasons.acceptedPointsToAccepted })]);
  });

  it('reports rows without a name, with an unknown status or a repeated id, and keeps rows without an id', () => {
    const rows = [
      ...animals(),
      accepted('9', '4', 'species', ''),
      usage('10', { parentId: '4', status: 'bare name', scientificName: 'Ursus nudus' }),
      accepted('5', '4', 'species', 'Ursus bis'),
      accepted('', '4', 'species', 'Ursus anonymus', 'D.'),
    ];
    const { tree, problemsOf, ledger } = build(rows);
    expect(problemsOf('9')).toEqual([expect.objectContaining({ reason: Reasons.missingName, skipped: true })]);
    expect(problemsOf('10')).toEqual([expect.objectContaining({ reason: Reasons.unknownStatus, detail: 'bare name', skipped: true })]);
    expect(problemsOf('5')).toEqual([expect.objectContaining({ reason: Reasons.duplicateId, skipped: true })]);
    const anonymous = tree.taxa.find((t) => t.mainName.scientificName === 'Ursus anonymus')!;
    expect(anonymous.key).toMatch(/^#NameUsage\.tsv:\d+$/);
    expect(anonymous.mainName.sourceId).toBeUndefined();
    expect(ledger.problems.filter((p) => p.reason.startsWith('Raden mangler id'))).toHaveLength(1);
  });

  it('reads statuses spelled as in the wild, notes each spelling once with its count, and suggests the nearest for a misspelling', () => {
    const rows = [
      ...animals(),
      usage('20', { parentId: '4', status: 'valid', scientificName: 'Ursus validus' }),
      usage('21', { parentId: '4', status: 'valid', scientificName: 'Ursus secundus' }),
      usage('22', { acceptedId: '20', status: 'invalid', rank: 'species', scientificName: 'Ursus invalidus' }),
      usage('23', { parentId: '4', status: 'nomen dubium', scientificName: 'Ursus dubius' }),
      usage('24', { parentId: '4', status: 'synonim', scientificName: 'Ursus typo' }),
    ];
    const { tree, taxon, problemsOf } = build(rows);
    expect(taxon('20')!.mainName.taxonomicStatus).toBe('Accepted');
    expect(taxon('20')!.synonyms.map((s) => s.scientificName)).toEqual(['Ursus invalidus']);
    expect(taxon('23')!.mainName.taxonomicStatus).toBe('Unresolved');
    expect(problemsOf('20')).toEqual([
      expect.objectContaining({ reason: InterpretationReasons.statusTranslated, detail: 'valid → Gjeldende, 2 rader', skipped: false }),
    ]);
    expect(problemsOf('21')).toEqual([]);
    expect(problemsOf('22')).toEqual([expect.objectContaining({ detail: 'invalid → Synonym, 1 rad' })]);
    expect(problemsOf('23')).toEqual([expect.objectContaining({ detail: 'nomen dubium → Uavklart, 1 rad' })]);
    expect(problemsOf('24')).toEqual([
      expect.objectContaining({ reason: Reasons.unknownStatus, detail: 'synonim (nærmeste kjente verdi: synonym)', skipped: true }),
    ]);
    expect(tree.taxa.some((t) => t.key === '24')).toBe(false);
  });

  it('notes an author split off the name once, with the number of rows and the first as an example', () => {
    const rows = [
      ...animals(),
      accepted('20', '4', 'species', 'Ursus primus Smith, 1900'),
      accepted('21', '4', 'species', 'Ursus secundus Jones'),
      accepted('22', '4', 'species', 'Ursus tertius Brown', 'Brown'),
    ];
    const { taxon, ledger } = build(rows);
    expect(taxon('20')!.mainName).toMatchObject({ scientificName: 'Ursus primus', author: 'Smith, 1900' });
    expect(taxon('22')!.mainName).toMatchObject({ scientificName: 'Ursus tertius', author: 'Brown' });
    expect(ledger.problems).toEqual([
      expect.objectContaining({
        id: '20',
        reason: InterpretationReasons.authorSplit,
        detail: '2 rader, f.eks. Ursus primus Smith, 1900 → Ursus primus | Smith, 1900',
      }),
    ]);
    // Darwin Core's own form (the author in the name and in its column) is read without a note
  });

  it('writes a hybrid sign against its epithet, as the register writes hybrids, and notes it once', () => {
    const rows = [
      ...animals(),
      accepted('20', '4', 'species', 'Ursus × primus', 'Smith'),
      accepted('21', '4', 'species', 'Ursus  ×  secundus', 'Jones'),
      accepted('22', '4', 'species', 'Ursus ×tertius', 'Brown'),
      synonym('23', '22', 'Ursus alba × Ursus tertius'),
    ];
    const { taxon, ledger } = build(rows);
    expect(taxon('20')!.mainName).toMatchObject({ scientificName: 'Ursus ×primus', author: 'Smith' });
    expect(taxon('21')!.mainName).toMatchObject({ scientificName: 'Ursus ×secundus', author: 'Jones' });
    expect(taxon('22')!.mainName).toMatchObject({ scientificName: 'Ursus ×tertius', author: 'Brown' });
    // a hybrid formula keeps its spaces
    expect(taxon('22')!.synonyms.map((n) => n.scientificName)).toEqual(['Ursus alba × Ursus tertius']);
    expect(ledger.problems.filter((p) => p.reason === InterpretationReasons.hybridSign)).toEqual([
      expect.objectContaining({ id: '20', detail: '2 rader, f.eks. Ursus × primus → Ursus ×primus' }),
    ]);
  });

  it('hangs a child of a synonym on the synonym’s accepted taxon', () => {
    const rows = [...animals(), synonym('4s', '4', 'Danis'), accepted('6', '4s', 'species', 'Ursus maritimus', 'Phipps, 1774')];
    const { taxon, problemsOf } = build(rows);
    expect(taxon('6')!.parentKey).toBe('4');
    expect(problemsOf('6')).toEqual([expect.objectContaining({ reason: TreeReasons.parentIsSynonym })]);
  });

  it('keeps numeric ids when asked, marks species as existing in Norway, and hangs roots under a given taxon', () => {
    const { taxon } = build([...animals(), synonym('77', '5', 'Ursus horribilis Ord')], [], {
      keepIds: true,
      existsInNorway: true,
      rootParentTaxonId: 42,
    });
    expect(taxon('1')).toMatchObject({ parentTaxonId: 42, preferredTaxonId: 1, mainName: { preferredId: 1 } });
    expect(taxon('1')!.existsInNorway).toBeUndefined();
    expect(taxon('5')).toMatchObject({ existsInNorway: true, synonyms: [expect.objectContaining({ preferredId: 77 })] });
  });

  it('attaches Norwegian vernacular names, moves names on synonyms to their taxon, and reports the rest', () => {
    const rows = [...animals(), synonym('5s', '5', 'Ursus horribilis Ord'), accepted('6', '4', 'superkingdom', 'Ursus odd')];
    const vernaculars = [
      vernacular('5', 'brunbjørn', 'nob', true),
      vernacular('5s', 'grizzly', 'nor'),
      vernacular('5', 'Brunbjørn', 'nb'),
      vernacular('5', 'ruskebjørn', 'se'),
      vernacular('5', 'brown bear', 'eng'),
      vernacular('999', 'ingen', 'nb'),
      vernacular('6', 'rar', 'nb'),
      vernacular('5', '  ', 'nb'),
    ];
    const { taxon, ledger } = build(rows, vernaculars);
    expect(taxon('5')!.vernacularNames).toEqual([
      { vernacularName: 'brunbjørn', languageIsoCode: 'nb', status: 'Recommended' },
      { vernacularName: 'grizzly', languageIsoCode: 'nb', status: 'NotRecommended' },
      { vernacularName: 'ruskebjørn', languageIsoCode: 'se', status: 'NotRecommended' },
    ]);
    const skipped = ledger.problems.filter((p) => p.file === 'VernacularName.tsv' && p.skipped).map((p) => p.reason);
    expect(skipped).toEqual([
      'Duplikat populærnavn på samme takson og språk',
      Reasons.languageOutside,
      'Taksonet finnes ikke i filen',
      Reasons.taxonSkipped,
      'Mangler populærnavn',
    ]);
  });

  it('imports double-encoded UTF-8 as it is, with a warning', () => {
    const { taxon, problemsOf } = build([...animals(), accepted('6', '4', 'species', 'Ursus hultenii', 'HultÃ©n')]);
    expect(taxon('6')!.mainName.author).toBe('HultÃ©n');
    expect(problemsOf('6')).toEqual([expect.objectContaining({ reason: Reasons.doubleEncoded, severity: 'warning', skipped: false })]);
  });
});
