/**
 * Listesøk figures (part of `npm run bench`; alone: `npm run build:server && node apps/api/dist/name-match/bench-match.js`):
 *
 * - quality: precision and recall per input kind on generated inputs from the synthetic register (exact names,
 *   names without authorship, one- and two-letter typos, synonyms, vernacular names, genus only, nonsense), and on a
 *   real list (the NiN diagnostic species: scientific names, their bokmål names, and one-letter typos of the names);
 * - speed: names per second and the time per request of 10 000 and of 1 000 names (p50/p95), matching plus the JSON
 *   answer, in one process over the in-memory index at each register size.
 *
 * Prints a markdown section on stdout.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainStatus, type ImportedName, type ImportedTaxon, type VernacularNameRecord } from '@navnebase/domain';
import {
  matchNames,
  NameMatchIndex,
  searchKey,
  type MatchableName,
  type MatchResult,
  type MatchSource,
  type NameSummary,
} from '@navnebase/projections';
import { seededRandom, type Random } from '../bench/prng.js';
import { generateRegister, oneLetterTypo } from '../bench/synthetic-register.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,1000000' },
    'quality-size': { type: 'string', default: '100000' },
    samples: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '20260101' },
  },
});

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
interface Built {
  source: MatchSource<Name, Vernacular>;
  names: Name[];
  taxa: Map<number, Taxon>;
  buildSeconds: number;
}

/** The in-memory match index of a list of imported taxa (what the register's memory model holds for listesøk). */
const build = (imported: readonly ImportedTaxon[]): Built => {
  const started = performance.now();
  const index = new NameMatchIndex<Name, Vernacular>();
  const taxa = new Map<number, Taxon>();
  const names: Name[] = [];
  let nameId = 1;
  let vernacularId = 1;
  imported.forEach((t, i) => {
    const taxonId = i + 1;
    const vernacularNames = t.vernacularNames.map((v) => ({ id: vernacularId++, reference: '', comment: '', ...v }) as VernacularNameRecord);
    const taxon: Taxon = { existsInNorway: t.existsInNorway ?? true, vernacularNames, names: [] };
    taxa.set(taxonId, taxon);
    for (const n of [t.mainName, ...t.synonyms] as ImportedName[]) {
      const name: Name = {
        id: nameId++,
        taxonId,
        scientificName: n.scientificName,
        author: n.author,
        rank: n.rank,
        taxonomicStatus: n.taxonomicStatus,
        attributes: n.attributes ?? [],
        key: searchKey(n.scientificName),
      };
      taxon.names.push(name);
      names.push(name);
      index.addName(name);
    }
    for (const v of vernacularNames) index.addVernacular({ taxonId, vernacular: v });
  });
  index.prepareFuzzy();
  return { source: { matchIndex: index, taxon: (id) => taxa.get(id) }, names, taxa, buildSeconds: (performance.now() - started) / 1000 };
};

interface Case {
  readonly input: string;
  /** Right when the match's name id is this one (or, for vernacular input, its taxon). */
  readonly nameId?: number;
  readonly taxonId?: number;
}

const NONSENSE_LETTERS = 'bcdfghjklmnpqrstvwxzaeiouy';
const nonsenseWord = (random: Random, length: number) =>
  Array.from({ length }, () => NONSENSE_LETTERS[random.int(0, NONSENSE_LETTERS.length - 1)]).join('');
const capitalised = (w: string) => w[0]!.toUpperCase() + w.slice(1);

const sample = <T>(items: readonly T[], count: number, random: Random): T[] => {
  const out: T[] = [];
  for (let i = 0; i < count && items.length > 0; i++) out.push(items[random.int(0, items.length - 1)]!);
  return out;
};

