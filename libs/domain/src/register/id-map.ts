/**
 * A map from integer ids to values that keeps mostly consecutive non-negative ids in a plain array (8 bytes a slot
 * instead of about 30 for a `Map` entry at a million ids) and any other id (the built-in spheres' negative ids, an id
 * far past the others) in a `Map`. The register's ids are handed out one after another, so at a million names the
 * write model's and the read index's maps by id are arrays.
 *
 * It answers the part of `Map`'s interface the register uses. Iteration runs through the array in id order, then
 * through the other ids in the order they came.
 */
export class IdMap<V> {
  private readonly dense: (V | undefined)[] = [];
  private readonly sparse = new Map<number, V>();
  private count = 0;

  /** How far past the array's end an id may be and still go into it (the slots between are left empty). */
  private static readonly DENSE_GAP = 1024;

  get size(): number {
    return this.count + this.sparse.size;
  }

  get(id: number): V | undefined {
    return id >= 0 && id < this.dense.length ? this.dense[id] : this.sparse.get(id);
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  set(id: number, value: V): this {
    if (Number.isInteger(id) && id >= 0 && id < this.dense.length + IdMap.DENSE_GAP) {
      // Slots the array grows over take any value kept in the map for their id.
      while (this.dense.length < id) this.dense.push(this.sparse.size ? this.fromSparse(this.dense.length) : undefined);
      if (this.dense[id] === undefined) this.count++;
      this.dense[id] = value;
      this.sparse.delete(id);
    } else {
      this.sparse.set(id, value);
    }
    return this;
  }

  private fromSparse(id: number): V | undefined {
    const value = this.sparse.get(id);
    if (value !== undefined) {
      this.sparse.delete(id);
      this.count++;
    }
    return value;
  }

  delete(id: number): boolean {
    if (id >= 0 && id < this.dense.length) {
      if (this.dense[id] === undefined) return false;
      this.count--;
      this.dense[id] = undefined;
      return true;
    }
    return this.sparse.delete(id);
  }

  *keys(): IterableIterator<number> {
    for (let id = 0; id < this.dense.length; id++) if (this.dense[id] !== undefined) yield id;
    yield* this.sparse.keys();
  }

  *values(): IterableIterator<V> {
    for (const value of this.dense) if (value !== undefined) yield value;
    yield* this.sparse.values();
  }

  *entries(): IterableIterator<[number, V]> {
    for (let id = 0; id < this.dense.length; id++) {
      const value = this.dense[id];
      if (value !== undefined) yield [id, value];
    }
    yield* this.sparse.entries();
  }

  [Symbol.iterator](): IterableIterator<[number, V]> {
    return this.entries();
  }
}
