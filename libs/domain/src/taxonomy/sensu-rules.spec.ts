import { describe, expect, it } from '@jest/globals';
import { clearSensuForm, emptySensuForm, sensuFormFromAttributes, sensuFormToAttributes, sensuProblems } from './sensu-rules.js';

describe('sensu rules (spec 1 §4)', () => {
  it('resets agg, coll and sensu when the aggregate group is off', () => {
    expect(clearSensuForm({ isAggColl: false, isAgg: true, isColl: true, isSensuLato: true, isSensuStricto: false, sensu: 'lato' })).toEqual(
      emptySensuForm(),
    );
  });
  it('lets sensu lato clear sensu stricto and the other way round', () => {
    expect(clearSensuForm({ isAggColl: true, isAgg: false, isColl: false, isSensuLato: true, isSensuStricto: true, sensu: 'lato' })).toMatchObject({
      isSensuLato: true,
      isSensuStricto: false,
    });
    expect(clearSensuForm({ isAggColl: true, isAgg: false, isColl: false, isSensuLato: true, isSensuStricto: true, sensu: 'stricto' })).toMatchObject(
      {
        isSensuLato: false,
        isSensuStricto: true,
      },
    );
  });
  it('takes the sensu choice from the flags when none is chosen', () => {
    expect(clearSensuForm({ isAggColl: true, isAgg: true, isColl: false, isSensuLato: false, isSensuStricto: true, sensu: 'none' }).sensu).toBe(
      'stricto',
    );
  });
  it('reads and writes attributes', () => {
    const f = sensuFormFromAttributes(['Agg', 'SensuLato', 'Hybrid']);
    expect(f).toEqual({ isAggColl: true, isAgg: true, isColl: false, isSensuLato: true, isSensuStricto: false, sensu: 'lato' });
    expect(sensuFormToAttributes(f)).toEqual(['AggColl', 'Agg', 'SensuLato']);
    expect(sensuFormToAttributes({ ...f, isAggColl: false })).toEqual([]);
    expect(sensuFormFromAttributes(['Hybrid'])).toEqual(emptySensuForm());
  });
  it('refuses sensu lato together with sensu stricto', () => {
    expect(sensuProblems(['SensuLato', 'SensuStricto'])).toEqual([{ rule: 'latoAndStricto' }]);
    expect(sensuProblems(['SensuLato', 'Agg'])).toEqual([]);
  });
  it('given a form without a sensu choice, when cleared, then the flags decide and agg and coll are kept', () => {
    const form = { isAggColl: true, isAgg: true, isColl: true, isSensuLato: true, isSensuStricto: true, sensu: 'none' } as const;
    expect(clearSensuForm(form)).toEqual({ isAggColl: true, isAgg: true, isColl: true, isSensuLato: true, isSensuStricto: false, sensu: 'lato' });
    expect(clearSensuForm({ ...form, isSensuLato: false, isSensuStricto: false })).toEqual({
      isAggColl: true,
      isAgg: true,
      isColl: true,
      isSensuLato: false,
      isSensuStricto: false,
      sensu: 'none',
    });
    expect(sensuFormToAttributes({ ...form, isAgg: false, sensu: 'stricto' })).toEqual(['AggColl', 'Coll', 'SensuStricto']);
  });
  it('given stored attributes, when read, then any sensu attribute switches the group on and lato wins over stricto', () => {
    expect(sensuFormFromAttributes(['Coll', 'SensuStricto'])).toEqual({
      isAggColl: true,
      isAgg: false,
      isColl: true,
      isSensuLato: false,
      isSensuStricto: true,
      sensu: 'stricto',
    });
    expect(sensuFormFromAttributes(['SensuStricto', 'SensuLato'])).toMatchObject({ isSensuLato: true, isSensuStricto: false, sensu: 'lato' });
    expect(sensuFormFromAttributes(['AggColl']).isAggColl).toBe(true);
    expect(sensuProblems(['SensuStricto'])).toEqual([]);
  });
});
