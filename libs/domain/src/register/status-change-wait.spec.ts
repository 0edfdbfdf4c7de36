import { describe, expect, it } from '@jest/globals';
import { given, testMetadata } from '../testing/given-when-then.js';
import { importBears, rearrangeCommand, splitCommand, swapTaxonCommand, synonymizeCommand } from '../testing/operation-fixtures.js';
import type { RearrangeTaxonNames, StatusChangeWait } from './commands.js';
import { DomainError } from './errors.js';
import { decide } from './decide.js';
import { initialRegisterState } from './state.js';
import { requireStatusChangeWait, StatusChangedRecentlyError } from './status-change-wait.js';

const at = (time: string) => testMetadata({ time, commandId: `at-${time}` });
/** What the API sends: the configured 5 minutes, not confirmed. */
const WAIT: StatusChangeWait = { waitMinutes: 5, confirmed: false };
/** Ursus arctos (taxon 7): Ursus horribilis (70) becomes the current name (the taxon gets a new id), at the given time. */
const horribilisCurrent = (time: string): RearrangeTaxonNames => ({
  ...rearrangeCommand({
    oldTaxonId: 7,
    scientificNames: [
      { nameId: 7, taxonomicStatus: 'Synonym' },
      { nameId: 70, taxonomicStatus: 'Accepted' },
    ],
    statusChangeWait: WAIT,
  }),
  metadata: at(time),
});
const FIRST = '2026-01-15T10:00:00.000Z';
const history = () => [importBears(), horribilisCurrent(FIRST)];
/** The taxon of Ursus horribilis after the first change. */
const changedTaxon = () => given(history()).state.names.get(70)!.taxonId;
/** …and Ursus arctos current again, on the changed taxon. */
const arctosCurrent = (time: string, statusChangeWait: StatusChangeWait = WAIT): RearrangeTaxonNames => ({
  ...rearrangeCommand({
    oldTaxonId: changedTaxon(),
    scientificNames: [
      { nameId: 7, taxonomicStatus: 'Accepted' },
      { nameId: 70, taxonomicStatus: 'Synonym' },
    ],
    statusChangeWait,
  }),
  metadata: at(time),
});
const refusal = (run: () => unknown): StatusChangedRecentlyError => {
  try {
    run();
  } catch (e) {
    return e as StatusChangedRecentlyError;
  }
  throw new Error('expected a refusal');
};

