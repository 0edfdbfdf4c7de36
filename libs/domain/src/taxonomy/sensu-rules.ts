import type { NameAttribute } from './statuses.js';

/**
 * Sensu and aggregate rules (spec 1 §3 "Sensu form", spec 1 §4 "Sensu rules"): the form model, how it maps to
 * name attributes, and its clearing rules. Pure, so the web form can use the same functions.
 */
export type Sensu = 'none' | 'lato' | 'stricto';

export interface SensuForm {
  /** The aggregate/collective/sensu group is switched on. */
  readonly isAggColl: boolean;
  readonly isAgg: boolean;
  readonly isColl: boolean;
  readonly isSensuLato: boolean;
  readonly isSensuStricto: boolean;
  readonly sensu: Sensu;
}

export const SENSU_ATTRIBUTES: readonly NameAttribute[] = ['AggColl', 'Agg', 'Coll', 'SensuLato', 'SensuStricto'];

export const emptySensuForm = (): SensuForm => ({
  isAggColl: false,
  isAgg: false,
  isColl: false,
  isSensuLato: false,
  isSensuStricto: false,
  sensu: 'none',
});

/**
 * The clearing rules: with isAggColl off, isAgg, isColl and sensu reset; sensu lato clears sensu stricto and sensu
 * stricto clears sensu lato (the `sensu` choice decides; the two flags follow it).
 */
export const clearSensuForm = (form: SensuForm): SensuForm => {
  if (!form.isAggColl) return emptySensuForm();
  const sensu: Sensu = form.sensu !== 'none' ? form.sensu : form.isSensuLato ? 'lato' : form.isSensuStricto ? 'stricto' : 'none';
  return { ...form, sensu, isSensuLato: sensu === 'lato', isSensuStricto: sensu === 'stricto' };
};

export const sensuFormFromAttributes = (attributes: readonly NameAttribute[]): SensuForm => {
  const lato = attributes.includes('SensuLato');
  const stricto = attributes.includes('SensuStricto') && !lato;
  return {
    isAggColl: attributes.some((a) => SENSU_ATTRIBUTES.includes(a)),
    isAgg: attributes.includes('Agg'),
    isColl: attributes.includes('Coll'),
    isSensuLato: lato,
    isSensuStricto: stricto,
    sensu: lato ? 'lato' : stricto ? 'stricto' : 'none',
  };
};

/** The sensu attributes of a (cleared) form; merge them with the name's other attributes. */
export const sensuFormToAttributes = (form: SensuForm): NameAttribute[] => {
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

export type SensuProblem = { readonly rule: 'latoAndStricto' };

/** What the server refuses in sent attributes: sensu lato and sensu stricto together. */
export const sensuProblems = (attributes: readonly NameAttribute[]): SensuProblem[] =>
  attributes.includes('SensuLato') && attributes.includes('SensuStricto') ? [{ rule: 'latoAndStricto' }] : [];
