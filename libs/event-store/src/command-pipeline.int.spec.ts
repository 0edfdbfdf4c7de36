import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandPipeline, type StreamDecider } from './command-pipeline.js';
import type { EventStore } from './event-store.port.js';
import { SqlEventStore } from './sql/sql-event-store.js';
import { pgliteForTests } from './testing/test-clients.js';
import type { PgliteClient } from './sql/pglite-client.js';

interface Counted {
  readonly type: 'Counted';
  readonly data: { readonly n: number };
  readonly metadata: Record<string, never>;
}
interface Count {
  readonly type: 'Count';
  readonly data: { readonly times: number };
  readonly metadata: { readonly commandId: string };
}

/** A stream of numbered events whose state is the numbers seen, in order. */
const counter: StreamDecider<{ seen: number[] }, Count, Counted, number> = {
  streamId: 'counter',
  schemaVersion: 1,
  initialState: () => ({ seen: [] }),
  evolve: (state, event) => void state.seen.push(event.data.n),
  decide: (command, state) => ({
    events: Array.from({ length: command.data.times }, (_, i): Counted => ({
      type: 'Counted',
      data: { n: state.seen.length + i + 1 },
      metadata: {},
    })),
    result: state.seen.length + command.data.times,
  }),
};

describe('command pipeline: catching up with its stream', () => {
  let sql: PgliteClient;
  let events: EventStore;

  beforeAll(async () => {
    sql = await pgliteForTests();
    events = await SqlEventStore.create(sql);
    const writer = new CommandPipeline(events, counter);
    // other streams' events between, so global positions and revisions differ
    for (let i = 0; i < 7; i++) {
      await writer.execute({ type: 'Count', data: { times: 23 }, metadata: { commandId: `count-${i}` } });
      await events.append('other', [{ type: 'Other', data: {}, metadata: {} }]);
    }
  });
  afterAll(async () => sql.close());

  it('reads every page of a long stream once, in order, and knows the position of its last event', async () => {
    const reader = new CommandPipeline(events, counter);
    const state = await reader.refresh();
    expect(state.seen).toEqual(Array.from({ length: 161 }, (_, i) => i + 1));
    expect(reader.streamRevision).toBe(161);
    const last = (await events.readStream('counter', 161, 1))[0]!;
    expect(reader.position).toBe(last.globalPosition);
    expect((await events.readAll(0)).at(-1)!.globalPosition).toBeGreaterThan(reader.position);
  });

  it('follows on from where it was, and its position follows its own appends', async () => {
    const reader = new CommandPipeline(events, counter);
    await reader.refresh();
    const outcome = await reader.execute({ type: 'Count', data: { times: 2 }, metadata: { commandId: 'count-more' } });
    expect(reader.current.seen.slice(-3)).toEqual([161, 162, 163]);
    expect(reader.position).toBe(outcome.position);
    const again = new CommandPipeline(events, counter);
    expect((await again.refresh()).seen).toHaveLength(163);
    expect(again.position).toBe(outcome.position);
  });
});
