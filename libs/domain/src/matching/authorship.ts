/**
 * Do two authorships name the same authors? The same authorship is written in many ways in real lists: abbreviated
 * ("L." for "Linnaeus", "Mill." for "Miller"), with or without the year, with "&" or "et", with the ex-author or
 * without. Two authorships agree when their years agree (where both give one) and, in the parentheses (the basionym's
 * authors) and outside them (the combination's), each author of the one is the other's author or an abbreviation of it
 * (the same letters from the start, a full stop cut; "DC." and "de Candolle" are not taken for each other).
 */

interface Authorship {
  readonly basionym: readonly string[] | undefined;
  readonly combination: readonly string[];
  readonly years: readonly string[];
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The authors of one team: "Schltr. ex Mansf." counts as Mansf. (who published), "Rchb. in Mossler" as Rchb. */
const team = (text: string): string[] => {
  let t = ` ${fold(text)} `;
  const ex = t.lastIndexOf(' ex ');
  if (ex >= 0) t = ` ${t.slice(ex + 4)}`;
  const inside = t.indexOf(' in ');
  if (inside >= 0) t = `${t.slice(0, inside)} `;
  return t
    .split(/&|,| et | and /)
    .map((author) => author.replace(/[^a-z]/g, ''))
    .filter((author) => author.length > 0);
};

const parse = (authorship: string): Authorship => {
  const text = fold(authorship).trim();
  const years = text.match(/\b1[5-9]\d\d\b|\b20\d\d\b/g) ?? [];
  // Only parentheses that open the authorship hold the basionym's authors ("(L.) Mill.", "(Linnaeus, 1758)"); a year
  // in parentheses after the author ("Linnaeus (1758)") does not, and the author before it counts. (Years need not be
  // cut out of the teams: a team keeps letters only.)
  const close = text.indexOf(')');
  if (text.startsWith('(') && close > 0) {
    return { basionym: team(text.slice(1, close)), combination: team(text.slice(close + 1)), years };
  }
  return { basionym: undefined, combination: team(text), years };
};

/** One author's name, or its abbreviation: the shorter's letters start the longer. */
const sameAuthor = (a: string, b: string) => (a.length <= b.length ? b.startsWith(a) : a.startsWith(b));

const sameTeam = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((author, i) => sameAuthor(author, b[i]!));

export const authorshipsAgree = (given: string, stored: string): boolean => {
  const a = parse(given);
  const b = parse(stored);
  if (a.combination.length === 0 && !a.basionym) return false;
  if (a.years.length > 0 && b.years.length > 0 && a.years.at(-1) !== b.years.at(-1)) return false;
  if ((a.basionym === undefined) !== (b.basionym === undefined)) return false;
  if (a.basionym && b.basionym && !sameTeam(a.basionym, b.basionym)) return false;
  return sameTeam(a.combination, b.combination);
};
