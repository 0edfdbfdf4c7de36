/**
 * The author of a new combination (a species or infraspecific name moved to another genus or species).
 *
 * - Zoological code (kingdom Animalia, id 1): the original author and year go in parentheses,
 *   `Linnaeus, 1758` -> `(Linnaeus, 1758)`. An author already in parentheses is kept as it is, not doubled.
 * - Botanical code (everything else): the basionym author goes in parentheses, followed by the author of the new
 *   combination (`authorEditor`), `L.` -> `(L.) Nyman`. When the name already is a combination,
 *   `(Schleich.) Nyman`, its basionym author stays in parentheses and the combining author is replaced:
 *   `(Schleich.) <authorEditor>`.
 */

/** The author in leading parentheses, if any: `(L.) Nyman` -> `L.`; `(Linnaeus, 1758)` -> `Linnaeus, 1758`. */
export const parenthesizedAuthor = (author: string): string | undefined => {
  const match = /^\(([^()]*)\)/.exec(author.trim());
  return match ? match[1]!.trim() : undefined;
};

/** The basionym author of a name: the part in parentheses, or the whole author when there is none. */
export const basionymAuthor = (author: string): string => parenthesizedAuthor(author) ?? author.trim();

export interface CombinationAuthorOptions {
  readonly isAnimal: boolean;
  /** Author of the new combination, for names outside the animal kingdom. */
  readonly authorEditor?: string;
}

/**
 * The author string of the new combination; empty when there is nothing to build it from (no old author, or a
 * botanical name without `authorEditor`), so the caller can ask for one.
 */
export const combinationAuthor = (author: string, options: CombinationAuthorOptions): string => {
  const old = author.trim().replace(/\s+/g, ' ');
  if (options.isAnimal) {
    if (!old) return '';
    return /^\(.*\)$/.test(old) ? old : `(${old})`;
  }
  const editor = (options.authorEditor ?? '').trim().replace(/\s+/g, ' ');
  const basionym = basionymAuthor(old);
  if (!editor) return '';
  return basionym ? `(${basionym}) ${editor}` : editor;
};

/** True when a botanical new combination needs an `authorEditor` (zoological names never do). */
export const needsAuthorEditor = (options: CombinationAuthorOptions): boolean => !options.isAnimal && (options.authorEditor ?? '').trim() === '';
