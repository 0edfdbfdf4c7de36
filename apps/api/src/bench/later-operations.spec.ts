import { describe, expect, it } from '@jest/globals';
import { decide, evolve, initialRegisterState, type DomainError, type RegisterCommand, type RegisterState } from '@navnebase/domain';
import { BENCH_EDITORS, LaterOperations, OPERATION_MIX, type LaterOperationKind } from './later-operations.js';
import { generateRegister } from './synthetic-register.js';

const FROM = '2027-01-01T00:00:00.000Z';
const TO = '2028-01-01T00:00:00.000Z';

/** The register imported by the real decider, then `count` later operations decided and applied in turn. */
const playOut = (count: number, seed = 1) => {
  const state: RegisterState = initialRegisterState();
  const register = generateRegister(3_000);
  const metadata = {
    userId: 'system',
    userName: 'Import',
    time: '2026-12-31T12:00:00.000Z',
    remark: '',
    commandId: 'import',
    correlationId: 'import',
  };
  for (const event of decide({ type: 'ImportTaxa', data: { importId: 'i', source: 'test', taxa: register.taxa }, metadata }, state))
    evolve(state, event);
  const operations = new LaterOperations(state, { count, seed, from: FROM, to: TO });
  const commands: RegisterCommand[] = [];
  const refused: string[] = [];
  const kinds: LaterOperationKind[] = [];
  while (!operations.done) {
    const { kind, command } = operations.next(state);
    commands.push(command);
    kinds.push(kind);
    try {
      for (const event of decide(command, state)) evolve(state, event);
    } catch (error) {
      refused.push(`${kind}: ${(error as DomainError).errorCode ?? String(error)}`);
    }
  }
  return { commands, refused, kinds, state };
};

describe('later operations for benchmarks', () => {
  const played = playOut(800);

  it('are the same for the same seed and register, and differ for another seed', () => {
    expect(playOut(800).commands).toEqual(played.commands);
    expect(playOut(800, 2).commands).not.toEqual(played.commands);
  });

  it('are accepted by the real decider (almost all) and hold every kind in about its share', () => {
    expect(played.refused.length / played.commands.length).toBeLessThan(0.02);
    for (const [kind, share] of Object.entries(OPERATION_MIX)) {
      const seen = played.kinds.filter((k) => k === kind).length / played.kinds.length;
      expect({ kind, inRange: seen > share * 0.5 && seen < share * 1.6 }).toEqual({ kind, inRange: true });
    }
    const types = new Set(played.commands.map((c) => c.type));
    expect(types).toEqual(new Set(['EditScientificName', 'UpdateVernacularNames', 'AddTaxon', 'TransferParent', 'DeleteScientificName']));
  });

  it('spread over the simulated year in order, by several editors with unique command ids', () => {
    const times = played.commands.map((c) => Date.parse(c.metadata.time));
    expect(times.every((t, i) => i === 0 || t > times[i - 1]!)).toBe(true);
    expect(times[0]!).toBeGreaterThanOrEqual(Date.parse(FROM));
    expect(times[0]! - Date.parse(FROM)).toBeLessThan(2 * 86_400_000);
    expect(times[times.length - 1]!).toBeLessThan(Date.parse(TO));
    expect(Date.parse(TO) - times[times.length - 1]!).toBeLessThan(2 * 86_400_000);
    expect(new Set(played.commands.map((c) => c.metadata.userId))).toEqual(new Set(BENCH_EDITORS.map((e) => e.userId)));
    expect(new Set(played.commands.map((c) => c.metadata.commandId)).size).toBe(played.commands.length);
  });
});
