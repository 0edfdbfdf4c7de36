import { distance } from 'fastest-levenshtein';

const cache = new WeakMap<ReadonlyMap<string, unknown>, Map<string, string | undefined>>();

/**
 * The known vocabulary value closest to an unknown one (Levenshtein distance on lookup keys), when it is close
 * enough to be a likely misspelling: one edit for values of up to five characters, two for longer ones (so
 * `superkingdom` gets no `subkingdom`: that is another rank, not a typo). Used in the report's detail so a user
 * can see what was probably meant. Remembered per vocabulary and value: an archive may repeat one unknown
 * value on every row.
 */
export const nearestKnownValue = (key: string, known: ReadonlyMap<string, unknown>): string | undefined => {
  if (!key) return undefined;
  let answers = cache.get(known);
  if (!answers) cache.set(known, (answers = new Map()));
  if (answers.has(key)) return answers.get(key);
  const nearest = nearestOf(key, known.keys());
  if (answers.size < 10_000) answers.set(key, nearest);
  return nearest;
};

const nearestOf = (key: string, known: Iterable<string>): string | undefined => {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(key, candidate);
    if (d < bestDistance || (d === bestDistance && best !== undefined && candidate.length < best.length)) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  return bestDistance <= (key.length <= 5 ? 1 : 2) ? best : undefined;
};

/** The report's detail for an unknown value: the value as written and, if any, the nearest known value. */
export const unknownValueDetail = (value: string, nearest: string | undefined): string =>
  nearest ? `${value} (nærmeste kjente verdi: ${nearest})` : value;
