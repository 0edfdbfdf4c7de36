import {
  authorshipKey,
  authorshipsAgree,
  isMainStatus,
  parseName,
  presentationName,
  type NameAttribute,
  type ParsedName,
  vernacularMatchKey,
  type VernacularNameRecord,
} from '@navnebase/domain';
import type { MatchedName, MatchOptions, MatchResult, MatchType } from '../read-models.js';
import type { NameSummary } from '../views.js';

export type { MatchedName, MatchOptions, MatchResult, MatchType };
import type { MatchableName, MatchableVernacular, NameMatchIndex } from './name-match-index.js';

/** How an input matched, best first (see `MatchResult`). */
export const MATCH_TYPES = [
  'exact',
  'canonical',
  'synonym',
  'vernacular',
  'fuzzy',
  'higherRank',
  'ambiguous',
  'none',
] as const satisfies readonly MatchType[];

type Name = MatchableName & NameSummary;
type Vernacular = MatchableVernacular;

/** What the matcher needs of the in-memory register. */
export interface MatchSource<N extends Name, V extends Vernacular> {
  readonly matchIndex: NameMatchIndex<N, V>;
  taxon(
    id: number,
  ): { readonly existsInNorway: boolean | null; readonly vernacularNames: readonly VernacularNameRecord[]; readonly names: readonly N[] } | undefined;
}

/** Edits allowed for a whole key of this many letters: none below 5, one below 10, two from 10 on. */
export const editsAllowed = (letters: number): number => (letters >= 10 ? 2 : letters >= 5 ? 1 : 0);
/** Edits allowed in the first word (genus): none below 4 letters, one below 8, two from 8 on. */
const firstWordEditsAllowed = (letters: number): number => (letters >= 8 ? 2 : letters >= 4 ? 1 : 0);
const letterCount = (key: string) => key.replace(/ /g, '').length;

const ATTRIBUTE_OF: Record<string, NameAttribute> = { Agg: 'Agg', Coll: 'Coll', SensuLato: 'SensuLato', SensuStricto: 'SensuStricto' };

const matchedName = (n: NameSummary): MatchedName => ({
  scientificNameId: n.id,
  taxonId: n.taxonId,
  scientificName: presentationName(n),
  author: n.author,
  rank: n.rank,
  taxonomicStatus: n.taxonomicStatus,
});

/**
 * Matches the lines of a species list against the register (listesøk), one result per input in input order: the
 * exact scientific name (authorship compared when given), then a vernacular name, then a name within one or two
 * edits, then a higher taxon (the species of an unknown subspecies, the genus); nonsense matches nothing. Pure over
 * the in-memory register; repeated inputs are matched once.
 */
export const matchNames = <N extends Name, V extends Vernacular>(
  source: MatchSource<N, V>,
  inputs: readonly string[],
  options: MatchOptions = {},
): MatchResult[] => {
  const seen = new Map<string, MatchResult>();
  return inputs.map((input) => {
    let result = seen.get(input);
    if (!result) {
      result = matchOne(source, input, options);
      seen.set(input, result);
    }
    return result;
  });
};

