import { rankId } from '@navnebase/domain';
import { splitAuthor } from './author-splitting.js';
import { hasUsableFlatColumns } from './flat-classification.js';
import type { UsageRow } from './name-usage.js';
import { mapRank } from './rank-mapping.js';
import type { RegisterNameLookup } from './register-names.js';
import type { RowLedger } from '../problem-ledger.js';
import { isSynonymLike } from './status-mapping.js';
import { clean } from './text-normalization.js';
import { keyOf } from './usage-interpretation.js';

export const HigherClassificationReasons = {
  placed: 'Rader uten overordnet og uten klassifikasjonskolonner er plassert under nærmeste navn i higherClassification som finnes i filen',
  placedHigher:
    'Nærmeste navn i higherClassification finnes ikke i filen (eller passer på flere rader); taksonet er plassert under et høyere navn i strengen',
  danglingParent: 'Overordnet id finnes ikke i filen; taksonet er plassert under nærmeste navn i higherClassification som finnes i filen',
  unresolved: 'Ingen av navnene i higherClassification finnes i filen som et høyere takson; raden er ikke plassert etter den',
  inRegister: 'Navnet i higherClassification finnes ikke i filen, men i registeret; taksonet er plassert under registerets takson med det navnet',
  registerSynonym:
    'Navnet i higherClassification er et synonym i registeret; taksonet er plassert under det gjeldende navnets takson (navn → synonym = gjeldende navn)',
  homonym: 'Navnet i higherClassification passer på flere rader (et homonym); raden med de samme høyere navnene som strengen er brukt',
  viaSynonym:
    'Navnet i higherClassification er et synonym i filen; taksonet er plassert under synonymets gjeldende navn (navn → synonym = gjeldende navn)',
} as const;

/** The names of a `higherClassification` string, highest first: split on `|`, else `;`, else `,`. */
export const higherClassificationNames = (text: string): string[] => {
  const separator = text.includes('|') ? '|' : text.includes(';') ? ';' : ',';
  return text
    .split(separator)
    .map((part) => clean(part))
    .filter(Boolean);
};

/** A row's name without its authorship. */
const bareName = (row: UsageRow): string => {
  const name = clean(row.scientificName);
  const author = clean(row.authorship);
  if (author) return name.endsWith(` ${author}`) ? name.slice(0, -author.length - 1) : name;
  const parsed = splitAuthor(name, mapRank(row.rank));
  return parsed.recognised ? parsed.scientificName : name;
};

/**
 * Places the taxon rows of a Darwin Core Archive that have no parent (no `parentNameUsageID`, or one that points at
 * no row), no usable flat columns (kingdom … subgenus above the row's rank) and a `higherClassification` string
 * ("Animalia | Chordata | … | Ursus"). Its names carry no ranks, so no taxon is created from them: they are matched,
 * from the nearest upwards, against the accepted rows of the archive by name (with or without authorship), taking
 * only a row of a higher rank than the placed row, and the row is placed under the nearest one that fits exactly one
 * row. A listed name that fits no such row but is a synonym row of the archive stands for its accepted taxon (a chain of
 * synonyms is followed), reported per row. A listed name borne by several rows (a homonym) is the one whose own higher
 * names (parent links or its own string) share most of the names above it in the string, if one does. A listed name that is not in the archive at all may be a taxon of the
 * register (`register`): by its main name or a synonym's, of a higher rank and only one; the row is then placed under
 * that taxon (`parentTaxonId`), reported per row. A name the row itself bears is passed over. Every placement is reported (tallied, or per row when nearer names
 * were passed over), and so is a string none of whose names fits.
 */
