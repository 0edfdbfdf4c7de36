import { presentationNameHtml, rankFromId, type NameAttribute, type Rank } from '@navnebase/domain';
import type { ChangeLogEntry, TaxonNameInfo } from '../read-models.js';

/**
 * What the register knows of a name that a history item refers to by `scientificNameId`: enough to format the
 * item's name as the rest of the app shows names (italics at genus and below, the author upright).
 */
export interface HistoryNameFacts {
  readonly scientificName: string;
  readonly author: string;
  readonly rank: Rank;
  readonly attributes: readonly NameAttribute[];
  /** The main name of the taxon's parent, when it has one. */
  readonly parent?: { readonly scientificName: string; readonly rank: Rank };
}

/** The facts of one name from its name page; undefined when the page does not hold the name or its rank is unknown. */
export const historyNameFacts = (info: TaxonNameInfo, scientificNameId: number): HistoryNameFacts | undefined => {
  const view = info.scientificNames.find((n) => n.scientificNameId === scientificNameId);
  const rank = view ? rankFromId(view.taxonRankId) : undefined;
  if (!view || !rank) return undefined;
  const parentItem = info.parentTaxonId === null ? undefined : info.higherClassification.find((h) => h.taxonId === info.parentTaxonId);
  const parentRank = parentItem ? rankFromId(parentItem.taxonRankId) : undefined;
  return {
    scientificName: view.scientificName,
    author: view.scientificNameAuthorship,
    rank,
    attributes: view.attributes as NameAttribute[],
    ...(parentItem && parentRank ? { parent: { scientificName: parentItem.scientificName, rank: parentRank } } : {}),
  };
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A name has no capitalised word after its first one, outside parentheses ("Ursus arctos", not "Abies alba Mill. ex"). */
const looksLikeName = (name: string) =>
  name
    .split(' ')
    .slice(1)
    .every((token) => !/^\p{Lu}/u.test(token));
/** An author does not begin with a lower-case word ("L.", "(Linnaeus, 1758)", not "arctos L."). */
const looksLikeAuthor = (author: string) => !/^\p{Ll}/u.test(author);

/**
 * Splits a history item's "name author" text into name and author by what the register knows of the name now:
 * the text as the name is now, or the same author with another name (the name was changed), or the same name with
 * another author (the author was changed), when the parts look like a name and an author. Undefined otherwise: the
 * text is then left as it is.
 */
export const splitHistoryName = (
  text: string,
  facts: Pick<HistoryNameFacts, 'scientificName' | 'author'>,
): { name: string; author: string } | undefined => {
  const { scientificName, author } = facts;
  if (text === scientificName) return { name: text, author: '' };
  if (author && text === `${scientificName} ${author}`) return { name: scientificName, author };
  const candidates: { name: string; author: string }[] = [];
  if (author && text.endsWith(` ${author}`) && text.length > author.length + 1) candidates.push({ name: text.slice(0, -author.length - 1), author });
  if (text.startsWith(`${scientificName} `)) candidates.push({ name: scientificName, author: text.slice(scientificName.length + 1) });
  return candidates.find((c) => looksLikeName(c.name) && looksLikeAuthor(c.author));
};

/** The item's name as HTML: the presentation name (italics at genus and below) and the author, escaped, upright. */
export const historyNameHtml = (text: string, facts: HistoryNameFacts): string | undefined => {
  const parts = splitHistoryName(text, facts);
  if (!parts) return undefined;
  const html = presentationNameHtml({ scientificName: parts.name, rank: facts.rank, attributes: facts.attributes });
  return parts.author ? `${html} ${escapeHtml(parts.author)}` : html;
};

/**
 * The change log with each item's names formatted: `scientificNameHtml` for an item whose `scientificNameId` the
 * register knows, and `parentScientificNameHtml` when the item's parent name is that name's parent now. Items of
 * names that are gone, or whose text cannot be split cleanly, keep only their plain text. The stored entries (and
 * the events) are not changed. `ownNameId` is the name whose log this is: an item without `scientificNameId` and without
 * a vernacular name (the imports' items) is that name.
 */
export const withHistoryNameHtml = async (
  entries: readonly ChangeLogEntry[],
  factsOf: (scientificNameId: number) => Promise<HistoryNameFacts | undefined>,
  ownNameId?: number,
): Promise<ChangeLogEntry[]> => {
  const known = new Map<number, Promise<HistoryNameFacts | undefined>>();
  const lookUp = (id: number) => {
    let facts = known.get(id);
    if (!facts) {
      facts = factsOf(id);
      known.set(id, facts);
    }
    return facts;
  };
  const item = async (record: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> => {
    const id = record.scientificNameId ?? (record.vernacularName === undefined ? ownNameId : undefined);
    if (typeof id !== 'number' || typeof record.scientificName !== 'string') return { ...record };
    const facts = await lookUp(id);
    if (!facts) return { ...record };
    const html = historyNameHtml(record.scientificName, facts);
    const parent = record.parentScientificName;
    const parentHtml =
      typeof parent === 'string' && facts.parent && facts.parent.scientificName === parent ? presentationNameHtml(facts.parent) : undefined;
    return { ...record, ...(html ? { scientificNameHtml: html } : {}), ...(parentHtml ? { parentScientificNameHtml: parentHtml } : {}) };
  };
  return Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      dataBefore: await Promise.all(entry.dataBefore.map(item)),
      dataAfter: await Promise.all(entry.dataAfter.map(item)),
    })),
  );
};