const matchOne = <N extends Name, V extends Vernacular>(source: MatchSource<N, V>, input: string, options: MatchOptions): MatchResult => {
  const index = source.matchIndex;
  const fuzzy = options.fuzzy !== false;
  const maxAlternatives = Math.max(0, Math.min(options.maxAlternatives ?? 5, 20));
  const parsed = parseName(input);
  const base = {
    input,
    parsed: { canonicalName: parsed.canonical, authorship: parsed.authorship, ...(parsed.qualifier ? { qualifier: parsed.qualifier } : {}) },
  };
  const qualifierRemark =
    parsed.qualifier === 'cf.' ? 'cf.: bestemmelsen er usikker.' : parsed.qualifier === 'aff.' ? 'aff.: en art nær denne, ikke denne.' : undefined;

  /** The taxon's details for a matched name. */
  const details = (name: N) => {
    const taxon = source.taxon(name.taxonId);
    const vernacularNames: { nb?: string; nn?: string; se?: string } = {};
    for (const v of taxon?.vernacularNames ?? []) {
      if (v.status === 'Recommended' && (v.languageIsoCode === 'nb' || v.languageIsoCode === 'nn' || v.languageIsoCode === 'se')) {
        vernacularNames[v.languageIsoCode] ??= v.vernacularName;
      }
    }
    let accepted: N | undefined;
    if (!isMainStatus(name.taxonomicStatus)) {
      for (const n of taxon?.names ?? []) if (isMainStatus(n.taxonomicStatus) && (!accepted || n.id < accepted.id)) accepted = n;
    }
    return {
      match: matchedName(name),
      ...(accepted ? { acceptedName: matchedName(accepted) } : {}),
      vernacularNames,
      existsInNorway: taxon?.existsInNorway ?? null,
    };
  };

  const ambiguous = (names: readonly N[], confidence: number, remark?: string): MatchResult => ({
    ...base,
    matchType: 'ambiguous',
    confidence,
    alternatives: names.slice(0, maxAlternatives).map(matchedName),
    ...(remark ? { remark } : {}),
  });

  /**
   * Narrows candidates with the input's authorship, marker and aggregate marks, then to main names; answers the one
   * name, or the candidates when they are names of more than one taxon.
   */
  const choose = (candidates: readonly N[], p: ParsedName): { name?: N; names: readonly N[]; authorMatched: boolean; authorAbbreviated: boolean } => {
    let names = candidates;
    let authorMatched = false;
    let authorAbbreviated = false;
    const narrow = (keep: (n: N) => boolean) => {
      const kept = names.filter(keep);
      if (kept.length > 0) names = kept;
      return kept.length > 0;
    };
    if (p.authorship) {
      const wanted = authorshipKey(p.authorship);
      authorMatched = narrow((n) => authorshipKey(n.author) === wanted);
      // the same authors written otherwise: "L." for "Linnaeus, 1758", "(L.) Mill." for "(Linnaeus) Miller"
      if (!authorMatched) authorAbbreviated = narrow((n) => authorshipsAgree(p.authorship, n.author));
    }
    if (p.marker) narrow((n) => parseName(n.scientificName).marker === p.marker);
    if (p.attributes.length > 0)
      narrow((n) => p.attributes.every((a) => n.attributes.includes(ATTRIBUTE_OF[a]!) || parseName(n.scientificName).attributes.includes(a)));
    else narrow((n) => !n.attributes.some((a) => a === 'Agg' || a === 'Coll' || a === 'SensuLato' || a === 'SensuStricto'));
    narrow((n) => isMainStatus(n.taxonomicStatus));
    const taxa = new Set(names.map((n) => n.taxonId));
    if (taxa.size > 1) return { names, authorMatched, authorAbbreviated };
    const name = [...names].sort((a, b) => Number(isMainStatus(b.taxonomicStatus)) - Number(isMainStatus(a.taxonomicStatus)) || a.id - b.id)[0];
    return { ...(name ? { name } : {}), names, authorMatched, authorAbbreviated };
  };

  /** The genus (or the species of an unknown subspecies) as a higher-rank match. */
  const higherRank = (confidence: number, remark?: string): MatchResult | undefined => {
    for (let n = parsed.words.length - (parsed.unnamedSpecies ? 0 : 1); n >= 1; n--) {
      const key = parsed.words.slice(0, n).join(' ');
      const found = index.exact(key);
      if (found.length === 0) continue;
      const { marker: _marker, ...rest } = parsed;
      const chosen = choose(found, { ...rest, authorship: '', attributes: [] });
      if (!chosen.name) return ambiguous(chosen.names, Math.min(confidence, 40), remark);
      return {
        ...base,
        matchType: 'higherRank',
        confidence: n === 1 ? confidence : confidence + 5,
        ...details(chosen.name),
        ...(remark ? { remark } : {}),
      };
    }
    // A misspelt genus of a name that matched nothing else.
    const first = parsed.words[0];
    if (fuzzy && first && first.length >= 6) {
      const close = index.closestFirstWords(first, 1).filter((c) => index.exact(c.word).length > 0);
      if (close.length === 1) {
        const chosen = choose(index.exact(close[0]!.word), parsed);
        if (chosen.name)
          return { ...base, matchType: 'higherRank', confidence: Math.min(confidence, 40), ...details(chosen.name), ...(remark ? { remark } : {}) };
      }
    }
    return undefined;
  };

  if (parsed.key) {
    // "Carex sp.", "Carex aff. nigra": the genus is what the list means.
    if (parsed.unnamedSpecies || parsed.qualifier === 'aff.') {
      const found = higherRank(
        parsed.unnamedSpecies ? 90 : 75,
        parsed.unnamedSpecies ? 'sp./spp.: en art i slekten, ikke navngitt.' : qualifierRemark,
      );
      if (found) return found;
    }
    const exact = index.exact(parsed.key);
    if (exact.length > 0) {
      const chosen = choose(exact, parsed);
      const penalty = parsed.qualifier === 'cf.' ? 15 : 0;
      if (!chosen.name) return ambiguous(chosen.names, 50 - penalty, qualifierRemark);
      const main = isMainStatus(chosen.name.taxonomicStatus);
      const confidence = (chosen.authorMatched ? 100 : chosen.authorAbbreviated ? 98 : parsed.authorship ? 90 : 97) - (main ? 0 : 3) - penalty;
      const matchType: MatchType = !main ? 'synonym' : chosen.authorMatched || chosen.authorAbbreviated ? 'exact' : 'canonical';
      return { ...base, matchType, confidence, ...details(chosen.name), ...(qualifierRemark ? { remark: qualifierRemark } : {}) };
    }
  }

  if (options.vernacular !== false) {
    const key = vernacularMatchKeyOf(input);
    const found = key ? index.vernacular(key) : [];
    if (found.length > 0) return vernacularResult(source, base, found, input, ambiguous, details, false);
  }

  if (fuzzy && parsed.key) {
    const letters = letterCount(parsed.key);
    const allowed = editsAllowed(letters);
    if (allowed > 0) {
      const { names, edits } = index.closestNames(parsed.key, allowed, firstWordEditsAllowed(parsed.words[0]!.length));
      if (names.length > 0) {
        const chosen = choose(names, parsed);
        const confidence = (edits === 1 ? 85 : 70) - (parsed.qualifier === 'cf.' ? 15 : 0);
        if (!chosen.name) return ambiguous(chosen.names, Math.min(confidence, 45), qualifierRemark);
        return { ...base, matchType: 'fuzzy', confidence, ...details(chosen.name), ...(qualifierRemark ? { remark: qualifierRemark } : {}) };
      }
    }
  }

  if (fuzzy && options.vernacular !== false) {
    const key = vernacularMatchKeyOf(input);
    const allowed = editsAllowed(key.replace(/ /g, '').length);
    const { entries } = index.closestVernacular(key, allowed);
    if (entries.length > 0) return vernacularResult(source, base, entries, input, ambiguous, details, true);
  }

  if (parsed.key) {
    const found = higherRank(60, qualifierRemark);
    if (found) return found;
  }
  return { ...base, matchType: 'none', confidence: 0 };
};