/** Generated inputs per kind, with what a right answer is. */
const generatedCases = (built: Built, samples: number, random: Random): Record<string, Case[]> => {
  const species = built.names.filter((n) => isMainStatus(n.taxonomicStatus) && n.rank === 'Species' && n.scientificName.includes(' '));
  const synonyms = built.names.filter((n) => n.taxonomicStatus === 'Synonym' && n.scientificName.includes(' '));
  const genera = built.names.filter((n) => isMainStatus(n.taxonomicStatus) && n.rank === 'Genus');
  const vernacular: Case[] = [];
  for (const [taxonId, taxon] of built.taxa) {
    for (const v of taxon.vernacularNames)
      if (v.status === 'Recommended' && v.languageIsoCode === 'nb') vernacular.push({ input: v.vernacularName, taxonId });
  }
  const typo = (n: Name, times: number): Case => {
    let text = n.scientificName;
    for (let i = 0; i < times; i++) text = oneLetterTypo(text, random);
    return { input: text, nameId: n.id };
  };
  return {
    'exact (with authorship)': sample(species, samples, random).map((n) => ({ input: `${n.scientificName} ${n.author}`.trim(), nameId: n.id })),
    'without authorship': sample(species, samples, random).map((n) => ({ input: n.scientificName, nameId: n.id })),
    'one-letter typo': sample(species, samples, random).map((n) => typo(n, 1)),
    'two-letter typo': sample(species, samples, random).map((n) => typo(n, 2)),
    synonym: sample(synonyms, samples, random).map((n) => ({ input: `${n.scientificName} ${n.author}`.trim(), nameId: n.id })),
    'vernacular (nb)': sample(vernacular, samples, random),
    'genus only ("sp.")': sample(genera, samples, random).map((n) => ({ input: `${n.scientificName} sp.`, nameId: n.id })),
    nonsense: Array.from({ length: samples }, () => ({
      input: `${capitalised(nonsenseWord(random, random.int(5, 10)))} ${nonsenseWord(random, random.int(5, 11))}`,
    })),
  };
};

interface Quality {
  kind: string;
  inputs: number;
  right: number;
  wrong: number;
  ambiguous: number;
  none: number;
  types: Map<string, number>;
}

const judge = (source: MatchSource<Name, Vernacular>, kind: string, cases: readonly Case[]): Quality => {
  const results = matchNames(
    source,
    cases.map((c) => c.input),
  );
  const q: Quality = { kind, inputs: cases.length, right: 0, wrong: 0, ambiguous: 0, none: 0, types: new Map() };
  results.forEach((r: MatchResult, i) => {
    const c = cases[i]!;
    q.types.set(r.matchType, (q.types.get(r.matchType) ?? 0) + 1);
    if (r.matchType === 'none') q.none++;
    else if (r.matchType === 'ambiguous' || !r.match) q.ambiguous++;
    else if ((c.nameId !== undefined && r.match.scientificNameId === c.nameId) || (c.taxonId !== undefined && r.match.taxonId === c.taxonId))
      q.right++;
    else q.wrong++;
  });
  return q;
};

const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

const qualityTable = (rows: readonly Quality[]): string[] => [
  '| input kind | inputs | right | wrong | ambiguous | no match | precision | recall | match types |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map((q) => {
    const types = [...q.types.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([t, n]) => `${t} ${n}`)
      .join(', ');
    // Nonsense has no right answer: every match is a false one, so precision is "no match" over inputs.
    const nonsense = q.kind === 'nonsense';
    const precision = nonsense ? pct(q.none, q.inputs) : pct(q.right, q.right + q.wrong);
    const recall = nonsense ? '–' : pct(q.right, q.inputs);
    return `| ${q.kind} | ${q.inputs} | ${q.right} | ${q.wrong} | ${q.ambiguous} | ${q.none} | ${precision} | ${recall} | ${types} |`;
  }),
];

