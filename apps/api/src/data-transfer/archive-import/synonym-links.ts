import { Reasons } from './import-report.js';
import type { RowLedger } from '../problem-ledger.js';
import type { InterpretedUsage } from './usage-interpretation.js';

export const LinkReasons = {
  acceptedPointsToAccepted: 'Gjeldende navn peker på en annen gjeldende rad; lenken er ignorert',
  acceptedPointsShared: 'Flere gjeldende rader peker på samme id; lenken er ignorert',
  acceptedPointsToLinkedSynonym: 'Gjeldende navn peker på et synonym av et annet navn; lenken er ignorert',
  reversed: 'Gjeldende navn peker på et synonym som peker på seg selv; lenken er lest motsatt vei',
  takenOver: 'Gjeldende navn peker på en id som ikke finnes; synonymer som peker dit, knyttes hit',
  selfViaAccepted: 'Synonymet peker på seg selv; den gjeldende raden som peker hit, er brukt',
  missingViaAccepted: 'Synonymet peker på en id som ikke finnes; den gjeldende raden som peker dit, er brukt',
  synonymViaAccepted: 'Synonymet peker på et synonym; den gjeldende raden som peker dit, er brukt',
  chain: 'Synonymet peker på et annet synonym; kjeden er fulgt til det gjeldende navnet',
  noLink: 'Synonymet mangler lenke til gjeldende navn',
  chainWithoutEnd: 'Synonymkjeden ender uten gjeldende navn',
  targetMissing: 'Det gjeldende navnet finnes ikke i filen',
  self: 'Synonymet peker på seg selv, og ingen gjeldende rad peker hit',
  cycle: 'Synonymkjeden går i ring',
} as const;

/**
 * Accepted rows whose accepted link points elsewhere (a Darwin Core quirk: the link of a renamed taxon still
 * names the old id). When exactly one accepted row points at an id that is missing, or at a synonym that points
 * at itself (or nowhere), that id is taken over by the accepted row: synonyms pointing there belong to it, and
 * the self-pointing synonym becomes its synonym. Every other such link is ignored, with a warning.
 */
const claimedIds = (usages: readonly InterpretedUsage[], byId: ReadonlyMap<string, InterpretedUsage>, ledger: RowLedger) => {
  const claims = new Map<string, InterpretedUsage[]>();
  for (const usage of usages) {
    const target = usage.row.acceptedId;
    if (usage.isSynonym || !target || target === usage.row.id) continue;
    if (byId.get(target)?.isSynonym === false)
      ledger.note(usage.row.ref, 'warning', LinkReasons.acceptedPointsToAccepted, `${usage.row.id} → ${target}`);
    else claims.set(target, [...(claims.get(target) ?? []), usage]);
  }
  const aliases = new Map<string, string>();
  for (const [target, claimers] of claims) {
    const detail = `${claimers.map((c) => c.row.id).join(', ')} → ${target}`;
    const synonym = byId.get(target);
    if (claimers.length > 1) {
      for (const c of claimers) ledger.note(c.row.ref, 'warning', LinkReasons.acceptedPointsShared, detail);
    } else if (synonym?.row.acceptedId && synonym.row.acceptedId !== target) {
      ledger.note(claimers[0]!.row.ref, 'warning', LinkReasons.acceptedPointsToLinkedSynonym, detail);
    } else {
      aliases.set(target, claimers[0]!.key);
      ledger.note(claimers[0]!.row.ref, 'warning', synonym ? LinkReasons.reversed : LinkReasons.takenOver, detail);
    }
  }
  return aliases;
};

/**
 * Finds the accepted usage of every synonym: follows chains of synonyms (with a warning), uses ids taken over by
 * accepted rows (see above), and skips, with the reason, synonyms without a link, pointing at themselves, at a
 * missing or skipped row, or round in a circle. `byId`: the usages by key (the id, or for a row without one the key a
 * link given as a name resolved to). Returns synonym key → accepted key.
 */
export const resolveSynonymLinks = (
  usages: readonly InterpretedUsage[],
  byId: ReadonlyMap<string, InterpretedUsage>,
  skippedIds: ReadonlySet<string>,
  ledger: RowLedger,
): Map<string, string> => {
  const aliases = claimedIds(usages, byId, ledger);
  const accepted = new Map<string, string>();
  for (const synonym of usages) {
    if (!synonym.isSynonym) continue;
    const direct = synonym.row.acceptedId ? byId.get(synonym.row.acceptedId) : undefined;
    if (direct && !direct.isSynonym && !aliases.has(direct.key)) {
      accepted.set(synonym.key, direct.key); // the common case: a synonym pointing at its accepted row
      continue;
    }
    const chain = [synonym.row.id || synonym.key];
    const trail = (end?: string) => [...chain, ...(end !== undefined ? [end] : [])].join(' → ');
    const seen = new Set(chain);
    let current = synonym.row.acceptedId;
    for (;;) {
      const alias = current ? aliases.get(current) : undefined;
      const target = current ? byId.get(current) : undefined;
      if (!current)
        ledger.skip(synonym.row.ref, chain.length === 1 ? LinkReasons.noLink : LinkReasons.chainWithoutEnd, chain.length === 1 ? undefined : trail());
      else if (alias) {
        const reason =
          current === synonym.row.id ? LinkReasons.selfViaAccepted : target ? LinkReasons.synonymViaAccepted : LinkReasons.missingViaAccepted;
        ledger.note(synonym.row.ref, 'warning', reason, `${trail(current)} ⇐ ${byId.get(alias)?.row.id ?? alias}`);
        accepted.set(synonym.key, alias);
      } else if (skippedIds.has(current)) ledger.skip(synonym.row.ref, Reasons.acceptedSkipped, trail(current));
      else if (!target) ledger.skip(synonym.row.ref, LinkReasons.targetMissing, trail(current));
      else if (!target.isSynonym) {
        if (chain.length > 1) ledger.note(synonym.row.ref, 'warning', LinkReasons.chain, trail(current));
        accepted.set(synonym.key, target.key);
      } else if (target === synonym && chain.length === 1) ledger.skip(synonym.row.ref, LinkReasons.self, trail(current));
      else if (seen.has(current)) ledger.skip(synonym.row.ref, LinkReasons.cycle, trail(current));
      else {
        seen.add(current);
        chain.push(current);
        current = target.row.acceptedId;
        continue;
      }
      break;
    }
  }
  return accepted;
};
