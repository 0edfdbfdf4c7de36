import { describe, expect, it } from '@jest/globals';
import type { ScientificNameRecord, TaxonRecord } from '@navnebase/domain';
import type { RecordedEvent } from '@navnebase/event-store';
import { projectRegisterEvents } from './register-projection.js';

const name = (id: number, scientificName: string): ScientificNameRecord =>
  ({ id, taxonId: 100 + id, scientificName, author: '', rank: 'Species', taxonomicStatus: 'Accepted' }) as unknown as ScientificNameRecord;
const taxon = (id: number): TaxonRecord => ({ id, parentId: 1, vernacularNames: [] }) as unknown as TaxonRecord;

let position = 0;
const event = (
  names: { before: ScientificNameRecord | null; after: ScientificNameRecord | null }[],
  taxa: { before: TaxonRecord | null; after: TaxonRecord | null }[] = [],
) =>
  ({
    globalPosition: ++position,
    streamId: 'register',
    type: 'ScientificNameEdited',
    data: { effects: { names, taxa } },
    metadata: { time: '2026-11-29T10:00:00.000Z', userName: 'Test', remark: '' },
  }) as unknown as RecordedEvent;

/** The projection loads rows of records created in a batch with COPY (no conflict handling): they must be new. */
describe('records created in a batch', () => {
  it('given a name added and then edited in one batch, when projected, then it is created (its last image is new to the table)', () => {
    const changes = projectRegisterEvents([
      event([{ before: null, after: name(1, 'Aus') }]),
      event([{ before: name(1, 'Aus'), after: name(1, 'Aus bus') }]),
    ]);
    expect([...changes.createdNames]).toEqual([1]);
    expect(changes.names.get(1)?.scientificName).toBe('Aus bus');
  });

  it('given a name that existed before the batch, removed and written again, when projected, then it is not created', () => {
    const changes = projectRegisterEvents([event([{ before: name(2, 'Cus'), after: null }]), event([{ before: null, after: name(2, 'Cus') }])]);
    expect(changes.createdNames.has(2)).toBe(false);
  });

  it('given a taxon added in the batch and one changed, when projected, then only the added one is created', () => {
    const changes = projectRegisterEvents([
      event(
        [],
        [
          { before: null, after: taxon(5) },
          { before: taxon(6), after: taxon(6) },
        ],
      ),
    ]);
    expect([...changes.createdTaxa]).toEqual([5]);
  });
});
