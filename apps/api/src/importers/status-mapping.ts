import type { NomenclaturalStatus, TaxonomicStatus } from '@navnebase/domain';
import { vocabularyKey } from './text-normalization.js';

export interface MappedStatus {
  readonly taxonomicStatus: TaxonomicStatus;
  readonly nomenclaturalStatuses: readonly NomenclaturalStatus[];
}

const plain = (taxonomicStatus: TaxonomicStatus): MappedStatus => ({ taxonomicStatus, nomenclaturalStatuses: [] });

/**
 * External taxonomic statuses (Darwin Core / GBIF, ColDP, Bryoquel's French, the register's own labels) mapped to
 * the register's. A misapplied name becomes a synonym with nomenclatural status Misapplied.
 */
const TABLE: ReadonlyMap<string, MappedStatus> = new Map([
  ...['accepted', 'valid', 'accepte', 'gjeldende', 'gyldig'].map((k) => [k, plain('Accepted')] as const),
  ...['doubtful', 'provisionally accepted', 'unresolved', 'uavklart'].map((k) => [k, plain('Unresolved')] as const),
  ...[
    'synonym',
    'synonyme',
    'heterotypic synonym',
    'homotypic synonym',
    'homotypic',
    'heterotypic',
    'proparte synonym',
    'pro parte synonym',
    'ambiguous synonym',
  ].map((k) => [k, plain('Synonym')] as const),
  ['not in use', plain('NotInUse')],
  ['notinuse', plain('NotInUse')],
  ['ikke lenger i bruk', plain('NotInUse')],
  ['misapplied', { taxonomicStatus: 'Synonym', nomenclaturalStatuses: ['Misapplied'] }],
  ['misapplied name', { taxonomicStatus: 'Synonym', nomenclaturalStatuses: ['Misapplied'] }],
]);

/** Camel case ("proParteSynonym") is read as separate words. */
export const mapStatus = (value: string | undefined | null): MappedStatus | undefined => {
  const spaced = (value ?? '').replace(/([a-z])([A-Z])/g, '$1 $2');
  const key = vocabularyKey(spaced);
  return key ? TABLE.get(key) : undefined;
};

export const isSynonymLike = (value: string | undefined | null): boolean => {
  const status = mapStatus(value)?.taxonomicStatus;
  return status === 'Synonym' || status === 'NotInUse';
};
