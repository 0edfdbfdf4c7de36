import type { StatusChangeWait } from './commands.js';
import { DomainError } from './errors.js';
import type { TaxonId } from './records.js';
import { mainNameOf, type RegisterState } from './state.js';

/** The spec's wait between status changes of one taxon (spec 1 §4, spec 2 §4.3, §9); the API's default. */
export const DEFAULT_STATUS_CHANGE_WAIT: StatusChangeWait = { waitMinutes: 5, confirmed: false };

/** Refused: the taxon's statuses changed less than the wait ago. `retryAfterSeconds` says how long is left. */
export class StatusChangedRecentlyError extends DomainError {
  constructor(
    detail: string,
    readonly taxonId: TaxonId,
    readonly retryAfterSeconds: number,
    readonly changedAt: string,
  ) {
    super('STATUS_CHANGED_RECENTLY', 'conflict', detail, 'confirmStatusChange');
  }
  override get extra(): Record<string, unknown> {
    return { taxonId: this.taxonId, retryAfterSeconds: this.retryAfterSeconds, changedAt: this.changedAt };
  }
}

const minutesText = (seconds: number): string => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minutt' : `${minutes} minutter`;
};

/**
 * The wait between status changes of one taxon: a status change of a taxon whose statuses changed less than
 * `waitMinutes` before `now` is refused, unless the user confirmed it ("Endre likevel"). Pure: the time of the
 * operation comes from its metadata, the last change from the state. The rule is the editors': every API request
 * carries it; a command without it (an import, a test scenario, the benchmark) states no wait.
 */
export const requireStatusChangeWait = (state: RegisterState, taxonIds: Iterable<TaxonId>, now: string, wait: StatusChangeWait | undefined): void => {
  if (!wait || wait.confirmed || wait.waitMinutes <= 0) return;
  const waitMs = wait.waitMinutes * 60_000;
  for (const taxonId of taxonIds) {
    const changedAt = state.statusChangedAt.get(taxonId);
    if (!changedAt) continue;
    const left = Date.parse(changedAt) + waitMs - Date.parse(now);
    if (left <= 0) continue;
    const seconds = Math.ceil(left / 1000);
    const name = mainNameOf(state, taxonId)?.scientificName ?? `takson ${taxonId}`;
    throw new StatusChangedRecentlyError(
      `Vent minst ${minutesText(waitMs / 1000)} før du endrer status på et takson som nettopp er endret. ` +
        `Statusen til ${name} ble endret for mindre enn ${minutesText(waitMs / 1000)} siden; vent ${minutesText(seconds)} til, eller velg «Endre likevel».`,
      taxonId,
      seconds,
      changedAt,
    );
  }
};
