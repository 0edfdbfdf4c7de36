import type { MatchType } from '../../api/name-match';

/** How each match type reads and is coloured in the results table. */
export const MATCH_TYPE_VIEW: Readonly<Record<MatchType, { label: string; color: string; uncertain: boolean }>> = {
  exact: { label: 'Eksakt', color: '#d7eedb', uncertain: false },
  canonical: { label: 'Navn uten/annen autor', color: '#e4f2e0', uncertain: false },
  synonym: { label: 'Synonym', color: '#dde9f7', uncertain: false },
  vernacular: { label: 'Populærnavn', color: '#e8e2f4', uncertain: false },
  fuzzy: { label: 'Skrivefeil', color: '#fdf0cf', uncertain: true },
  higherRank: { label: 'Høyere nivå', color: '#fde3c8', uncertain: true },
  ambiguous: { label: 'Tvetydig', color: '#f9d9d3', uncertain: true },
  none: { label: 'Ingen treff', color: '#f3d0d0', uncertain: true },
};

/** "Bare usikre": the rows a person must look at (typos, higher rank, ambiguous, no match, or confidence under 80). */
export const isUncertain = (result: { matchType: MatchType; confidence: number }): boolean =>
  MATCH_TYPE_VIEW[result.matchType].uncertain || result.confidence < 80;
