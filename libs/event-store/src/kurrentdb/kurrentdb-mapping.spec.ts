import { describe, expect, it } from '@jest/globals';
import { CommandIdReusedError } from '../event-store.port.js';
import {
  actualRevisionOf,
  ALL_EVENT_TYPES_REGEX,
  anchorOf,
  claimWasWritten,
  COMMAND_CLAIMED,
  COMMAND_COMPLETED,
  commandEventId,
  commandStateOf,
  completionOf,
  duplicateAnswer,
  eventsAfter,
  globalPositionOf,
  isRegisterEvent,
  kurrentRevisionOf,
  portRevisionOf,
  streamStateOf,
  toRecordedEvent,
  toStoredEvent,
  uuidV5,
  type CommandClaim,
  type ReadEvent,
} from './kurrentdb-mapping.js';

const random = () => 'random-id';
const read = (overrides: Partial<ReadEvent> = {}): ReadEvent => ({
  id: 'e1',
  streamId: 'register',
  revision: 0n,
  type: 'TaxonAdded',
  created: new Date('2026-01-15T10:00:00.000Z'),
  data: { n: 1 },
  metadata: { schemaVersion: 2, metadata: { userId: 'u' }, commandId: 'c' },
  position: { commit: 100n, prepare: 120n },
  ...overrides,
});