/** The NiN diagnostic species as a small register (one taxon per id, its bokmål name) and the list's inputs. */
const ninCases = async (random: Random): Promise<{ built: Built; cases: Record<string, Case[]> } | undefined> => {
  const dir = process.env.SHARED_DATA_DIR;
  if (!dir) return undefined;
  let rows: { scientificNameID: string; Scientificname: string; Populærnavn: string }[];
  try {
    rows = JSON.parse(await readFile(join(dir, 'nin-diagnostic-species-no', 'diagnostisk_art.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const byId = new Map<string, { name: string; vernacular: string }>();
  for (const r of rows) {
    const known = byId.get(r.scientificNameID);
    const vernacular = r.Populærnavn.trim();
    if (!known) byId.set(r.scientificNameID, { name: r.Scientificname.trim(), vernacular });
    else if (vernacular.length > known.vernacular.length) known.vernacular = vernacular;
  }
  const taxa: ImportedTaxon[] = [...byId.entries()].map(([id, { name, vernacular }]) => ({
    key: id,
    mainName: { scientificName: name, author: '', rank: name.includes(' ') ? 'Species' : 'Genus', taxonomicStatus: 'Accepted' },
    synonyms: [],
    existsInNorway: true,
    vernacularNames: vernacular ? [{ vernacularName: vernacular, languageIsoCode: 'nb', status: 'Recommended' }] : [],
  }));
  const built = build(taxa);
  const entries = [...byId.values()];
  const nameIdOf = (i: number) => built.taxa.get(i + 1)!.names[0]!.id;
  return {
    built,
    cases: {
      'NiN: scientific names': entries.map((e, i) => ({ input: e.name, nameId: nameIdOf(i) })),
      'NiN: bokmål names': entries.flatMap((e, i) => (e.vernacular ? [{ input: e.vernacular, taxonId: i + 1 }] : [])),
      'NiN: bokmål names in ASCII (æ→ae, ø→o, å→aa)': entries.flatMap((e, i) =>
        /[æøå]/.test(e.vernacular) ? [{ input: e.vernacular.replace(/æ/g, 'ae').replace(/ø/g, 'o').replace(/å/g, 'aa'), taxonId: i + 1 }] : [],
      ),
      'NiN: one-letter typo of the scientific name': entries.map((e, i) => ({ input: oneLetterTypo(e.name, random), nameId: nameIdOf(i) })),
    },
  };
};

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Requests of `perRequest` inputs (a realistic mix) for `seconds`: names per second and the time per request. */
const speed = (built: Built, perRequest: number, seconds: number, random: Random) => {
  const mix = Object.values(generatedCases(built, 3000, random)).flat();
  const times: number[] = [];
  const started = performance.now();
  let names = 0;
  while (performance.now() - started < seconds * 1000) {
    const inputs = sample(mix, perRequest, random).map((c) => c.input);
    const t0 = process.cpuUsage();
    JSON.stringify({ results: matchNames(built.source, inputs) });
    const used = process.cpuUsage(t0);
    times.push((used.user + used.system) / 1000);
    names += perRequest;
  }
  const elapsed = times.reduce((a, b) => a + b, 0) / 1000;
  times.sort((a, b) => a - b);
  return { namesPerSecond: names / elapsed, p50: percentile(times, 50), p95: percentile(times, 95), requests: times.length };
};

const random = seededRandom(Number(values.seed));
const samples = Number(values.samples);
const out: string[] = [];
const qualitySize = Number(values['quality-size']);
const register = generateRegister(qualitySize, Number(values.seed));
const qualityBuilt = build(register.taxa);
const cases = generatedCases(qualityBuilt, samples, random);
out.push(
  `Quality on the synthetic register of ${qualitySize.toLocaleString('en')} taxa (${qualityBuilt.names.length.toLocaleString('en')} names), ${samples} inputs per kind. ` +
    'Right: the intended name (for vernacular input its taxon); precision = right / (right + wrong), recall = right / inputs; an ' +
    'ambiguous answer (several candidates listed) counts as neither. For nonsense the precision column is the share that matched nothing.',
  '',
  ...qualityTable(Object.entries(cases).map(([kind, list]) => judge(qualityBuilt.source, kind, list))),
  '',
);
const nin = await ninCases(random);
if (nin) {
  out.push(
    `On a real list: the ${nin.built.names.length.toLocaleString('en')} NiN diagnostic species with their Artsnavnebase ids and bokmål names (shared data), ` +
      'loaded as a register of their own, matched by scientific name, by bokmål name, by bokmål name written without æ/ø/å, and with one-letter typos.',
    '',
    ...qualityTable(Object.entries(nin.cases).map(([kind, list]) => judge(nin.built.source, kind, list))),
    '',
  );
}
out.push(
  'Speed: requests of a realistic mix of the kinds above (one eighth each), matching plus the JSON answer, in one process on one core, measured ' +
    'in CPU time of the process (the benchmark machine is shared, so wall time would measure the neighbours); the index built from the generated ' +
    'register (index build in wall time). HTTP parsing and sending are not included.',
  '',
  '| register | index build | names/s (10 000 per request) | p50 / p95 of 10 000 names | names/s (1 000 per request) | p50 / p95 of 1 000 names |',
  '|---|---:|---:|---:|---:|---:|',
);
for (const size of values.sizes.split(',').map(Number)) {
  const built = size === qualitySize ? qualityBuilt : build(generateRegister(size, Number(values.seed)).taxa);
  const big = speed(built, 10_000, 8, random);
  const small = speed(built, 1_000, 5, random);
  out.push(
    `| ${size.toLocaleString('en')} taxa (${built.names.length.toLocaleString('en')} names) | ${built.buildSeconds.toFixed(1)} s | ${Math.round(big.namesPerSecond).toLocaleString('en')} | ` +
      `${big.p50.toFixed(0)} / ${big.p95.toFixed(0)} ms | ${Math.round(small.namesPerSecond).toLocaleString('en')} | ${small.p50.toFixed(0)} / ${small.p95.toFixed(0)} ms |`,
  );
  console.error(`listesøk speed at ${size}: done`);
}
console.log(out.join('\n'));
