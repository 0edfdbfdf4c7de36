import {
  DomainError,
  Errors,
  registerDecider,
  type RegisterCommand,
  type RegisterEvent,
  type RegisterResult,
  type RegisterState,
  type ScientificNameRecord,
  type TaxonRecord,
  type VernacularNameRecord,
} from '@navnebase/domain';
import { CommandPipeline, type Appended, type EventStore, type RecordedEvent } from '@navnebase/event-store';

/** The register's command pipeline: catch up, authorize, decide, append, wait for the read side (see `CommandPipeline`). */
export type RegisterCommands = CommandPipeline<RegisterState, RegisterCommand, RegisterEvent, RegisterResult>;

export const commandIdReused = () =>
  new DomainError(
    'COMMAND_ID_REUSED',
    'conflict',
    'Denne kommando-id-en er brukt før, til en annen endring. Send endringen med en ny kommando-id (X-Command-Id).',
  );

const EMPTY: readonly never[] = Object.freeze([]);

/**
 * Shrinks the records of events read back from the store before they join the write model (a million names at
 * start): empty lists become one shared frozen array and repeated strings (authors, ranks, statuses, language codes)
 * one shared string. Records are immutable, so sharing is safe.
 */
const compactor = () => {
  const strings = new Map<string, string>();
  const shared = (text: string) => {
    const known = strings.get(text);
    if (known !== undefined) return known;
    if (strings.size < 50_000) strings.set(text, text);
    return text;
  };
  const list = <T>(items: readonly T[]) => (items.length ? items : (EMPTY as readonly T[]));
  return (recorded: RecordedEvent): RegisterEvent => {
    // The event was just read from the store: its objects belong to no one else yet.
    const effects = (recorded.data as RegisterEvent['data']).effects as unknown as {
      names: { after: ScientificNameRecord | null }[];
      taxa: { after: TaxonRecord | null }[];
    };
    for (const change of effects.names) {
      const n = change.after;
      if (!n) continue;
      change.after = {
        ...n,
        author: shared(n.author),
        rank: shared(n.rank) as ScientificNameRecord['rank'],
        taxonomicStatus: shared(n.taxonomicStatus) as ScientificNameRecord['taxonomicStatus'],
        nomenclaturalStatuses: list(n.nomenclaturalStatuses),
        attributes: list(n.attributes),
        references: list(n.references),
      };
    }
    for (const change of effects.taxa) {
      const t = change.after;
      if (!t) continue;
      change.after = {
        ...t,
        vernacularNames: t.vernacularNames.length
          ? t.vernacularNames.map((v) => ({
              ...v,
              languageIsoCode: shared(v.languageIsoCode) as VernacularNameRecord['languageIsoCode'],
              status: shared(v.status) as VernacularNameRecord['status'],
            }))
          : EMPTY,
      };
    }
    return { type: recorded.type, data: recorded.data, metadata: recorded.metadata } as RegisterEvent;
  };
};

/** The register's commands on an event store; `awaitReadSide` makes them answer only once the read side has them. */
export const registerCommands = (events: EventStore, awaitReadSide?: (appended: Appended, timeoutMs?: number) => Promise<void>): RegisterCommands =>
  new CommandPipeline(
    events,
    { ...registerDecider, fromRecorded: compactor() },
    {
      ...(awaitReadSide ? { awaitReadSide } : {}),
      concurrentChange: () => Errors.concurrentChange(),
      commandIdReused,
    },
  );

export type { CommandOutcome } from '@navnebase/event-store';
export type { RegisterResult } from '@navnebase/domain';
