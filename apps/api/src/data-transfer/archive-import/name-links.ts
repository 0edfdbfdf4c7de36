import { splitAuthor } from './author-splitting.js';
import type { UsageRow } from './name-usage.js';
import { mapRank } from './rank-mapping.js';
import type { RowLedger } from '../problem-ledger.js';
import { isSynonymLike } from './status-mapping.js';
import { clean } from './text-normalization.js';
import { keyOf } from './usage-interpretation.js';

export const NameLinkReasons = {
  exact: 'Lenker oppgitt som navn (parentNameUsage / acceptedNameUsage) er løst opp ved eksakt fullt navn (første rad)',
  canonical: 'Lenken oppgitt som navn er løst opp ved navnet uten autor og en sammenligning av autor',
  ambiguous: 'Lenken oppgitt som navn passer på flere rader; den er ikke gjettet',
  otherAuthor: 'Lenken oppgitt som navn finnes bare med en annen autor; den er ikke brukt',
  missing: 'Lenken oppgitt som navn finnes ikke i filen',
} as const;

/** Authorship compared without spaces, punctuation, case and diacritics ("L., 1758" = "L. 1758"). */
const authorKey = (author: string) =>
  author
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&]/gu, '');

/** A row's name split into the name without authorship and the authorship. */
const nameParts = (row: UsageRow) => {
  const name = clean(row.scientificName);
  const author = clean(row.authorship);
  if (author) return { canonical: name.endsWith(` ${author}`) ? name.slice(0, -author.length - 1) : name, author };
  const parsed = splitAuthor(name, mapRank(row.rank));
  return parsed.recognised ? { canonical: parsed.scientificName, author: parsed.author } : { canonical: name, author: '' };
};

const add = (map: Map<string, UsageRow[]>, key: string, row: UsageRow) => {
  const list = map.get(key);
  if (list) list.push(row);
  else map.set(key, [row]);
};

type Resolution = { row: UsageRow; how: 'exact' | 'canonical' } | { reason: string; detail: string };

/**
 * Resolves links given as names (Darwin Core `parentNameUsage` and `acceptedNameUsage`, the full name with its
 * authorship) where the id column is empty: first by the exact full name, then by the name without authorship
 * with the authorships compared. Accepted rows are preferred over synonyms as targets. A link that fits several
 * rows, or none, is reported and left out, never guessed. Returns the rows with the ids filled in.
 */
export const resolveNameLinks = (rows: readonly UsageRow[], ledger: RowLedger): readonly UsageRow[] => {
  const wanted = (r: UsageRow) => Boolean((!r.parentId && r.parentName) || (!r.acceptedId && r.acceptedName && isSynonymLike(r.status)));
  if (!rows.some(wanted)) return rows;
  const full = new Map<string, UsageRow[]>();
  const canonical = new Map<string, UsageRow[]>();
  const authors = new Map<UsageRow, string>();
  for (const row of rows) {
    if (!row.scientificName) continue;
    const { canonical: name, author } = nameParts(row);
    add(full, author ? `${name} ${author}` : name, row);
    if (author) add(full, clean(row.scientificName), row);
    add(canonical, name, row);
    authors.set(row, authorKey(author));
  }
  const preferAccepted = (candidates: readonly UsageRow[], self: UsageRow) => {
    const others = [...new Set(candidates)].filter((c) => c !== self);
    const accepted = others.filter((c) => !isSynonymLike(c.status));
    return accepted.length ? accepted : others;
  };
  const ids = (candidates: readonly UsageRow[]) => candidates.map((c) => keyOf(c)).join(', ');

  const resolve = (link: string, self: UsageRow): Resolution => {
    const exact = preferAccepted(full.get(link) ?? [], self);
    if (exact.length === 1) return { row: exact[0]!, how: 'exact' };
    if (exact.length > 1) return { reason: NameLinkReasons.ambiguous, detail: `${link} → ${ids(exact)}` };
    const parsed = splitAuthor(link);
    const name = parsed.recognised ? parsed.scientificName : link;
    const candidates = preferAccepted(canonical.get(name) ?? [], self);
    if (!candidates.length) return { reason: NameLinkReasons.missing, detail: link };
    const author = authorKey(parsed.recognised ? parsed.author : '');
    const matching = author ? candidates.filter((c) => authors.get(c) === author || !authors.get(c)) : candidates;
    if (matching.length === 1) return { row: matching[0]!, how: 'canonical' };
    if (!matching.length) return { reason: NameLinkReasons.otherAuthor, detail: `${link} → ${ids(candidates)}` };
    return { reason: NameLinkReasons.ambiguous, detail: `${link} → ${ids(matching)}` };
  };

  let exactLinks = 0;
  let firstExact: UsageRow | undefined;
  const link = (row: UsageRow, text: string): string | undefined => {
    const found = resolve(text, row);
    if ('reason' in found) {
      ledger.note(row.ref, 'warning', found.reason, found.detail);
      return undefined;
    }
    if (found.how === 'exact') {
      exactLinks++;
      firstExact ??= row;
    } else
      ledger.note(
        row.ref,
        'info',
        NameLinkReasons.canonical,
        `${text} → ${keyOf(found.row)} (${clean(found.row.scientificName)} ${clean(found.row.authorship)})`.trim(),
      );
    return keyOf(found.row);
  };

  const result = rows.map((row) => {
    if (!wanted(row)) return row;
    const parentId = !row.parentId && row.parentName ? link(row, row.parentName) : undefined;
    // an accepted row's acceptedNameUsage names itself; only a synonym's is a link
    const acceptedId = !row.acceptedId && row.acceptedName && isSynonymLike(row.status) ? link(row, row.acceptedName) : undefined;
    return parentId || acceptedId ? { ...row, ...(parentId ? { parentId } : {}), ...(acceptedId ? { acceptedId } : {}) } : row;
  });
  if (firstExact)
    ledger.note(firstExact.ref, 'info', NameLinkReasons.exact, `${exactLinks.toLocaleString('nb-NO')} ${exactLinks === 1 ? 'lenke' : 'lenker'}`);
  return result;
};