describe('The wait between status changes of one taxon (spec 1 §4, spec 2 §4.3)', () => {
  it('refuses a second status change of a taxon one minute after the first, with the spec text and the time left', () => {
    const { state } = given(history());
    const error = refusal(() => decide(arctosCurrent('2026-01-15T10:01:00.000Z'), state));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      errorCode: 'STATUS_CHANGED_RECENTLY',
      kind: 'conflict',
      field: 'confirmStatusChange',
      retryAfterSeconds: 240,
      taxonId: changedTaxon(),
    });
    expect(error.extra).toEqual({ taxonId: changedTaxon(), retryAfterSeconds: 240, changedAt: FIRST });
    expect(error.detail).toBe(
      'Vent minst 5 minutter før du endrer status på et takson som nettopp er endret. Statusen til Ursus horribilis ble endret for mindre enn 5 minutter siden; vent 4 minutter til, eller velg «Endre likevel».',
    );
  });

  it('allows it once the 5 minutes have passed', () =>
    given(history())
      .when(arctosCurrent('2026-01-15T10:05:00.000Z'))
      .then(([event]) => expect(event!.type).toBe('TaxonNamesRearranged')));

  it('allows it at once when the user confirms ("Endre likevel")', () =>
    given(history())
      .when(arctosCurrent('2026-01-15T10:00:30.000Z', { waitMinutes: 5, confirmed: true }))
      .then(([event]) => expect(event!.type).toBe('TaxonNamesRearranged')));

  it('takes the minutes from configuration', () => {
    given(history())
      .when(arctosCurrent('2026-01-15T10:02:00.000Z', { waitMinutes: 1, confirmed: false }))
      .then(([event]) => expect(event!.type).toBe('TaxonNamesRearranged'));
    given(history())
      .when(arctosCurrent('2026-01-15T10:09:00.000Z', { waitMinutes: 10, confirmed: false }))
      .thenThrows('STATUS_CHANGED_RECENTLY');
  });

  it('states no wait for a command that carries none (imports, test scenarios)', () =>
    given(history())
      .when({
        ...arctosCurrent('2026-01-15T10:01:00.000Z'),
        data: { ...arctosCurrent('2026-01-15T10:01:00.000Z').data, statusChangeWait: undefined },
      })
      .then(([event]) => expect(event!.type).toBe('TaxonNamesRearranged')));

  it('does not hold back a taxon that was only imported, or another taxon', () => {
    given([importBears()])
      .when(horribilisCurrent(FIRST))
      .then(([event]) => expect(event!.type).toBe('TaxonNamesRearranged'));
    given(history())
      .when({
        ...rearrangeCommand({
          oldTaxonId: 8,
          scientificNames: [
            { nameId: 8, taxonomicStatus: 'Synonym' },
            { nameId: 80, taxonomicStatus: 'Accepted' },
          ],
          statusChangeWait: WAIT,
        }),
        metadata: at('2026-01-15T10:01:00.000Z'),
      })
      .then(([event]) => expect(event!.type).toBe('TaxonNamesRearranged'));
  });

  it('holds for merge, swap taxon and split too, on every taxon they touch', () => {
    const justChanged = () => given(history());
    const changed = changedTaxon();
    justChanged()
      .when({
        ...synonymizeCommand({
          scientificNames: [
            { nameId: 8, taxonomicStatus: 'Accepted' },
            { nameId: 80, taxonomicStatus: 'Synonym' },
            { nameId: 7, taxonomicStatus: 'Synonym' },
            { nameId: 70, taxonomicStatus: 'Synonym' },
          ],
          statusChangeWait: WAIT,
        }),
        metadata: at('2026-01-15T10:02:00.000Z'),
      })
      .thenThrows('STATUS_CHANGED_RECENTLY');
    justChanged()
      .when({
        ...swapTaxonCommand({ scientificNameId: 80, targetTaxonId: changed, statusChangeWait: WAIT }),
        metadata: at('2026-01-15T10:02:00.000Z'),
      })
      .thenThrows('STATUS_CHANGED_RECENTLY');
    justChanged()
      .when({
        ...splitCommand({
          oldTaxonId: changed,
          newTaxons: [
            { scientificNames: [{ nameId: 7, taxonomicStatus: 'Accepted' }] },
            { scientificNames: [{ nameId: 70, taxonomicStatus: 'Accepted' }] },
          ],
          statusChangeWait: WAIT,
        }),
        metadata: at('2026-01-15T10:02:00.000Z'),
      })
      .thenThrows('STATUS_CHANGED_RECENTLY');
  });

  it('says "1 minutt" when one minute is left or the wait is one minute', () => {
    const { state } = given(history());
    expect(refusal(() => decide(arctosCurrent('2026-01-15T10:04:30.000Z'), state)).detail).toContain('vent 1 minutt til,');
    expect(refusal(() => decide(arctosCurrent('2026-01-15T10:00:30.000Z', { waitMinutes: 1, confirmed: false }), state)).detail).toBe(
      'Vent minst 1 minutt før du endrer status på et takson som nettopp er endret. Statusen til Ursus horribilis ble endret for mindre enn 1 minutt siden; vent 1 minutt til, eller velg «Endre likevel».',
    );
  });

  it('states no wait when the configured minutes are 0, even for a change timed before the last one', () =>
    given(history())
      .when(arctosCurrent('2026-01-15T09:59:00.000Z', { waitMinutes: 0, confirmed: false }))
      .then(([event]) => expect(event!.type).toBe('TaxonNamesRearranged')));

  it('names a taxon without a current name by its id', () => {
    const state = initialRegisterState();
    state.statusChangedAt.set(99, FIRST);
    expect(refusal(() => requireStatusChangeWait(state, [99], '2026-01-15T10:01:00.000Z', WAIT)).detail).toContain(
      'Statusen til takson 99 ble endret',
    );
  });
});