const vernacularMatchKeyOf = (input: string) => vernacularMatchKey(input.replace(/\s*\(.*\)\s*$/, ''));

/** A match on vernacular names: one taxon (its main name), or several taxa sharing the name. */
const vernacularResult = <N extends Name, V extends Vernacular>(
  source: MatchSource<N, V>,
  base: Pick<MatchResult, 'input' | 'parsed'>,
  found: readonly V[],
  input: string,
  ambiguous: (names: readonly N[], confidence: number) => MatchResult,
  details: (name: N) => Partial<MatchResult>,
  typo: boolean,
): MatchResult => {
  // A name recommended for one taxon and only an alternative for others means the first.
  const recommended = found.filter((v) => v.vernacular.status === 'Recommended');
  const pool = new Set(recommended.map((v) => v.taxonId)).size === 1 ? recommended : found;
  const mains: N[] = [];
  for (const taxonId of new Set(pool.map((v) => v.taxonId))) {
    let main: N | undefined;
    for (const n of source.taxon(taxonId)?.names ?? []) if (isMainStatus(n.taxonomicStatus) && (!main || n.id < main.id)) main = n;
    if (main) mains.push(main);
  }
  if (mains.length === 0) return { ...base, matchType: 'none', confidence: 0 };
  if (mains.length > 1) return ambiguous(mains, 40);
  const matchedVernacular = pool.find((v) => v.taxonId === mains[0]!.taxonId)!.vernacular;
  const same = matchedVernacular.vernacularName.toLocaleLowerCase('nb').trim() === input.toLocaleLowerCase('nb').trim().replace(/\s+/g, ' ');
  return {
    ...base,
    matchType: typo ? 'fuzzy' : 'vernacular',
    confidence: typo ? 70 : same ? 95 : 90,
    ...details(mains[0]!),
    matchedVernacularName: matchedVernacular.vernacularName,
  };
};
