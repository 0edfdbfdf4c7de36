import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { EventStore, RecordedEvent } from '../event-store.port.js';
import { CommandIdReusedError, WrongExpectedRevisionError } from '../event-store.port.js';

const event = (type: string, n: number) => ({ type, data: { n }, metadata: { userId: 'u', commandId: `c${n}` } });
const stream = () => `test-${randomUUID()}`;

export interface ContractOptions {
  /**
   * Event data the adapter cannot store (default: a NUL character, which PostgreSQL's jsonb refuses). KurrentDB stores
   * any JSON, so its suite passes data that cannot be serialised at all.
   */
  readonly unstorableData?: unknown;
}

/** The behaviour every event store adapter must have. Run by each adapter's *.int.spec.ts. */
export const eventStoreContract = (
  name: string,
  create: () => Promise<{ store: EventStore; dispose: () => Promise<void> }>,
  options: ContractOptions = {},
) =>
  describe(`${name} event store (contract)`, () => {
    let store: EventStore;
    let dispose: () => Promise<void>;
    beforeAll(async () => ({ store, dispose } = await create()));
    afterAll(async () => dispose?.());

    it('appends events and reads the stream back in order with type, schema version, data and metadata', async () => {
      const id = stream();
      const result = await store.append(id, [event('A', 1), { ...event('B', 2), schemaVersion: 3 }], { expectedRevision: 0 });
      expect(result).toMatchObject({ nextRevision: 2, duplicate: false });
      expect(result.lastPosition).toBeGreaterThan(result.firstPosition);
      const read = await store.readStream(id);
      expect(read.map((e) => [e.type, e.streamRevision, e.schemaVersion, e.data])).toEqual([
        ['A', 1, 1, { n: 1 }],
        ['B', 2, 3, { n: 2 }],
      ]);
      expect(read[0]!.metadata).toEqual({ userId: 'u', commandId: 'c1' });
      expect(await store.streamRevision(id)).toBe(2);
    });

    it('rejects an append at a stale revision with a typed error naming the actual revision', async () => {
      const id = stream();
      await store.append(id, [event('A', 1)], { expectedRevision: 0 });
      await store.append(id, [event('A', 2)], { expectedRevision: 1 });
      const error = await store.append(id, [event('A', 3)], { expectedRevision: 1 }).catch((e) => e);
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ expectedRevision: 1, actualRevision: 2 });
      expect(await store.streamRevision(id)).toBe(2);
    });

    it('rejects creating a stream that exists', async () => {
      const id = stream();
      await store.append(id, [event('A', 1)], { expectedRevision: 0 });
      await expect(store.append(id, [event('A', 2)], { expectedRevision: 0 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });

    it('lands many concurrent appends to different streams, each at its own revision, readable in global order', async () => {
      const head = await store.headPosition();
      const ids = Array.from({ length: 24 }, stream);
      const first = await Promise.all(ids.map((id, i) => store.append(id, [event('A', i)], { expectedRevision: 0 })));
      const second = await Promise.all(ids.map((id, i) => store.append(id, [event('B', i), event('C', i)], { expectedRevision: 1 })));
      expect(first.map((r) => r.nextRevision)).toEqual(ids.map(() => 1));
      expect(second.map((r) => r.nextRevision)).toEqual(ids.map(() => 3));
      for (const [i, id] of ids.entries()) {
        expect((await store.readStream(id)).map((e) => [e.type, e.streamRevision, (e.data as { n: number }).n])).toEqual([
          ['A', 1, i],
          ['B', 2, i],
          ['C', 3, i],
        ]);
      }
      const all = (await store.readAll(head, 1000)).filter((e) => ids.includes(e.streamId));
      expect(all).toHaveLength(ids.length * 3);
      const positions = all.map((e) => e.globalPosition);
      expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b));
      // each append's answer names where its own events lie
      const answered = [...first, ...second].flatMap((r) => [r.firstPosition, r.lastPosition]);
      expect(answered.every((position) => positions.includes(position))).toBe(true);
    });

    it('fails a stale append alone among concurrent appends: the others land', async () => {
      const [a, b, c] = [stream(), stream(), stream()];
      await store.append(b, [event('B', 1)], { expectedRevision: 0 });
      const outcomes = await Promise.allSettled([
        store.append(a, [event('A', 1)], { expectedRevision: 0, commandId: randomUUID() }),
        store.append(b, [event('B', 2)], { expectedRevision: 3, commandId: randomUUID() }),
        store.append(c, [event('C', 1)], { expectedRevision: 0, commandId: randomUUID() }),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      const error = (outcomes[1] as PromiseRejectedResult).reason as unknown;
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ streamId: b, expectedRevision: 3, actualRevision: 1 });
      expect([await store.streamRevision(a), await store.streamRevision(b), await store.streamRevision(c)]).toEqual([1, 1, 1]);
    });

    it('lets exactly one of two concurrent appends at the same revision win', async () => {
      const id = stream();
      await store.append(id, [event('A', 1)], { expectedRevision: 0 });
      const outcomes = await Promise.allSettled([
        store.append(id, [event('B', 2)], { expectedRevision: 1 }),
        store.append(id, [event('C', 3)], { expectedRevision: 1 }),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
      expect((await store.readStream(id)).map((e) => e.streamRevision)).toEqual([1, 2]);
    });

    it('writes nothing for a repeated command id and answers the first result and positions', async () => {
      const id = stream();
      const commandId = randomUUID();
      const events = [event('A', 1), event('A', 2), event('A', 3)];
      const first = await store.append(id, events, { expectedRevision: 0, commandId, result: { scientificNameId: 42 } });
      expect(first.lastPosition).toBeGreaterThan(first.firstPosition);
      const again = await store.append(id, events, { expectedRevision: 0, commandId, result: { scientificNameId: 43 } });
      expect(again).toMatchObject({
        duplicate: true,
        result: { scientificNameId: 42 },
        nextRevision: 3,
        firstPosition: first.firstPosition,
        lastPosition: first.lastPosition,
      });
      expect(await store.readStream(id)).toHaveLength(3);
      expect(await store.findCommand(commandId)).toMatchObject({ commandId, result: { scientificNameId: 42 } });
      expect(await store.findCommand(randomUUID())).toBeUndefined();
    });

    it('refuses a command id used before with another body, and answers the first result for the same body', async () => {
      const id = stream();
      const commandId = randomUUID();
      await store.append(id, [event('A', 1)], { expectedRevision: 0, commandId, commandHash: 'body-1', result: { n: 1 } });
      const error = await store.append(id, [event('A', 2)], { expectedRevision: 1, commandId, commandHash: 'body-2' }).catch((e) => e);
      expect(error).toBeInstanceOf(CommandIdReusedError);
      const same = await store.append(id, [event('A', 1)], { expectedRevision: 0, commandId, commandHash: 'body-1' });
      expect(same).toMatchObject({ duplicate: true, result: { n: 1 } });
      expect(await store.readStream(id)).toHaveLength(1);
      expect(await store.findCommand(commandId)).toMatchObject({ commandHash: 'body-1' });
    });

    it('appends parts in one transaction: all of them, or none when one fails, and a repeated first part writes nothing', async () => {
      const id = stream();
      const command = `import-${randomUUID()}`;
      const told: number[] = [];
      const start = await store.headPosition();
      const parts = [1, 2, 3].map((part) => ({ events: [event('I', part * 10), event('I', part * 10 + 1)], commandId: `${command}#${part - 1}` }));
      const written = await store.appendParts(id, [{ ...parts[0]!, result: { id: 7 } }, ...parts.slice(1)], {
        expectedRevision: 0,
        onPart: (n) => told.push(n),
      });
      expect(written).toMatchObject({ nextRevision: 6, duplicate: false, result: { id: 7 } });
      // positions are opaque and increasing (a caller passes back only positions it was given): the six events lie from
      // the first position to the last
      const inOrder = (await store.readAll(start, 100)).filter((e) => e.streamId === id);
      expect(inOrder.map((e) => e.streamRevision)).toEqual([1, 2, 3, 4, 5, 6]);
      expect([inOrder[0]!.globalPosition, inOrder[5]!.globalPosition]).toEqual([written.firstPosition, written.lastPosition]);
      expect(told).toEqual([1, 2, 3]);
      expect((await store.readStream(id)).map((e) => (e.data as { n: number }).n)).toEqual([10, 11, 20, 21, 30, 31]);
      const again = await store.appendParts(id, parts, { expectedRevision: 6 });
      expect(again).toMatchObject({ duplicate: true, result: { id: 7 }, firstPosition: written.firstPosition });
      expect(await store.streamRevision(id)).toBe(6);

      // a part that cannot be stored takes the parts before it with it
      const before = await store.headPosition();
      const failing = [
        { events: [event('J', 1)], commandId: `${command}-b#0` },
        { events: [{ type: 'J', data: { text: options.unstorableData ?? 'a\u0000b' }, metadata: {} }], commandId: `${command}-b#1` },
      ];
      await expect(store.appendParts(id, failing, { expectedRevision: 6 })).rejects.toThrow();
      expect(await store.streamRevision(id)).toBe(6);
      expect(await store.findCommand(`${command}-b#0`)).toBeUndefined();
      expect((await store.readAll(before)).filter((e) => e.streamId === id)).toEqual([]);
      // and a stale revision refuses the whole append
      await expect(store.appendParts(id, failing.slice(0, 1), { expectedRevision: 2 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });

    it('holds a stream for a writer: its work appends parts, a repeated first part writes nothing, a stale revision is refused and writes nothing', async () => {
      const id = stream();
      await store.append(id, [event('A', 1)]);
      const command = `held-${randomUUID()}`;
      const parts = [{ events: [event('H', 1), event('H', 2)], commandId: `${command}#0`, result: { n: 2 } }];
      const written = await store.holdStream(id, (held) => held.appendParts(parts, { expectedRevision: 1 }));
      expect(written).toMatchObject({ nextRevision: 3, duplicate: false, result: { n: 2 } });
      expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'H', 'H']);
      const again = await store.holdStream(id, (held) => held.appendParts(parts, { expectedRevision: 3 }));
      expect(again).toMatchObject({ duplicate: true, firstPosition: written.firstPosition });
      const stale = [{ events: [event('S', 1)], commandId: `${command}-s#0` }];
      await expect(store.holdStream(id, (held) => held.appendParts(stale, { expectedRevision: 1 }))).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect(await store.streamRevision(id)).toBe(3);
      expect(await store.findCommand(`${command}-s#0`)).toBeUndefined();
    });

    it('reads all streams forward from a global position, in order', async () => {
      const head = await store.headPosition();
      const [s1, s2] = [stream(), stream()];
      await store.append(s1, [event('A', 1)]);
      await store.append(s2, [event('B', 2)]);
      await store.append(s1, [event('C', 3)]);
      const all = await store.readAll(head);
      expect(all.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      expect(all.map((e) => e.globalPosition)).toEqual([...all.map((e) => e.globalPosition)].sort((a, b) => a - b));
      expect((await store.readAll(all[0]!.globalPosition, 1)).map((e) => e.type)).toEqual(['B']);
      expect(await store.headPosition()).toBe(all[2]!.globalPosition);
    });

    it('subscribes: catches up from a position, then follows live appends', async () => {
      const head = await store.headPosition();
      const id = stream();
      await store.append(id, [event('Old', 1)]);
      const seen: RecordedEvent[] = [];
      let resolveLive: () => void;
      const live = new Promise<void>((resolve) => (resolveLive = resolve));
      const subscription = store.subscribe(
        async (events) => {
          seen.push(...events.filter((e) => e.streamId === id));
          if (seen.some((e) => e.type === 'New')) resolveLive();
        },
        { fromPosition: head },
      );
      await new Promise((r) => setTimeout(r, 50));
      await store.append(id, [event('New', 2)]);
      await live;
      await subscription.stop();
      expect(seen.map((e) => e.type)).toEqual(['Old', 'New']);
      expect(subscription.position).toBeGreaterThan(head);
    });

    it('subscribes to one stream: catches up from a revision, then follows its live appends only', async () => {
      const id = stream();
      await store.append(id, [event('First', 1), event('Second', 2)]);
      const seen: RecordedEvent[] = [];
      let resolveLive: () => void;
      const live = new Promise<void>((resolve) => (resolveLive = resolve));
      const subscription = store.subscribeToStream(
        id,
        async (events) => {
          seen.push(...events);
          if (seen.some((e) => e.type === 'Third')) resolveLive();
        },
        { fromRevision: 1 },
      );
      await new Promise((r) => setTimeout(r, 50));
      await store.append(stream(), [event('Elsewhere', 9)]);
      await store.append(id, [event('Third', 3)]);
      await live;
      await subscription.stop();
      expect(seen.map((e) => [e.type, e.streamRevision])).toEqual([
        ['Second', 2],
        ['Third', 3],
      ]);
      expect(subscription.position).toBe(3);
    });
  });
