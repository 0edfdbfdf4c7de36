import { isInfraspecific, rankId, rankLabel, type Rank } from '@navnebase/domain';
import type { FlatClassification, UsageRow } from './name-usage.js';
import { mapRank } from './rank-mapping.js';
import type { RowLedger } from '../problem-ledger.js';
import { isSynonymLike } from './status-mapping.js';
import { clean } from './text-normalization.js';
import { keyOf } from './usage-interpretation.js';

const LEVELS: readonly [keyof FlatClassification, Rank][] = [
  ['kingdom', 'Kingdom'],
  ['phylum', 'Phylum'],
  ['class', 'Class'],
  ['order', 'Order'],
  ['superfamily', 'Superfamily'],
  ['family', 'Family'],
  ['subfamily', 'Subfamily'],
  ['tribe', 'Tribe'],
  ['subtribe', 'Subtribe'],
  ['genus', 'Genus'],
  ['subgenus', 'Subgenus'],
];
const LEVEL_RANKS: ReadonlySet<Rank> = new Set(LEVELS.map(([, rank]) => rank));

export const FlatReasons = {
  noSpeciesRow: 'Arten finnes ikke som egen gjeldende rad; taksonet er plassert direkte under slekten',
  samePlaceNames: 'Samme navn og rang står under ulike overordnede; det er laget ett takson per plassering',
  created: 'Høyere takson laget fra klassifikasjonskolonnene (ingen egen rad)',
  danglingParent: 'Overordnet id finnes ikke i filen; taksonet er plassert etter klassifikasjonskolonnene',
  placed: 'Rader uten overordnet er plassert etter klassifikasjonskolonnene (første rad)',
} as const;

/** True when the row has a flat column (kingdom … subgenus) above its own rank to be placed by. */
export const hasUsableFlatColumns = (row: UsageRow): boolean => {
  const rank = mapRank(row.rank);
  return LEVELS.some(([column, levelRank]) => clean(row.classification?.[column]) !== '' && (!rank || rankId(levelRank) < rankId(rank)));
};

const pathKey = (parent: string | undefined, rank: Rank, name: string) => `${parent ?? '~'}/${rank}:${name}`;

/**
 * Places the rows of a Darwin Core Archive that have no parent (no `parentNameUsageID`, or one that points at no
 * row) by their flat columns kingdom … subgenus. Going down the columns, a level that is an accepted row of the
 * file with that rank and name (the only one) is used as it is; a level that is not is created as an accepted
 * taxon keyed by its rank+name path (so a genus under two families is two taxa, with a warning). Empty levels
 * are skipped and names trimmed. A row being placed that is itself such a higher taxon takes the created one's
 * place. Species hang under their genus; infraspecific taxa under the accepted species row of the same genus and
 * epithet, else under the genus (with a note). Rows with a parent are left as they are; every created taxon and
 * every row placed this way is noted.
 */
export const placeByFlatClassification = (rows: readonly UsageRow[], file: string, ledger: RowLedger): UsageRow[] => {
  // No row has a flat column (most large archives): nothing is placed, created or noted.
  if (!rows.some((row) => row.classification)) return [...rows];
  const ids = new Set<string>();
  for (const row of rows) ids.add(keyOf(row));
  const isTaxonRow = (row: UsageRow) => !(isSynonymLike(row.status) || (row.acceptedId && row.acceptedId !== row.id && !row.status));
  const toPlace = (row: UsageRow) => isTaxonRow(row) && (!row.parentId || !ids.has(row.parentId));
  /** Accepted rows of the higher ranks that have a parent of their own, by rank and name: the levels already there. */
  const existing = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.id || !isTaxonRow(row) || toPlace(row)) continue;
    const rank = mapRank(row.rank);
    if (!rank || !LEVEL_RANKS.has(rank)) continue;
    const key = `${rank}|${clean(row.scientificName)}`;
    existing.set(key, [...(existing.get(key) ?? []), row.id]);
  }
  const created = new Map<string, UsageRow>();
  const ownKeys = new Map<string, string>();
  const parents = new Map<UsageRow, string | undefined>();
  const species = new Map<string, string[]>();
  for (const row of rows) {
    if (!toPlace(row)) continue;
    const rank = mapRank(row.rank);
    let parent: string | undefined;
    for (const [column, levelRank] of LEVELS) {
      const name = clean(row.classification?.[column]);
      if (!name) continue;
      if (rank && rankId(levelRank) >= rankId(rank)) break;
      const there = existing.get(`${levelRank}|${name}`);
      if (there?.length === 1) {
        parent = there[0];
        continue;
      }
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
    if (rank && LEVEL_RANKS.has(rank) && row.id) ownKeys.set(pathKey(parent, rank, clean(row.scientificName)), row.id);
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

  let placedRows = 0;
  let firstPlaced: UsageRow | undefined;
  const placed = rows.map((row): UsageRow => {
    if (!parents.has(row)) return row;
    let parentId = resolve(parents.get(row));
    if (parentId !== undefined && row.parentId) ledger.note(row.ref, 'warning', FlatReasons.danglingParent, `${row.parentId} → ${parentId}`);
    else if (parentId !== undefined) {
      placedRows++;
      firstPlaced ??= row;
    }
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
  if (firstPlaced) ledger.note(firstPlaced.ref, 'info', FlatReasons.placed, `${placedRows.toLocaleString('nb-NO')} rader`);
  for (const node of nodes) ledger.note(node.ref, 'info', FlatReasons.created, `${rankLabel(mapRank(node.rank)!)} ${node.scientificName}`);
  return [...nodes, ...placed];
};
