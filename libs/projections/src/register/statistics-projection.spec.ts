import { describe, expect, it } from '@jest/globals';
import type { Effects, ScientificNameRecord } from '@navnebase/domain';
import { ChangeSet } from './change-set.js';
import { projectStatistics } from './statistics-projection.js';

/** One accepted scientific name added: the metrics `names` and `names.accepted` go up by one on the event's day. */
const nameAdded: Effects = {
  names: [{ before: null, after: { id: 7, taxonId: 7, taxonomicStatus: 'Accepted' } as ScientificNameRecord }],
  taxa: [],
};

const daysOf = (time: string) => {
  const changes = new ChangeSet();
  projectStatistics(changes, nameAdded, time);
  return [...new Set([...changes.statistics.keys()].map((key) => key.split('|')[0]))];
};

describe('statistics are counted per calendar day in Norway', () => {
  it('given an event late in the evening in winter (UTC+1), when projected, then it counts on the next day, not the UTC day', () => {
    expect(daysOf('2026-01-10T23:30:00.000Z')).toEqual(['2026-01-11']);
    expect(daysOf('2026-01-10T22:59:59.999Z')).toEqual(['2026-01-10']);
  });
  it('given an event late in the evening in summer (UTC+2), when projected, then it counts on the Norwegian day', () => {
    expect(daysOf('2026-07-01T22:30:00.000Z')).toEqual(['2026-07-02']);
    expect(daysOf('2026-07-01T21:59:59.999Z')).toEqual(['2026-07-01']);
  });
});
