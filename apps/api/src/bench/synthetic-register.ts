import type { ImportedName, ImportedTaxon, ImportedVernacularName, LanguageCode, NameAttribute, Rank, TaxonomicStatus } from '@navnebase/domain';
import { seededRandom, type Random } from './prng.js';

/**
 * A synthetic register for benchmarks: kingdoms → phyla → classes → orders → families → genera → species →
 * subspecies, with a heavy-tailed fan-out (a few huge genera with thousands of species, many small ones), about
 * 30 % synonyms, vernacular names (nb, nn, se, with æ/ø/å and Sámi letters) on about 20 % of the taxa, a few
 * hybrids (×), and Latin-looking names built from syllables. Deterministic for a given size and seed.
 */
export interface SyntheticRegister {
  /** Parents before children, as ImportTaxa expects. */
  readonly taxa: ImportedTaxon[];
  readonly counts: {
    readonly taxa: number;
    readonly names: number;
    readonly synonyms: number;
    readonly vernacularNames: number;
    readonly taxaWithVernacular: number;
    readonly hybrids: number;
    readonly byRank: Readonly<Record<string, number>>;
    readonly largestGenus: number;
  };
}

export const SYLLABLES = [
  'a',
  'ae',
  'al',
  'an',
  'ar',
  'as',
  'ba',
  'bi',
  'bo',
  'bra',
  'ca',
  'ce',
  'chi',
  'cor',
  'cra',
  'da',
  'de',
  'di',
  'do',
  'dra',
  'e',
  'el',
  'en',
  'er',
  'eu',
  'fa',
  'fe',
  'fi',
  'ga',
  'ge',
  'gi',
  'go',
  'gla',
  'ha',
  'he',
  'hy',
  'i',
  'il',
  'in',
  'is',
  'la',
  'le',
  'li',
  'lo',
  'lu',
  'ma',
  'me',
  'mi',
  'mo',
  'mu',
  'na',
  'ne',
  'ni',
  'no',
  'nu',
  'o',
  'or',
  'os',
  'pa',
  'pe',
  'phi',
  'pi',
  'po',
  'pro',
  'ra',
  're',
  'ri',
  'ro',
  'ru',
  'sa',
  'se',
  'si',
  'so',
  'su',
  'sta',
  'ta',
  'te',
  'ti',
  'to',
  'tri',
  'tu',
  'u',
  'ul',
  'ur',
  'va',
  've',
  'vi',
  'xa',
  'ze',
  'zo',
];
const GENUS_ENDINGS = ['us', 'a', 'um', 'ia', 'ella', 'opsis', 'ium', 'ites', 'ops', 'ina'];
export const EPITHET_ENDINGS = ['us', 'a', 'um', 'is', 'ensis', 'oides', 'ata', 'ina', 'icus', 'ica', 'atus', 'ella', 'i', 'ae'];
export const SURNAMES = [
  'Linnaeus',
  'Fabricius',
  'Müller',
  'Fries',
  'Blytt',
  'Hagen',
  'Sars',
  'Esmark',
  'Lindberg',
  'Kiær',
  'Nordhagen',
  'Dahl',
  'Lid',
  'Hultén',
  'Ström',
  'Røen',
  'Økland',
  'Ås',
  'Schøyen',
  'Strand',
];

const KINGDOMS: readonly { name: string; author: string; weight: number; plantLike: boolean }[] = [
  { name: 'Animalia', author: 'Linnaeus, 1758', weight: 0.55, plantLike: false },
  { name: 'Plantae', author: 'Haeckel, 1866', weight: 0.2, plantLike: true },
  { name: 'Fungi', author: 'R.T. Moore, 1980', weight: 0.15, plantLike: true },
  { name: 'Chromista', author: 'Cavalier-Smith, 1981', weight: 0.05, plantLike: true },
  { name: 'Protozoa', author: 'Goldfuss, 1818', weight: 0.03, plantLike: false },
  { name: 'Bacteria', author: 'Cavalier-Smith, 2002', weight: 0.02, plantLike: true },
];

