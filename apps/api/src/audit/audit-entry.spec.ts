import { describe, expect, it } from '@jest/globals';
import type { RegisterEvent } from '@navnebase/domain';
import { given } from '../../../../libs/domain/src/testing/given-when-then.js';
import { importBears, synonymizeCommand } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import { auditEntryOf, changedFields } from './audit-entry.js';

const stored = (event: { type: string; data: unknown; metadata: object }, streamId = 'register', position = 42) => ({
  globalPosition: position,
  streamId,
  type: event.type,
  data: event.data,
  metadata: event.metadata,
  recordedAt: '2026-01-15T10:00:01.000Z',
});

/** Ursus arctos (7, 70) and Ursus maritimus (8, 80) merged into Ursus arctos. */
const mergeEvent = (): RegisterEvent => {
  let merged: RegisterEvent | undefined;
  given([importBears()])
    .when(
      synonymizeCommand({
        scientificNames: [
          { nameId: 7, taxonomicStatus: 'Accepted' },
          { nameId: 70, taxonomicStatus: 'Synonym' },
          { nameId: 8, taxonomicStatus: 'Synonym' },
          { nameId: 80, taxonomicStatus: 'Synonym' },
        ],
      }),
    )
    .then(([event]) => (merged = event));
  return merged!;
};

describe('audit entry', () => {
  it('marks the fields that differ, and every field of a created or removed record', () => {
    expect(changedFields({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], d: true })).toEqual(['b', 'c', 'd']);
    expect(changedFields(null, { a: 1, b: 2 })).toEqual(['a', 'b']);
    expect(changedFields({ a: 1 }, null)).toEqual(['a']);
  });

  it('given a merge, shows who, when and why, the Norwegian label, the touched names and each record before and after', () => {
    const event = mergeEvent();
    const entry = auditEntryOf(stored(event));
    expect(entry).toMatchObject({
      position: 42,
      operation: 'TaxaMerged',
      operationLabel: 'Taksa slått sammen',
      userId: 'test-user',
      userName: 'Test Testesen',
      remark: 'Slått sammen',
      commandId: 'merge-1',
      correlationId: 'corr-1',
      time: '2026-01-15T10:00:00.000Z',
    });
    expect(entry.scientificNames.map((n) => n.scientificName)).toEqual(
      expect.arrayContaining(['Ursus maritimus Phipps, 1774', 'Thalarctos maritimus (Phipps, 1774)']),
    );
    const maritimus = entry.records.find((r) => r.kind === 'name' && r.id === 8)!;
    expect(maritimus.before).toMatchObject({ taxonomicStatus: 'Accepted', taxonId: 8 });
    expect(maritimus.after).toMatchObject({ taxonomicStatus: 'Synonym', taxonId: 7 });
    expect(maritimus.changedFields).toEqual(['taxonId', 'taxonomicStatus']);
    const archived = entry.records.find((r) => r.kind === 'taxon' && r.id === 8)!;
    expect(archived.after).toBeNull();
    expect(entry.recordCount).toBe(entry.records.length);
  });

  it('given a record limit, keeps the count of all records but lists only that many', () => {
    const entry = auditEntryOf(stored(mergeEvent()), 2);
    expect(entry.records).toHaveLength(2);
    expect(entry.recordCount).toBeGreaterThan(2);
  });

  it('given a change of a user, shows the profile before and after with the changed fields', () => {
    const profile = {
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'k@n.no',
      institution: '',
      hasAccess: true,
      isAdmin: false,
      userPermissions: [],
    };
    const entry = auditEntryOf(
      stored(
        {
          type: 'UserUpdated',
          data: { userId: 3, changedFields: ['isAdmin'], before: profile, after: { ...profile, isAdmin: true } },
          metadata: { userId: '1', userName: 'Admin', time: '2026-02-01T00:00:00.000Z', remark: '', commandId: 'c', correlationId: 'r' },
        },
        'users',
      ),
    );
    expect(entry).toMatchObject({ operationLabel: 'Bruker endret', stream: 'users', scientificNames: [] });
    expect(entry.records).toEqual([{ kind: 'user', id: 3, before: profile, after: { ...profile, isAdmin: true }, changedFields: ['isAdmin'] }]);
  });
});
