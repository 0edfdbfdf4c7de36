import {
  allowedChildRanks as childRanksOf,
  allowedParentRanks as parentRanksOf,
  isRank,
  isSpeciesOrBelow as isSpeciesOrBelowRank,
  rankId,
  rankLabel as labelOfRank,
  type Rank,
} from '@navnebase/domain';

/**
 * The rank rules of `@navnebase/domain`, taking the rank as the API sends it (a string) and what the glossary
 * adds. An unknown rank is shown as it came and allows nothing.
 */

/** The Norwegian label of a rank; an unknown value is shown as it came. */
export const rankLabel = (rank: string): string => (isRank(rank) ? labelOfRank(rank) : rank);

export const rankOrder = (rank: string): number | undefined => (isRank(rank) ? rankId(rank) : undefined);

/** Species and the ranks below it (where "exists in Norway" applies, and the author is required). */
export const isSpeciesOrBelow = (rank: string): boolean => isRank(rank) && isSpeciesOrBelowRank(rank);

/** The ranks a child of `parent` may have (spec 1 §4; none for an unknown rank). */
export const allowedChildRanks = (parent: string): readonly Rank[] => (isRank(parent) ? childRanksOf(parent) : []);

/** The parent ranks under which a taxon of the given rank may be placed. */
export const allowedParentRanks = (child: string): Rank[] => (isRank(child) ? parentRanksOf(child) : []);

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
