/** Taxonomic ranks with their numeric ids (= order, higher is lower in the tree) and Norwegian labels. */
export const RANKS = [
  { rank: 'Root', id: -1, label: 'Rot' },
  { rank: 'Sphere', id: 0, label: 'Sfære' },
  { rank: 'Kingdom', id: 1, label: 'Rike' },
  { rank: 'Subkingdom', id: 2, label: 'Underrike' },
  { rank: 'Phylum', id: 3, label: 'Rekke' },
  { rank: 'Subphylum', id: 4, label: 'Underrekke' },
  { rank: 'Superclass', id: 5, label: 'Overklasse' },
  { rank: 'Class', id: 6, label: 'Klasse' },
  { rank: 'Subclass', id: 7, label: 'Underklasse' },
  { rank: 'Infraclass', id: 8, label: 'Infraklasse' },
  { rank: 'Cohort', id: 9, label: 'Kohort' },
  { rank: 'Superorder', id: 10, label: 'Overorden' },
  { rank: 'Order', id: 11, label: 'Orden' },
  { rank: 'Suborder', id: 12, label: 'Underorden' },
  { rank: 'Infraorder', id: 13, label: 'Infraorden' },
  { rank: 'Superfamily', id: 14, label: 'Overfamilie' },
  { rank: 'Family', id: 15, label: 'Familie' },
  { rank: 'Subfamily', id: 16, label: 'Underfamilie' },
  { rank: 'Tribe', id: 17, label: 'Tribus' },
  { rank: 'Subtribe', id: 18, label: 'Undertribus' },
  { rank: 'Genus', id: 19, label: 'Slekt' },
  { rank: 'Subgenus', id: 20, label: 'Underslekt' },
  { rank: 'Section', id: 21, label: 'Seksjon' },
  { rank: 'Species', id: 22, label: 'Art' },
  { rank: 'Subspecies', id: 23, label: 'Underart' },
  { rank: 'Variety', id: 24, label: 'Varietet' },
  { rank: 'Form', id: 25, label: 'Form' },
  { rank: 'Unknown', id: 1000, label: 'Ukjent' },
] as const;

export type Rank = (typeof RANKS)[number]['rank'];
export type RankId = (typeof RANKS)[number]['id'];

const byName = new Map<string, (typeof RANKS)[number]>(RANKS.map((r) => [r.rank, r]));
const byId = new Map<number, (typeof RANKS)[number]>(RANKS.map((r) => [r.id, r]));

export const isRank = (value: unknown): value is Rank => typeof value === 'string' && byName.has(value);
export const rankId = (rank: Rank): RankId => byName.get(rank)!.id;
export const rankLabel = (rank: Rank): string => byName.get(rank)!.label;
export const rankFromId = (id: number): Rank | undefined => byId.get(id)?.rank;

/** Parses a rank given by name (any case) or by numeric id. */
export const parseRank = (value: unknown): Rank | undefined => {
  if (typeof value === 'number') return rankFromId(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (/^-?\d+$/.test(trimmed)) return rankFromId(Number(trimmed));
  const found = RANKS.find((r) => r.rank.toLowerCase() === trimmed.toLowerCase());
  return found?.rank;
};

/** Allowed child ranks per parent rank (spec 1 §4), used when placing a taxon by hand. */
export const ALLOWED_CHILD_RANKS: Readonly<Record<Rank, readonly Rank[]>> = {
  Root: ['Unknown', 'Sphere'],
  Sphere: ['Kingdom'],
  Kingdom: ['Subkingdom', 'Phylum'],
  Subkingdom: ['Phylum'],
  Phylum: ['Subphylum', 'Superclass', 'Class'],
  Subphylum: ['Superclass', 'Class'],
  Superclass: ['Class'],
  Class: ['Subclass', 'Infraclass', 'Cohort', 'Superorder', 'Order'],
  Subclass: ['Infraclass', 'Cohort', 'Superorder', 'Order'],
  Infraclass: ['Cohort', 'Superorder', 'Order'],
  Cohort: ['Superorder', 'Order'],
  Superorder: ['Order'],
  Order: ['Suborder', 'Infraorder', 'Superfamily', 'Family'],
  Suborder: ['Infraorder', 'Superfamily', 'Family'],
  Infraorder: ['Superfamily', 'Family'],
  Superfamily: ['Family'],
  Family: ['Subfamily', 'Tribe', 'Genus'],
  Subfamily: ['Tribe', 'Genus'],
  Tribe: ['Subtribe', 'Genus'],
  Subtribe: ['Genus'],
  Genus: ['Subgenus', 'Section', 'Species'],
  Subgenus: ['Section', 'Species'],
  Section: ['Species'],
  Species: ['Subspecies', 'Variety', 'Form'],
  Subspecies: ['Variety', 'Form'],
  Variety: [],
  Form: [],
  Unknown: [],
};

export const allowedChildRanks = (parent: Rank): readonly Rank[] => ALLOWED_CHILD_RANKS[parent];

export const isAllowedChildRank = (parent: Rank, child: Rank): boolean => ALLOWED_CHILD_RANKS[parent].includes(child);

/** The parent ranks under which a taxon of the given rank may be placed. */
export const allowedParentRanks = (child: Rank): Rank[] =>
  (Object.keys(ALLOWED_CHILD_RANKS) as Rank[]).filter((parent) => ALLOWED_CHILD_RANKS[parent].includes(child));

/** True when `lower` sits strictly below `upper` in the rank order (Unknown sits below everything). */
export const isBelow = (lower: Rank, upper: Rank): boolean => rankId(lower) > rankId(upper);

export const isSpeciesOrBelow = (rank: Rank): boolean => rank !== 'Unknown' && rankId(rank) >= rankId('Species');

export const isGenusOrBelow = (rank: Rank): boolean => rank !== 'Unknown' && rankId(rank) >= rankId('Genus');

export const isInfraspecific = (rank: Rank): boolean => rank === 'Subspecies' || rank === 'Variety' || rank === 'Form';

/**
 * The rank groups of the codes of nomenclature: names are coordinate only within a group, so taxa are merged only
 * within one (a subspecies into its species, a subgenus into its genus). Ranks above the family group form one
 * group of their own; Unknown belongs to none and may be merged with any rank.
 */
export type RankGroup = 'higher' | 'family' | 'genus' | 'species';

export const RANK_GROUP_LABELS: Readonly<Record<RankGroup, string>> = {
  higher: 'rangene over familiegruppen',
  family: 'familiegruppen',
  genus: 'slektsgruppen',
  species: 'artsgruppen',
};

export const rankGroup = (rank: Rank): RankGroup | undefined => {
  if (rank === 'Unknown' || rank === 'Root' || rank === 'Sphere') return undefined;
  const id = rankId(rank);
  if (id >= rankId('Species')) return 'species';
  if (id >= rankId('Genus')) return 'genus';
  if (id >= rankId('Superfamily')) return 'family';
  return 'higher';
};