export const placeByHigherClassification = (rows: readonly UsageRow[], ledger: RowLedger, register?: RegisterNameLookup): readonly UsageRow[] => {
  if (!rows.some((r) => r.higherClassification)) return rows;
  const ids = new Set(rows.map((r) => keyOf(r)));
  const isTaxonRow = (row: UsageRow) => !(isSynonymLike(row.status) || (row.acceptedId && row.acceptedId !== row.id && !row.status));
  const byName = new Map<string, UsageRow[]>();
  const synonymsByName = new Map<string, UsageRow[]>();
  for (const row of rows) {
    if (!row.scientificName) continue;
    const map = isTaxonRow(row) ? byName : synonymsByName;
    for (const name of new Set([clean(row.scientificName), bareName(row)])) map.set(name, [...(map.get(name) ?? []), row]);
  }
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  /** A synonym's accepted taxon row, following chains of synonyms; undefined when the chain ends elsewhere. */
  const acceptedOf = (synonym: UsageRow): UsageRow | undefined => {
    const seen = new Set<UsageRow>();
    for (let r: UsageRow | undefined = synonym; r && !seen.has(r); r = r.acceptedId ? byKey.get(r.acceptedId) : undefined) {
      if (isTaxonRow(r)) return r;
      seen.add(r);
    }
    return undefined;
  };
  const parentOf = new Map<string, string>();
  for (const row of rows) if (row.parentId) parentOf.set(keyOf(row), row.parentId);
  /** The names above a row: along its parent links, and in its own higherClassification string. */
  const higherNamesOf = (row: UsageRow): Set<string> => {
    const found = new Set(row.higherClassification ? higherClassificationNames(row.higherClassification) : []);
    const seen = new Set<string>();
    for (let k = parentOf.get(keyOf(row)); k !== undefined && !seen.has(k); k = parentOf.get(k)) {
      seen.add(k);
      const above = byKey.get(k);
      if (above) for (const name of [clean(above.scientificName), bareName(above)]) found.add(name);
    }
    return found;
  };
  /** Of several rows bearing a listed name, the one sharing the most of the string's higher names (if one does). */
  const byHigherNames = (candidates: readonly UsageRow[], higher: readonly string[]) => {
    const scored = candidates.map((c) => {
      const names = higherNamesOf(c);
      const shared = higher.filter((name) => names.has(name));
      return { row: c, score: shared.length, by: shared[0] ?? '' };
    });
    const best = Math.max(...scored.map((s) => s.score));
    const top = scored.filter((s) => s.score === best);
    return best > 0 && top.length === 1 ? top[0]! : undefined;
  };
  /** True when `ancestor` is `key` or above it through the parent links (placing would make a cycle). */
  const isBelow = (key: string, ancestor: string) => {
    const seen = new Set<string>();
    for (let k: string | undefined = key; k !== undefined && !seen.has(k); k = parentOf.get(k)) {
      if (k === ancestor) return true;
      seen.add(k);
    }
    return false;
  };

  return rows.map((row) => {
    const text = row.higherClassification;
    if (!text || !isTaxonRow(row) || (row.parentId && ids.has(row.parentId)) || hasUsableFlatColumns(row)) return row;
    const rank = mapRank(row.rank);
    if (!rank) return row; // skipped later for its rank
    const own = new Set([clean(row.scientificName), bareName(row)]);
    const passed: string[] = [];
    const names = higherClassificationNames(text).reverse();
    for (const [index, listed] of names.entries()) {
      if (own.has(listed)) continue;
      const parsed = splitAuthor(listed);
      const lookup = (map: ReadonlyMap<string, UsageRow[]>) =>
        map.get(listed) ?? (parsed.recognised ? map.get(parsed.scientificName) : undefined) ?? [];
      const fits = (c: UsageRow): boolean => {
        const candidateRank = mapRank(c.rank);
        return c !== row && candidateRank !== undefined && rankId(candidateRank) < rankId(rank) && !isBelow(keyOf(c), keyOf(row));
      };
      let fitting = lookup(byName).filter(fits);
      // a listed name that is no taxon row of a higher rank may be a synonym: its accepted taxon is meant
      const viaSynonym = !fitting.length;
      if (viaSynonym) fitting = [...new Set(lookup(synonymsByName).map(acceptedOf))].filter((c): c is UsageRow => c !== undefined && fits(c));
      // a homonym (a genus in two kingdoms): the row whose own higher names are the string's higher names
      const homonym = fitting.length > 1 ? byHigherNames(fitting, names.slice(index + 1)) : undefined;
      if (homonym) fitting = [homonym.row];
      const dangling = row.parentId ? `${row.parentId}: ` : '';
      const example = `${dangling}${clean(row.scientificName)} → ${listed}`;
      const notUsed = passed.length ? `; ikke brukt: ${passed.join(', ')}` : '';
      if (!fitting.length && register) {
        // not in the archive: a taxon of the register, by its name or a synonym's
        const inRegister = [...register(listed), ...(parsed.recognised && parsed.scientificName !== listed ? register(parsed.scientificName) : [])];
        const taxa = [...new Map(inRegister.filter((m) => rankId(m.rank) < rankId(rank)).map((m) => [m.taxonId, m])).values()];
        if (taxa.length === 1) {
          const match = taxa[0]!;
          const reason = match.viaSynonym ? HigherClassificationReasons.registerSynonym : HigherClassificationReasons.inRegister;
          const accepted = match.viaSynonym ? ` = ${match.acceptedName}` : '';
          ledger.note(row.ref, 'info', reason, `${example}${accepted} (takson ${match.taxonId})${notUsed}`);
          const { parentId: _dangling, ...rest } = row;
          return { ...rest, parentTaxonId: match.taxonId };
        }
        if (taxa.length > 1) {
          passed.push(`${listed} (${taxa.length} taksa i registeret)`);
          continue;
        }
      }
      if (fitting.length !== 1) {
        passed.push(`${listed} (${fitting.length ? `${fitting.length} rader` : 'finnes ikke'})`);
        continue;
      }
      const parentId = keyOf(fitting[0]!);
      parentOf.set(keyOf(row), parentId);
      if (homonym)
        ledger.note(row.ref, 'info', HigherClassificationReasons.homonym, `${example} (${keyOf(homonym.row)}), etter ${homonym.by}${notUsed}`);
      else if (viaSynonym)
        ledger.note(row.ref, 'info', HigherClassificationReasons.viaSynonym, `${example} = ${clean(fitting[0]!.scientificName)}${notUsed}`);
      else if (passed.length) ledger.note(row.ref, 'info', HigherClassificationReasons.placedHigher, `${example}${notUsed}`);
      else if (dangling) ledger.note(row.ref, 'warning', HigherClassificationReasons.danglingParent, example);
      else ledger.tally(row.ref, 'info', HigherClassificationReasons.placed, example);
      return { ...row, parentId };
    }
    ledger.note(row.ref, 'warning', HigherClassificationReasons.unresolved, text);
    return row;
  });
};
