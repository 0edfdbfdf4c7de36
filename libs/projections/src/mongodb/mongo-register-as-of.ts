import type { ScientificNameRecord, TaxonRecord } from '@navnebase/domain';
import type { Db } from 'mongodb';
import type { VersionKind } from '../history/record-versions.js';
import { RegisterHistory, type PageAt, type RecordAt, type VersionPosition } from '../history/register-history.js';
import type { FeedDocument } from './mongo-feed.js';
import {
  aliveRecords,
  chunksOf,
  latestVersionsPipeline,
  movePositions,
  ownedCandidatesFilter,
  positionAtQuery,
  walkPath,
  walkSubtree,
  type LatestVersion,
  type VersionDocument,
} from './mongo-versions.js';
import { COLLECTIONS } from './mongo-writes.js';

/**
 * The register as of a position from MongoDB's `rm_version` (written with the read models, see `mongo-versions.ts`).
 * Where SQL walks the tree in one recursive statement, this walks it one level per query: a path up by the records'
 * latest versions, a subtree down by the records each level's taxa owned.
 */
export class MongoRegisterAsOf extends RegisterHistory {
  constructor(private readonly db: Db) {
    super();
  }

  private versions() {
    return this.db.collection<VersionDocument>(COLLECTIONS.version);
  }

  async positionAt(time: string): Promise<number> {
    const { filter, sort } = positionAtQuery(time);
    const row = await this.db.collection<FeedDocument>(COLLECTIONS.feed).findOne(filter, { sort, projection: { _id: 1 } });
    return row?._id ?? 0;
  }

  private async latest(kind: VersionKind, ids: readonly number[], position: number): Promise<LatestVersion[]> {
    const rows: LatestVersion[] = [];
    for (const chunk of chunksOf([...new Set(ids)])) {
      rows.push(
        ...(await this.versions()
          .aggregate<LatestVersion>(latestVersionsPipeline(kind, chunk, position))
          .toArray()),
      );
    }
    return rows;
  }

  async recordsAt<R extends TaxonRecord | ScientificNameRecord>(
    kind: VersionKind,
    ids: Iterable<number>,
    position: number,
  ): Promise<Map<number, RecordAt<R>>> {
    const list = [...ids];
    return list.length === 0 ? new Map() : aliveRecords<R>(await this.latest(kind, list, position));
  }

  private async taxonAt(id: number, position: number): Promise<RecordAt<TaxonRecord> | undefined> {
    return (await this.recordsAt<TaxonRecord>('t', [id], position)).get(id);
  }

  private async owned<R>(kind: VersionKind, owners: readonly (number | null)[], position: number): Promise<RecordAt<R>[]> {
    if (owners.length === 0) return [];
    const candidates: number[] = [];
    for (const chunk of chunksOf(owners))
      candidates.push(...((await this.versions().distinct('id', ownedCandidatesFilter(kind, chunk, position))) as number[]));
    return [...aliveRecords<R>(await this.latest(kind, candidates, position), new Set(owners)).values()];
  }

  ownedAt<R extends TaxonRecord | ScientificNameRecord>(kind: VersionKind, owners: Iterable<number>, position: number): Promise<RecordAt<R>[]> {
    return this.owned<R>(kind, [...owners], position);
  }

  protected rootsAt(position: number): Promise<RecordAt<TaxonRecord>[]> {
    return this.owned<TaxonRecord>('t', [null], position);
  }

  protected async page(taxonId: number, position: number, withNames: boolean): Promise<PageAt> {
    const path = await walkPath(taxonId, (id) => this.taxonAt(id, position));
    if (!withNames) return { path, names: new Map(), childCount: 0 };
    const names = await this.namesOfTaxaAt(
      path.map((t) => t.id),
      position,
    );
    const childCount = path.at(-1)?.id === taxonId ? (await this.owned('t', [taxonId], position)).length : 0;
    return { path, names, childCount };
  }

  async subtreeAt(rootTaxonId: number, position: number): Promise<{ taxa: Map<number, TaxonRecord>; names: Map<number, ScientificNameRecord> }> {
    const taxa = await walkSubtree(
      rootTaxonId,
      (id) => this.taxonAt(id, position),
      (ids) => this.owned<TaxonRecord>('t', ids, position),
    );
    const names = new Map<number, ScientificNameRecord>();
    for (const { record } of await this.owned<ScientificNameRecord>('n', [...taxa.keys()], position)) names.set(record.id, record);
    return { taxa, names };
  }

  async changePositions(nameIds: readonly number[], taxonIds: readonly number[], from: number, to: number): Promise<VersionPosition[]> {
    const result: VersionPosition[] = [];
    for (const chunk of chunksOf(nameIds)) {
      const rows = await this.versions()
        .find({ kind: 'n', id: { $in: chunk }, position: { $gt: from, $lte: to } }, { projection: { id: 1, position: 1 } })
        .toArray();
      result.push(...rows.map((r) => ({ kind: 'n' as const, id: r.id, position: r.position })));
    }
    for (const chunk of chunksOf(taxonIds)) {
      const rows = await this.versions()
        .find({ kind: 't', id: { $in: chunk }, position: { $lte: to } }, { projection: { id: 1, position: 1, owner: 1 } })
        .toArray();
      result.push(...movePositions(rows, from));
    }
    return result;
  }
}