export const NB_HEADS = [
  'bjørn',
  'rev',
  'gran',
  'furu',
  'bjørk',
  'mose',
  'lav',
  'sopp',
  'flue',
  'bille',
  'sommerfugl',
  'mygg',
  'ørret',
  'laks',
  'hare',
  'mus',
  'ugle',
  'and',
  'gås',
  'måke',
  'spurv',
  'meis',
  'svale',
  'blom',
  'gras',
  'bregne',
  'siv',
  'starr',
  'kløver',
  'rose',
  'lilje',
  'tistel',
  'nesle',
  'mynte',
  'vier',
  'selje',
  'osp',
  'eik',
  'ask',
  'lønn',
  'alm',
  'lind',
  'hassel',
  'einer',
  'lyng',
  'bær',
  'tang',
  'alge',
  'kråke',
  'ravn',
  'ørn',
  'falk',
  'hauk',
  'due',
  'orm',
  'frosk',
  'padde',
  'øgle',
  'snegl',
  'skjell',
  'krabbe',
  'reke',
  'maur',
  'veps',
  'humle',
  'bie',
  'edderkopp',
  'midd',
  'flått',
  'tege',
  'sikade',
  'møll',
  'spinner',
  'måler',
  'nattfly',
];
export const NB_MODIFIERS = [
  'brun',
  'rød',
  'gul',
  'grønn',
  'blå',
  'svart',
  'hvit',
  'grå',
  'stor',
  'små',
  'fjell',
  'skog',
  'myr',
  'strand',
  'elve',
  'sjø',
  'hav',
  'eng',
  'åker',
  'berg',
  'kyst',
  'nord',
  'sør',
  'vest',
  'øst',
  'dverg',
  'kjempe',
  'flekk',
  'stripe',
  'glans',
  'hår',
  'tagg',
  'spiss',
  'rund',
  'lang',
  'kort',
  'tidlig',
  'sein',
  'fager',
  'fin',
  'grov',
  'myk',
  'bitter',
  'søt',
  'kratt',
  'løv',
  'bar',
  'tue',
  'kalk',
  'sand',
  'leir',
  'mål',
  'ær',
  'å',
];
const NB_ADJECTIVES = [
  'vanlig',
  'sjelden',
  'ekte',
  'falsk',
  'nordlig',
  'sørlig',
  'stor',
  'liten',
  'flekket',
  'stripet',
  'glatt',
  'hårete',
  'tagget',
  'spiss',
  'grå',
  'svart',
  'rødbrun',
  'blåsvart',
  'ørsmå',
  'fjære',
];
const NN_MODIFIERS = [
  'kvit',
  'raud',
  'grøn',
  'svart',
  'gul',
  'blå',
  'fjell',
  'skog',
  'myr',
  'strand',
  'elve',
  'sjø',
  'stor',
  'små',
  'kjempe',
  'dverg',
  'vanleg',
  'sjeldan',
  'nordleg',
  'sørleg',
  'tidleg',
  'seint',
  'åker',
  'eng',
];
const SE_WORDS = [
  'guovža',
  'rievssat',
  'boazu',
  'čuovga',
  'vuovdi',
  'gáranas',
  'njoammil',
  'beana',
  'cizáš',
  'luossa',
  'šuvva',
  'ruoná',
  'ruoksat',
  'čáhppes',
  'vilges',
  'alit',
  'fiskes',
  'muorra',
  'rássi',
  'guolli',
  'lodde',
  'ája',
  'jávri',
  'várri',
  'giđđa',
  'ŋoarri',
  'žiepma',
];

interface Node {
  key: string;
  parentKey?: string;
  rank: Rank;
  name: string;
  author: string;
  plantLike: boolean;
  /** Genus name for the node and below (genus, species, subspecies). */
  genus?: string;
  attributes?: NameAttribute[];
  children: Node[];
}

