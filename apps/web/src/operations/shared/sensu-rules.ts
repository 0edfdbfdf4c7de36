import type { NameAttribute } from './status-rules';

/**
 * Sensu and aggregate rules (spec 1 §3 "Sensu form", §4 "Sensu rules"): the form model, how it maps to name
 * attributes, and its clearing rules. A mirror of the server's pure rule module.
 */
export type Sensu = 'none' | 'lato' | 'stricto';

export interface SensuFormValue {
  /** The aggregate/collective/sensu group is switched on. */
  readonly isAggColl: boolean;
  readonly isAgg: boolean;
  readonly isColl: boolean;
  readonly isSensuLato: boolean;
  readonly isSensuStricto: boolean;
  readonly sensu: Sensu;
}

export const SENSU_ATTRIBUTES: readonly NameAttribute[] = ['AggColl', 'Agg', 'Coll', 'SensuLato', 'SensuStricto'];

export const emptySensuForm = (): SensuFormValue => ({ isAggColl: false, isAgg: false, isColl: false, isSensuLato: false, isSensuStricto: false, sensu: 'none' });

/**
 * With isAggColl off, isAgg, isColl and sensu reset; sensu lato clears sensu stricto and sensu stricto clears sensu
 * lato (the `sensu` choice decides; the two flags follow it).
 */
export const clearSensuForm = (form: SensuFormValue): SensuFormValue => {
  if (!form.isAggColl) return emptySensuForm();
  const sensu: Sensu = form.sensu !== 'none' ? form.sensu : form.isSensuLato ? 'lato' : form.isSensuStricto ? 'stricto' : 'none';
  return { ...form, sensu, isSensuLato: sensu === 'lato', isSensuStricto: sensu === 'stricto' };
};

export const sensuFormFromAttributes = (attributes: readonly string[]): SensuFormValue => {
  const lato = attributes.includes('SensuLato');
  const stricto = attributes.includes('SensuStricto') && !lato;
  return {
    isAggColl: attributes.some((a) => (SENSU_ATTRIBUTES as readonly string[]).includes(a)),
    isAgg: attributes.includes('Agg'),
    isColl: attributes.includes('Coll'),
    isSensuLato: lato,
    isSensuStricto: stricto,
    sensu: lato ? 'lato' : stricto ? 'stricto' : 'none',
  };
};

/** The sensu attributes of a (cleared) form; merge them with the name's other attributes. */
export const sensuFormToAttributes = (form: SensuFormValue): NameAttribute[] => {
  const cleared = clearSensuForm(form);
  if (!cleared.isAggColl) return [];
  return [
    'AggColl',
    ...(cleared.isAgg ? (['Agg'] as const) : []),
    ...(cleared.isColl ? (['Coll'] as const) : []),
    ...(cleared.isSensuLato ? (['SensuLato'] as const) : []),
    ...(cleared.isSensuStricto ? (['SensuStricto'] as const) : []),
  ];
};

/** The suffix the name gets on the name page (agg., coll., s.lat., s.str.). */
export const sensuSuffix = (form: SensuFormValue): string => {
  const cleared = clearSensuForm(form);
  return [cleared.isAgg && 'agg.', cleared.isColl && 'coll.', cleared.isSensuLato && 's.lat.', cleared.isSensuStricto && 's.str.'].filter(Boolean).join(' ');
};
