import { describe, expect, it } from '@jest/globals';
import { clearSensuForm, emptySensuForm, sensuFormToAttributes } from '@navnebase/domain';
import { sensuFormFromAttributes, sensuSuffix } from './sensu-rules';

describe('sensu rules (spec 1 §4)', () => {
  it('resets agg, coll and sensu when the group is off', () => {
    expect(clearSensuForm({ isAggColl: false, isAgg: true, isColl: true, isSensuLato: true, isSensuStricto: false, sensu: 'lato' })).toEqual(
      emptySensuForm(),
    );
  });

  it('lets sensu lato and sensu stricto exclude each other', () => {
    const lato = clearSensuForm({ ...emptySensuForm(), isAggColl: true, sensu: 'lato', isSensuStricto: true });
    expect(lato).toMatchObject({ isSensuLato: true, isSensuStricto: false });
    const stricto = clearSensuForm({ ...lato, sensu: 'stricto' });
    expect(stricto).toMatchObject({ isSensuLato: false, isSensuStricto: true });
  });

  it('maps to and from attributes', () => {
    const form = sensuFormFromAttributes(['AggColl', 'Agg', 'SensuStricto', 'Hybrid']);
    expect(form).toEqual({ isAggColl: true, isAgg: true, isColl: false, isSensuLato: false, isSensuStricto: true, sensu: 'stricto' });
    expect(sensuFormToAttributes(form)).toEqual(['AggColl', 'Agg', 'SensuStricto']);
    expect(sensuFormToAttributes(emptySensuForm())).toEqual([]);
    expect(sensuSuffix(form)).toBe('agg. s.str.');
  });
});