/** How many names a register of `size` names holds of each kind; the rest of the module follows these numbers. */
const MAIN_SHARE = 0.7;

export const generateRegister = (size: number, seed = 20260101): SyntheticRegister => {
  const random = seededRandom(seed ^ size);
  const names = new Set<string>();
  let nextKey = 1;
  const key = () => String(nextKey++);

  const syllables = (min: number, max: number) => {
    let s = '';
    const n = random.int(min, max);
    for (let i = 0; i < n; i++) s += random.pick(SYLLABLES);
    return s;
  };
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const unique = (make: () => string) => {
    for (let attempt = 0; ; attempt++) {
      const candidate = attempt < 20 ? make() : `${make()}${attempt}`;
      if (!names.has(candidate)) {
        names.add(candidate);
        return candidate;
      }
    }
  };
  const author = (plantLike: boolean) => {
    const surname = random.pick(SURNAMES);
    if (plantLike) return random.chance(0.3) ? 'L.' : `${surname.slice(0, random.int(3, surname.length))}.`;
    const year = random.int(1758, 2024);
    return random.chance(0.2) ? `(${surname}, ${year})` : `${surname}, ${year}`;
  };
  const heavyTail = (median: number, spread: number) => Math.max(1, Math.round(Math.exp(random.normal(Math.log(median), spread))));

  // ---- species counts per genus: log-normal, plus a few huge genera
  const mainTarget = Math.round(size * MAIN_SHARE);
  // Species are ~77 % of the main names; genera, subspecies and higher ranks make up the rest (calibrated).
  const speciesTarget = Math.round(mainTarget * 0.773);
  const hugeGenera = [0.007, 0.004, 0.003].map((share) => Math.max(20, Math.round(mainTarget * share)));
  const generaSizes: number[] = [...hugeGenera];
  let species = hugeGenera.reduce((a, b) => a + b, 0);
  while (species < speciesTarget) {
    const n = Math.min(heavyTail(3.5, 1.25), 600, speciesTarget - species);
    generaSizes.push(n);
    species += n;
  }
  // Spread the huge genera through the tree rather than leaving them first.
  for (let i = generaSizes.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [generaSizes[i], generaSizes[j]] = [generaSizes[j]!, generaSizes[i]!];
  }

  // ---- group bottom-up: genera → families → orders → classes → phyla
  const group = (count: number, median: number, spread: number, minGroups = 1) => {
    const sizes: number[] = [];
    let left = count;
    while (left > 0) {
      const n = Math.min(heavyTail(median, spread), left);
      sizes.push(n);
      left -= n;
    }
    // Small registers: split the largest groups until there are enough (every kingdom gets phyla).
    while (sizes.length < Math.min(minGroups, count)) {
      const largest = sizes.indexOf(Math.max(...sizes));
      const half = Math.floor(sizes[largest]! / 2);
      sizes.splice(largest, 1, sizes[largest]! - half, half);
    }
    return sizes;
  };
  const familySizes = group(generaSizes.length, 6, 1.1);
  const orderSizes = group(familySizes.length, 7, 1.0, 24);
  const classSizes = group(orderSizes.length, 5, 0.9, 18);
  const phylumSizes = group(classSizes.length, 3, 0.8, 12);

  // ---- kingdoms, then fill the tree top-down
  const kingdoms: Node[] = KINGDOMS.map((k) => ({
    key: key(),
    rank: 'Kingdom',
    name: k.name,
    author: k.author,
    plantLike: k.plantLike,
    children: [],
  }));
  for (const k of kingdoms) names.add(k.name);
  let phylumIndex = 0;
  const kingdomFor = () => {
    if (phylumIndex < kingdoms.length) return kingdoms[phylumIndex++]!;
    let r = random.next();
    for (let i = 0; i < KINGDOMS.length; i++) {
      r -= KINGDOMS[i]!.weight;
      if (r < 0) return kingdoms[i]!;
    }
    return kingdoms[0]!;
  };
  const child = (parent: Node, rank: Rank, name: string, extra: Partial<Node> = {}): Node => {
    const node: Node = {
      key: key(),
      parentKey: parent.key,
      rank,
      name,
      author: author(parent.plantLike),
      plantLike: parent.plantLike,
      children: [],
      ...extra,
    };
    parent.children.push(node);
    return node;
  };
  let genusIndex = 0;
  let familyIndex = 0;
  let orderIndex = 0;
  let classIndex = 0;
  const counts = { hybrids: 0, largestGenus: 0 };
  for (const classesInPhylum of phylumSizes) {
    const kingdom = kingdomFor();
    const phylum = child(
      kingdom,
      'Phylum',
      unique(() => capital(syllables(2, 3)) + (kingdom.plantLike ? 'phyta' : 'a')),
    );
    for (let c = 0; c < classesInPhylum; c++) {
      const klass = child(
        phylum,
        'Class',
        unique(() => capital(syllables(2, 3)) + (kingdom.plantLike ? 'opsida' : 'ia')),
      );
      for (let o = 0; o < classSizes[classIndex]!; o++) {
        const order = child(
          klass,
          'Order',
          unique(() => capital(syllables(2, 3)) + (kingdom.plantLike ? 'ales' : 'ida')),
        );
        for (let f = 0; f < orderSizes[orderIndex]!; f++) {
          const family = child(
            order,
            'Family',
            unique(() => capital(syllables(2, 3)) + (kingdom.plantLike ? 'aceae' : 'idae')),
          );
          for (let g = 0; g < familySizes[familyIndex]!; g++) {
            const genusName = unique(() => capital(syllables(1, 3)) + random.pick(GENUS_ENDINGS));
            const genus = child(family, 'Genus', genusName, { genus: genusName });
            const speciesCount = generaSizes[genusIndex++]!;
            counts.largestGenus = Math.max(counts.largestGenus, speciesCount);
            for (let s = 0; s < speciesCount; s++) {
              const hybrid = kingdom.plantLike && random.chance(0.01);
              if (hybrid) counts.hybrids++;
              const epithet = unique(() => `${genusName} ${hybrid ? '×' : ''}${syllables(1, 3)}${random.pick(EPITHET_ENDINGS)}`);
              const sp = child(genus, 'Species', epithet, { genus: genusName, ...(hybrid ? { attributes: ['Hybrid' as NameAttribute] } : {}) });
              if (random.chance(0.045)) {
                const subspecies = random.int(2, 4);
                for (let u = 0; u < subspecies; u++) {
                  child(
                    sp,
                    'Subspecies',
                    unique(() => `${epithet}${kingdom.plantLike ? ' subsp.' : ''} ${syllables(1, 2)}${random.pick(EPITHET_ENDINGS)}`),
                    { genus: genusName },
                  );
                }
              }
            }
          }
          familyIndex++;
        }
        orderIndex++;
      }
      classIndex++;
    }
  }

  // ---- flatten depth-first with synonyms and vernacular names
  const taxa: ImportedTaxon[] = [];
  const byRank: Record<string, number> = {};
  let synonyms = 0;
  let vernacularNames = 0;
  let taxaWithVernacular = 0;
  const synonymRate = (1 - MAIN_SHARE) / MAIN_SHARE;
  const synonymsOf = (node: Node): ImportedName[] => {
    // Geometric number of synonyms with the mean that gives ~30 % synonyms overall; genera and below only.
    if (node.rank !== 'Genus' && node.rank !== 'Species' && node.rank !== 'Subspecies') return [];
    const mean = synonymRate * 1.06;
    const out: ImportedName[] = [];
    while (random.next() < mean / (1 + mean)) {
      const status: TaxonomicStatus = random.chance(0.9) ? 'Synonym' : 'NotInUse';
      const name =
        node.rank === 'Genus'
          ? unique(() => capital(syllables(1, 3)) + random.pick(GENUS_ENDINGS))
          : unique(
              () =>
                `${random.chance(0.5) ? node.genus : capital(syllables(1, 3)) + random.pick(GENUS_ENDINGS)} ${syllables(1, 3)}${random.pick(EPITHET_ENDINGS)}`,
            );
      out.push({ scientificName: name, author: author(node.plantLike), rank: node.rank, taxonomicStatus: status });
    }
    return out;
  };
  const vernacularOf = (node: Node): ImportedVernacularName[] => {
    if (!random.chance(node.rank === 'Kingdom' || node.rank === 'Phylum' ? 0.6 : 0.2)) return [];
    const out: ImportedVernacularName[] = [];
    const seen = new Set<string>();
    const add = (vernacularName: string, languageIsoCode: LanguageCode) => {
      const k = `${languageIsoCode}:${vernacularName}`;
      if (seen.has(k)) return;
      seen.add(k);
      const first = !out.some((v) => v.languageIsoCode === languageIsoCode);
      out.push({ vernacularName, languageIsoCode, status: first ? 'Recommended' : 'NotRecommended' });
    };
    const head = random.pick(NB_HEADS);
    add(random.chance(0.25) ? `${random.pick(NB_ADJECTIVES)} ${random.pick(NB_MODIFIERS)}${head}` : `${random.pick(NB_MODIFIERS)}${head}`, 'nb');
    if (random.chance(0.2)) add(`${random.pick(NB_MODIFIERS)}${head}`, 'nb');
    if (random.chance(0.4)) add(`${random.pick(NN_MODIFIERS)}${head}`, 'nn');
    if (random.chance(0.15))
      add(random.chance(0.5) ? `${random.pick(SE_WORDS)}${random.pick(SE_WORDS)}` : `${random.pick(SE_WORDS)} ${random.pick(SE_WORDS)}`, 'se');
    return out;
  };
  const visit = (node: Node) => {
    const synonymNames = synonymsOf(node);
    const vernacular = vernacularOf(node);
    synonyms += synonymNames.length;
    vernacularNames += vernacular.length;
    if (vernacular.length) taxaWithVernacular++;
    byRank[node.rank] = (byRank[node.rank] ?? 0) + 1;
    const speciesOrBelow = node.rank === 'Species' || node.rank === 'Subspecies';
    taxa.push({
      key: node.key,
      ...(node.parentKey ? { parentKey: node.parentKey } : {}),
      mainName: {
        scientificName: node.name,
        author: node.author,
        rank: node.rank,
        taxonomicStatus: 'Accepted',
        ...(node.attributes ? { attributes: node.attributes } : {}),
      },
      synonyms: synonymNames,
      vernacularNames: vernacular,
      ...(speciesOrBelow ? { existsInNorway: random.chance(0.1) } : {}),
    });
    for (const c of node.children) visit(c);
  };
  for (const k of kingdoms) visit(k);
  return {
    taxa,
    counts: {
      taxa: taxa.length,
      names: taxa.length + synonyms,
      synonyms,
      vernacularNames,
      taxaWithVernacular,
      hybrids: counts.hybrids,
      byRank,
      largestGenus: counts.largestGenus,
    },
  };
};

/** A typo of one letter (substitution, deletion, insertion or transposition) inside a word of at least 4 letters. */
export const oneLetterTypo = (text: string, random: Random): string => {
  const positions = [...text].map((c, i) => (/[a-zæøå]/.test(c) && i > 0 ? i : -1)).filter((i) => i > 0);
  if (positions.length === 0) return text;
  const i = random.pick(positions);
  const kind = random.int(0, 3);
  const letter = random.pick([...'aeiouylnrst']);
  if (kind === 0) return text.slice(0, i) + (text[i] === letter ? 'x' : letter) + text.slice(i + 1);
  if (kind === 1) return text.slice(0, i) + text.slice(i + 1);
  if (kind === 2) return text.slice(0, i) + letter + text.slice(i);
  return i + 1 < text.length && text[i + 1] !== ' '
    ? text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2)
    : text.slice(0, i) + letter + text.slice(i + 1);
};
