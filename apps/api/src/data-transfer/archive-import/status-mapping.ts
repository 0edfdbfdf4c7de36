import type { NomenclaturalStatus, TaxonomicStatus } from '@navnebase/domain';
import { nearestKnownValue } from './nearest-known-value.js';
import { vocabularyKey } from './text-normalization.js';

export interface MappedStatus {
  readonly taxonomicStatus: TaxonomicStatus;
  readonly nomenclaturalStatuses: readonly NomenclaturalStatus[];
}

const plain = (taxonomicStatus: TaxonomicStatus): MappedStatus => ({ taxonomicStatus, nomenclaturalStatuses: [] });

/**
 * External taxonomic statuses (Darwin Core / GBIF, ColDP, Bryoquel's French, the register's own labels, the
 * spellings of national checklists such as `valid` / `invalid` / `nomen dubium`) mapped to the register's. An
 * invalid name is read as a synonym, a doubtful name or nomen dubium as unresolved, and a misapplied name as a
 * synonym with nomenclatural status Misapplied.
 */
const ACCEPTED = ['accepted', 'accepted name', 'valid', 'valid name', 'current', 'accepte', 'nom accepte', 'gjeldende', 'gyldig', 'godkjent'];
const UNRESOLVED = [
  'doubtful',
  'provisionally accepted',
  'provisionally accepted name',
  'unresolved',
  'uavklart',
  'nomen dubium',
  'nom. dub.',
  'nom dub',
  'dubious',
  'douteux',
  'tvilsom',
];
const SYNONYMS = [
  'synonym',
  'synonyme',
  'synonymous',
  'heterotypic synonym',
  'homotypic synonym',
  'homotypic',
  'heterotypic',
  'objective synonym',
  'subjective synonym',
  'synonyme homotypique',
  'synonyme heterotypique',
  'proparte synonym',
  'pro parte synonym',
  'ambiguous synonym',
  'invalid',
  'invalid name',
  'not valid',
  'non valide',
  'ugyldig',
];
const NOT_IN_USE = ['not in use', 'notinuse', 'ikke lenger i bruk', 'ikke i bruk'];
const MISAPPLIED = ['misapplied', 'misapplied name', 'feilbrukt', 'feilaktig brukt'];

const TABLE: ReadonlyMap<string, MappedStatus> = new Map([
  ...ACCEPTED.map((k) => [k, plain('Accepted')] as const),
  ...UNRESOLVED.map((k) => [k, plain('Unresolved')] as const),
  ...SYNONYMS.map((k) => [k, plain('Synonym')] as const),
  ...NOT_IN_USE.map((k) => [k, plain('NotInUse')] as const),
  ...MISAPPLIED.map((k) => [k, { taxonomicStatus: 'Synonym', nomenclaturalStatuses: ['Misapplied'] } as MappedStatus] as const),
]);

/** Spellings read as they are (the Darwin Core / ColDP vocabulary and the register's own): no note in the report. */
const STANDARD: ReadonlySet<string> = new Set([
  'accepted',
  'doubtful',
  'provisionally accepted',
  'unresolved',
  'synonym',
  'heterotypic synonym',
  'homotypic synonym',
  'proparte synonym',
  'pro parte synonym',
  'ambiguous synonym',
  'misapplied',
  'not in use',
  'notinuse',
]);

const statusKey = (value: string | undefined | null) => vocabularyKey((value ?? '').replace(/([a-z])([A-Z])/g, '$1 $2'));

/** Answers by the value as written (an archive has a handful of distinct statuses, read on every row). */
const translated = new Map<string, boolean>();

/** True when the value is a spelling other than the standard vocabulary's (the report says how it was read). */
export const isTranslatedStatus = (value: string | undefined | null): boolean => {
  const raw = value ?? '';
  const known = translated.get(raw);
  if (known !== undefined) return known;
  const key = statusKey(raw);
  const answer = TABLE.has(key) && !STANDARD.has(key);
  if (translated.size < 10_000) translated.set(raw, answer);
  return answer;
};

/** The closest known spelling of an unknown status, if it looks like a misspelling of one. */
export const nearestStatus = (value: string | undefined | null): string | undefined => nearestKnownValue(statusKey(value), TABLE);

/** Lookups by the value as written. */
const seen = new Map<string, MappedStatus | undefined>();

/** Camel case ("proParteSynonym") is read as separate words. */
export const mapStatus = (value: string | undefined | null): MappedStatus | undefined => {
  const raw = value ?? '';
  if (seen.has(raw)) return seen.get(raw);
  const key = statusKey(raw);
  const mapped = key ? TABLE.get(key) : undefined;
  if (seen.size < 10_000) seen.set(raw, mapped); // an archive has a handful of distinct statuses, read on every row
  return mapped;
};

export const isSynonymLike = (value: string | undefined | null): boolean => {
  const status = mapStatus(value)?.taxonomicStatus;
  return status === 'Synonym' || status === 'NotInUse';
};
