import { isInfraspecific, rankId, rankLabel, type Rank } from '@navnebase/domain';
import type { FlatClassification, UsageRow } from './name-usage.js';
import { mapRank } from './rank-mapping.js';
import type { RowLedger } from './row-ledger.js';
import { isSynonymLike } from './status-mapping.js';
import { clean } from './text-normalization.js';

const LEVELS: readonly [keyof FlatClassification, Rank][] = [
  ['kingdom', 'Kingdom'],
  ['phylum', 'Phylum'],
  ['class', 'Class'],
  ['order', 'Order'],
  ['family', 'Family'],
  ['genus', 'Genus'],
];

export const FlatReasons = {
  noSpeciesRow: 'Arten finnes ikke som egen gjeldende rad; taksonet er plassert direkte under slekten',
  samePlaceNames: 'Samme navn og rang står under ulike overordnede; det er laget ett takson per plassering',
} as const;

const pathKey = (parent: string | undefined, rank: Rank, name: string) => `${parent ?? '~'}/${rank}:${name}`;

/**
 * Builds the tree of a Darwin Core Archive without `parentNameUsageID` from its flat columns kingdom … genus.
 * The higher taxa are created as accepted taxa keyed by their rank+name path (so a genus under two families is
 * two taxa, with a warning); empty levels are skipped and names trimmed. A row of the file that is itself such a
 * higher taxon takes the created one's place. Species hang under their genus; infraspecific taxa under the
 * accepted species row of the same genus and epithet, else under the genus (with a note).
 */
export const addFlatClassification = (rows: readonly UsageRow[], file: string, ledger: RowLedger): UsageRow[] => {
  const created = new Map<string, UsageRow>();
  const ownKeys = new Map<string, string>();
  const parents = new Map<UsageRow, string | undefined>();
  const species = new Map<string, string[]>();
  for (const row of rows) {
    if (isSynonymLike(row.status) || (row.acceptedId && row.acceptedId !== row.id && !row.status)) continue;
    const rank = mapRank(row.rank);
    let parent: string | undefined;
    for (const [column, levelRank] of LEVELS) {
      const name = clean(row.classification?.[column]);
      if (!name) continue;
      if (rank && rankId(levelRank) >= rankId(rank)) break;
      const key = pathKey(parent, levelRank, name);
      if (!created.has(key))
        created.set(key, {
          ref: { file, id: key },
          id: key,
          ...(parent ? { parentId: parent } : {}),
          status: 'accepted',
          rank: levelRank,
          scientificName: name,
          authorship: '',
          created: true,
        });
      parent = key;
    }
    parents.set(row, parent);
    if (rank && LEVELS.some(([, r]) => r === rank) && row.id) ownKeys.set(pathKey(parent, rank, clean(row.scientificName)), row.id);
    const epithet = clean(row.classification?.specificEpithet);
    if (rank === 'Species' && epithet && row.id) species.set(`${parent}|${epithet}`, [...(species.get(`${parent}|${epithet}`) ?? []), row.id]);
  }
  const resolve = (key: string | undefined) => (key === undefined ? undefined : (ownKeys.get(key) ?? key));

  const placements = new Map<string, string[]>();
  for (const node of created.values()) {
    const name = `${rankLabel(mapRank(node.rank)!)} ${node.scientificName}`;
    placements.set(name, [...(placements.get(name) ?? []), node.parentId ?? '~']);
  }
  for (const [name, places] of placements) {
    if (places.length > 1) ledger.note({ file, id: name }, 'warning', FlatReasons.samePlaceNames, `${name}: ${places.join(' | ')}`);
  }

  const placed = rows.map((row): UsageRow => {
    if (!parents.has(row)) return row;
    let parentId = resolve(parents.get(row));
    const rank = mapRank(row.rank);
    const epithet = clean(row.classification?.specificEpithet);
    if (rank && isInfraspecific(rank) && epithet) {
      const candidates = species.get(`${parents.get(row)}|${epithet}`) ?? [];
      if (candidates.length === 1) parentId = candidates[0];
      else
        ledger.note(
          row.ref,
          'info',
          FlatReasons.noSpeciesRow,
          `${clean(row.classification?.genus)} ${epithet}${candidates.length ? ` (${candidates.length} rader)` : ''}`,
        );
    }
    return { ...row, ...(parentId !== undefined ? { parentId } : {}) };
  });
  const nodes = [...created.entries()]
    .filter(([key]) => !ownKeys.has(key))
    .map(([, node]) => ({ ...node, ...(node.parentId ? { parentId: resolve(node.parentId)! } : {}) }));
  return [...nodes, ...placed];
};
