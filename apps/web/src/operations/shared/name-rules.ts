import {
  composeScientificName as composeName,
  isRank,
  preName as preNameOf,
  presentationNameHtml,
  type ParentForNaming as DomainParentForNaming,
  type Rank,
} from '@navnebase/domain';
import { isSpeciesOrBelow } from '../../domain/ranks';

/**
 * Name composition for the editor screens (spec 1 §5): the pre-name and the composed name are those of
 * `@navnebase/domain`, with the parent's rank as the API sends it; here is what the name field adds (the typed
 * part and its problems).
 */

export interface ParentForNaming {
  readonly scientificName: string;
  readonly rank: string;
}

/** A parent whose rank the register does not know names nothing below it. */
const knownParent = (parent: ParentForNaming | null): DomainParentForNaming | null =>
  parent && isRank(parent.rank) ? { scientificName: parent.scientificName, rank: parent.rank } : null;

/**
 * The pre-name shown before the name field when adding a child of `parent` at `rank` (spec 1 §5): the parent's name
 * plainly for a genus, species or section parent, in parentheses for a subgenus, and with the infraspecific marker
 * for ranks below species (not for animals, which write trinomials without markers).
 */
export const preName = (parent: ParentForNaming | null, rank: Rank, isAnimal: boolean): string => preNameOf(knownParent(parent), rank, isAnimal);

/**
 * The full canonical name of a new taxon from its parent's name and the typed part, e.g. ("Ursus", Species,
 * "arctos") -> "Ursus arctos". While nothing is typed, a hybrid shows no "×" yet.
 */
export const composeScientificName = (
  parent: ParentForNaming | null,
  rank: Rank,
  typed: string,
  options: { isAnimal: boolean; isHybrid?: boolean },
): string =>
  composeName(knownParent(parent), rank, typed, { isAnimal: options.isAnimal, isHybrid: Boolean(options.isHybrid) && typed.trim() !== '' });

/** The typed text holds only the new part; a pre-name typed too is forgiven (the server's own rule). */
export { typedOwnPart as ownPartOf } from '@navnebase/domain';

export const NAME_ONE_WORD_TEXT = 'Navnet kan bare inneholde den nye delen av navnet (for eksempel artsepitetet), uten autor.';

/** The problem with the typed name, if any: required, and only the new part (one word). */
export const ownPartProblem = (own: string): string | undefined => {
  if (!own) return 'Dette feltet må fylles ut.';
  if (/\s/.test(own.replace(/^× /, '×'))) return NAME_ONE_WORD_TEXT;
  return undefined;
};

/** Author is required at species rank and below (spec 1 §5). */
export const authorRequired = (rank: string | null | undefined): boolean => Boolean(rank) && isSpeciesOrBelow(rank!);

/** Presentation HTML of a name (genus and below in italics, except rank markers, "×" and parentheses), as the API formats it. */
export const nameHtmlFor = (name: string, rank: string): string =>
  presentationNameHtml({ scientificName: name, rank: isRank(rank) ? rank : 'Unknown' });
