/** Taxonomic ranks with their numeric ids (= order; a higher id is lower in the tree) and Norwegian labels. */
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

const byName = new Map<string, (typeof RANKS)[number]>(RANKS.map((r) => [r.rank, r]));

/** The Norwegian label of a rank; an unknown value is shown as it came. */
export const rankLabel = (rank: string): string => byName.get(rank)?.label ?? rank;

export const rankOrder = (rank: string): number | undefined => byName.get(rank)?.id;

/** Species and the ranks below it (where "exists in Norway" applies). */
export const isSpeciesOrBelow = (rank: string): boolean => {
  const id = rankOrder(rank);
  return id !== undefined && id >= 22 && id < 1000;
};

/** Short explanations of the ranks, for the glossary. */
export const RANK_DESCRIPTIONS: Readonly<Record<Rank, string>> = {
  Root: 'Den kunstige toppen av livets tre. Alle andre nivåer ligger under roten.',
  Sphere: 'Øverste inndeling under roten: levende organismer (Biota) og ikke-levende (Nonbiota).',
  Kingdom: 'Hovedgruppe av organismer, for eksempel dyr (Animalia), planter (Plantae) og sopper (Fungi).',
  Subkingdom: 'Inndeling av et rike.',
  Phylum: 'Hovedinndeling av et rike, kalt rekke (hos planter og sopp også divisjon).',
  Subphylum: 'Inndeling av en rekke.',
  Superclass: 'Gruppe av nærstående klasser.',
  Class: 'Inndeling av en rekke, for eksempel pattedyr (Mammalia).',
  Subclass: 'Inndeling av en klasse.',
  Infraclass: 'Inndeling av en underklasse.',
  Cohort: 'Gruppe av nærstående overordener eller ordener innenfor en klasse.',
  Superorder: 'Gruppe av nærstående ordener.',
  Order: 'Inndeling av en klasse, for eksempel rovdyr (Carnivora).',
  Suborder: 'Inndeling av en orden.',
  Infraorder: 'Inndeling av en underorden.',
  Superfamily: 'Gruppe av nærstående familier.',
  Family: 'Inndeling av en orden, for eksempel bjørnefamilien (Ursidae).',
  Subfamily: 'Inndeling av en familie.',
  Tribe: 'Gruppe av nærstående slekter innenfor en familie eller underfamilie.',
  Subtribe: 'Inndeling av en tribus.',
  Genus: 'Gruppe av nærstående arter. Slektsnavnet er første ledd i artsnavnet.',
  Subgenus: 'Inndeling av en slekt. Navnet skrives i parentes etter slektsnavnet.',
  Section: 'Inndeling av en slekt eller underslekt, brukt særlig for planter.',
  Species: 'Grunnenheten i systematikken. Navnet består av slektsnavn og artsepitet, for eksempel Ursus arctos.',
  Subspecies: 'Inndeling av en art, med et tredje navneledd.',
  Variety: 'Inndeling av en art eller underart, brukt for planter og sopp (var.).',
  Form: 'Den laveste rangen, brukt for planter og sopp (f.).',
  Unknown: 'Rangen er ikke kjent eller ikke fastsatt.',
};