describe('event ids are deterministic from the command id', () => {
  it('given the RFC 9562 example (DNS namespace, python.org), when hashed as version 5, then it is the published UUID', () => {
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
  });

  it('given one command sent twice, when its events are stored, then they get the same ids, and another command or index other ids', () => {
    const first = [0, 1].map((i) => toStoredEvent({ type: 'A', data: { i }, metadata: {} }, i, 'cmd-1', random).id);
    const again = [0, 1].map((i) => toStoredEvent({ type: 'A', data: { i }, metadata: {} }, i, 'cmd-1', random).id);
    expect(again).toEqual(first);
    expect(first[0]).not.toBe(first[1]);
    expect(commandEventId('cmd-2', 0)).not.toBe(first[0]);
    expect(first[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('given no command id, when an event is stored, then its id is a fresh one', () => {
    expect(toStoredEvent({ type: 'A', data: {}, metadata: {} }, 0, undefined, random).id).toBe('random-id');
  });
});

describe('revisions: the port counts from 1, KurrentDB from 0', () => {
  it('given an expected revision, when mapped, then undefined is any, 0 a new stream and n the event n-1', () => {
    expect(streamStateOf(undefined)).toBe('any');
    expect(streamStateOf(0)).toBe('no_stream');
    expect(streamStateOf(1)).toBe(0n);
    expect(streamStateOf(7)).toBe(6n);
  });

  it('given KurrentDB revisions, when mapped, then the first event is revision 1 and reading from 1 reads from 0', () => {
    expect(portRevisionOf(0n)).toBe(1);
    expect(portRevisionOf(41n)).toBe(42);
    expect(kurrentRevisionOf(1)).toBe(0n);
    expect(kurrentRevisionOf(0)).toBe(0n);
    expect(kurrentRevisionOf(10)).toBe(9n);
  });

  it('given a conflict, when the actual state is mapped, then no stream is 0 and the last event n-1 is revision n', () => {
    expect(actualRevisionOf('no_stream')).toBe(0);
    expect(actualRevisionOf(1n)).toBe(2);
    expect(actualRevisionOf(undefined)).toBe(0);
  });
});

describe('positions: the prepare position, read from the commit position of the append it belongs to', () => {
  it('given events of one append sharing a commit position, when mapped, then each keeps its own increasing prepare position', () => {
    expect([100n, 160n, 220n].map((prepare) => globalPositionOf({ commit: 100n, prepare }))).toEqual([100, 160, 220]);
  });

  it('given a position beyond 2^53, when mapped, then it is refused, never rounded', () => {
    expect(() => globalPositionOf({ commit: 1n << 60n, prepare: 1n << 60n })).toThrow(/2\^53/);
  });

  it('given the event before a port position, when anchored, then reading starts at its commit position; with none, at the start', () => {
    expect(anchorOf({ commit: 100n, prepare: 220n })).toEqual({ commit: 100n, prepare: 100n });
    expect(anchorOf(undefined)).toBe('start');
  });

  it('given a page read from the anchor, when trimmed, then only the events after the port position remain, as many as there is room for', () => {
    const page = [100, 160, 220, 300].map((globalPosition) => ({ globalPosition }));
    expect(eventsAfter(page, 160, 10)).toEqual({ events: [{ globalPosition: 220 }, { globalPosition: 300 }], seen: 300 });
    expect(eventsAfter(page, 100, 1)).toEqual({ events: [{ globalPosition: 160 }], seen: 160 });
  });

  it('given a page that lies wholly at or before the position (a large append read from its start), then nothing is kept and the position stays', () => {
    const page = [100, 160].map((globalPosition) => ({ globalPosition }));
    expect(eventsAfter(page, 220, 10)).toEqual({ events: [], seen: 220 });
  });

  it('given the next page starting with the event the last one ended on, when trimmed, then that event is not handed out twice', () => {
    const first = eventsAfter(
      [100, 160].map((globalPosition) => ({ globalPosition })),
      50,
      10,
    );
    const next = eventsAfter(
      [160, 220].map((globalPosition) => ({ globalPosition })),
      first.seen,
      10,
    );
    expect([...first.events, ...next.events].map((e) => e.globalPosition)).toEqual([100, 160, 220]);
  });
});

describe('the filter of $all', () => {
  const regex = new RegExp(ALL_EVENT_TYPES_REGEX);

  it('given system events and command records, when filtered, then they are skipped and the register events kept', () => {
    expect(['$statsCollected', '$>', '$metadata', COMMAND_CLAIMED, COMMAND_COMPLETED].filter((t) => regex.test(t))).toEqual([]);
    expect(['TaxonAdded', 'UserAdded', 'navnebase.CommandClaimedLater'].every((t) => regex.test(t))).toBe(true);
    expect(isRegisterEvent('TaxonAdded', 'register')).toBe(true);
    expect(isRegisterEvent('TaxonAdded', '$scavenges')).toBe(false);
    expect(isRegisterEvent(COMMAND_COMPLETED, 'navnebase-command-x')).toBe(false);
  });
});

describe('events: the caller metadata in an envelope with the schema version and command id', () => {
  it('given a new event, when stored and read back, then type, data, metadata, schema version, revision and position come back', () => {
    const stored = toStoredEvent({ type: 'B', data: { n: 2 }, metadata: { userId: 'u' }, schemaVersion: 3 }, 0, 'c', random);
    expect(stored).toMatchObject({ contentType: 'application/json', type: 'B', data: { n: 2 } });
    const recorded = toRecordedEvent(read({ type: 'B', data: stored.data, metadata: stored.metadata, revision: 4n }));
    expect(recorded).toEqual({
      globalPosition: 120,
      streamId: 'register',
      streamRevision: 5,
      type: 'B',
      schemaVersion: 3,
      data: { n: 2 },
      metadata: { userId: 'u' },
      recordedAt: '2026-01-15T10:00:00.000Z',
    });
  });

  it('given an event that cannot be serialised, when stored, then it fails before anything is sent', () => {
    expect(() => toStoredEvent({ type: 'B', data: { n: 1n }, metadata: {} }, 0, 'c', random)).toThrow();
    expect(() => toStoredEvent({ type: 'B', data: [1], metadata: {} }, 0, 'c', random)).toThrow(/JSON object/);
  });

  it('given an event written by another tool (no envelope), when read, then its metadata is kept as it is at schema version 1', () => {
    expect(toRecordedEvent(read({ metadata: { source: 'x' } }))).toMatchObject({ schemaVersion: 1, metadata: { source: 'x' } });
  });

  it('given a read event without a position (a server before 22.6), when read, then it says so', () => {
    expect(() => toRecordedEvent(read({ position: undefined }))).toThrow(/22\.6/);
  });
});

describe('command records: a claim before the events, a completion after', () => {
  const claim: CommandClaim = { streamId: 'register', baseRevision: 4, eventCount: 2, commandHash: 'h1', result: { id: 7 } };

  it('given no records, a claim, or a completion, when read, then the state is unknown, claimed or completed', () => {
    expect(commandStateOf('c', [])).toEqual({ kind: 'unknown' });
    expect(commandStateOf('c', [{ type: COMMAND_CLAIMED, data: claim }])).toEqual({ kind: 'claimed', claim, attempts: 1 });
    const completion = { streamId: 'register', nextRevision: 6, firstPosition: 10, lastPosition: 20, result: { id: 7 }, commandHash: 'h1' };
    expect(
      commandStateOf('c', [
        { type: COMMAND_CLAIMED, data: claim },
        { type: COMMAND_COMPLETED, data: completion },
        { type: COMMAND_COMPLETED, data: { ...completion, lastPosition: 99 } },
      ]),
    ).toEqual({ kind: 'completed', record: { commandId: 'c', ...completion } });
  });

  it('given a claim, when the events after its base carry the command ids, then they were written; other ids or fewer, not', () => {
    const ids = [0, 1].map((i) => ({ id: commandEventId('c', i) }));
    expect(claimWasWritten('c', claim, ids)).toBe(true);
    expect(claimWasWritten('c', claim, ids.slice(0, 1))).toBe(false);
    expect(claimWasWritten('c', claim, [{ id: commandEventId('other', 0) }, ids[1]!])).toBe(false);
  });

  it('given a written claim, when completed, then the record has the claim answer, revision and positions of its events', () => {
    const first = toRecordedEvent(read({ revision: 4n, position: { commit: 10n, prepare: 10n } }));
    const last = toRecordedEvent(read({ revision: 5n, position: { commit: 10n, prepare: 20n } }));
    expect(completionOf(claim, first, last)).toEqual({
      streamId: 'register',
      nextRevision: 6,
      firstPosition: 10,
      lastPosition: 20,
      result: { id: 7 },
      commandHash: 'h1',
    });
  });

  it('given a recorded command, when the same id comes again, then the first answer, or CommandIdReusedError for another body', () => {
    const record = {
      commandId: 'c',
      streamId: 'register',
      nextRevision: 6,
      firstPosition: 10,
      lastPosition: 20,
      result: { id: 7 },
      commandHash: 'h1',
    };
    expect(duplicateAnswer(record, 'h1')).toEqual({ nextRevision: 6, firstPosition: 10, lastPosition: 20, duplicate: true, result: { id: 7 } });
    expect(duplicateAnswer(record, undefined)).toMatchObject({ duplicate: true });
    expect(() => duplicateAnswer(record, 'h2')).toThrow(CommandIdReusedError);
  });
});
