import { describe, expect, it } from '@jest/globals';
import { clearStatusForm, emptyStatusForm, statusChoices, statusFormToValues } from '@navnebase/domain';
import { hasNoStatusChosen, mergeAttributes, statusFormFromValues, type NomenclaturalStatusFormValue } from './status-rules';

const form = (patch: Partial<NomenclaturalStatusFormValue>): NomenclaturalStatusFormValue => ({ ...emptyStatusForm(), hasBiStatus: true, ...patch });
const plain = { isFungus: false };
const fungus = { isFungus: true };

describe('nomenclatural status clearing (spec 1 §4, spec 2 §4.1)', () => {
  it('clears every flag when there is no bi-status', () => {
    expect(clearStatusForm({ ...form({ dubious: true, nomDub: true }), hasBiStatus: false }, 'Synonym', plain)).toEqual(emptyStatusForm());
  });

  it('keeps only nom. inval. and nom. nud. when not validly published', () => {
    const cleared = clearStatusForm(
      form({ validlyPublished: false, nomInval: true, dubious: true, illegitimate: true, nomIlleg: true, misapplied: true }),
      'Synonym',
      plain,
    );
    expect(cleared).toEqual(form({ validlyPublished: false, nomInval: true }));
  });

  it('makes an accepted name validly published and keeps only conserved and dubious for it', () => {
    const cleared = clearStatusForm(
      form({
        validlyPublished: false,
        nomNud: true,
        conserved: true,
        dubious: true,
        nomAmbig: true,
        illegitimate: true,
        rejected: true,
        misapplied: true,
      }),
      'Accepted',
      plain,
    );
    expect(cleared).toEqual(form({ conserved: true, conservedSanctionedNull: 'conserved', dubious: true, nomAmbig: true }));
  });

  it('clears nom. inval. and nom. nud. when validly published, and the outdated view unless not in use', () => {
    expect(clearStatusForm(form({ nomInval: true, notInUse: true, misapplied: true }), 'Synonym', plain)).toEqual(form({ misapplied: true }));
    expect(clearStatusForm(form({ notInUse: true }), 'NotInUse', plain)).toEqual(form({ notInUse: true }));
    expect(clearStatusForm(form({ notInUse: true }), 'Unresolved', plain)).toEqual(form({}));
  });

  it('clears sub-flags whose parent is off', () => {
    const cleared = clearStatusForm(
      form({ nomDub: true, nomAmbig: true, nomIlleg: true, nomSuperfl: true, youngHomonym: true, nomRej: true, orthVar: true, nomConf: true }),
      'Synonym',
      plain,
    );
    expect(cleared).toEqual(form({}));
    expect(clearStatusForm(form({ illegitimate: true, youngHomonym: true }), 'Synonym', plain)).toEqual(
      form({ illegitimate: true, youngHomonym: true }),
    );
  });

  it('keeps what a new taxonomic status still allows', () => {
    const synonym = form({ dubious: true, nomDub: true, illegitimate: true, nomIlleg: true });
    expect(clearStatusForm(synonym, 'Unresolved', plain)).toEqual(synonym);
    expect(clearStatusForm(synonym, 'Accepted', plain)).toEqual(form({ dubious: true, nomDub: true }));
  });
});

describe('the fungi three-way choice', () => {
  it('offers conserved/sanctioned/neither for fungi and a plain conserved box elsewhere', () => {
    expect(statusChoices('Accepted', { validlyPublished: true }, fungus)).toMatchObject({ conservedSanctioned: true, conserved: false });
    expect(statusChoices('Accepted', { validlyPublished: true }, plain)).toMatchObject({ conservedSanctioned: false, conserved: true });
  });

  it('sends sanctioned for fungi and drops it outside fungi', () => {
    const sanctioned = clearStatusForm(form({ conservedSanctionedNull: 'sanctioned' }), 'Accepted', fungus);
    expect(statusFormToValues(sanctioned)).toEqual({ nomenclaturalStatuses: ['Sanctioned'], statusAttributes: ['NomenSanctionatum'] });
    expect(statusFormToValues(clearStatusForm(form({ conservedSanctionedNull: 'sanctioned' }), 'Accepted', plain))).toEqual({
      nomenclaturalStatuses: [],
      statusAttributes: [],
    });
    expect(clearStatusForm(form({ conservedSanctionedNull: 'conserved' }), 'Synonym', fungus)).toMatchObject({ conserved: true });
  });
});

describe('choices and values', () => {
  it('offers validly-published only for names that are not accepted, and the non-accepted statuses only then', () => {
    expect(statusChoices('Accepted', { validlyPublished: true }, plain)).toMatchObject({
      validlyPublished: false,
      illegitimate: false,
      misapplied: false,
      notInUse: false,
      dubious: true,
    });
    expect(statusChoices('Synonym', { validlyPublished: true }, plain)).toMatchObject({
      validlyPublished: true,
      illegitimate: true,
      rejected: true,
      orthographic: true,
      misapplied: true,
      notInUse: false,
    });
    expect(statusChoices('NotInUse', { validlyPublished: true }, plain)).toMatchObject({ notInUse: true });
    expect(statusChoices('Synonym', { validlyPublished: false }, plain)).toMatchObject({
      notValidSubStatuses: true,
      dubious: false,
      conserved: false,
    });
  });

  it('reads stored values and writes them back', () => {
    const read = statusFormFromValues(['Illegitimate', 'Dubious'], ['NomenIllegitimum', 'NomenDubium', 'Hybrid']);
    expect(read).toEqual(form({ illegitimate: true, nomIlleg: true, dubious: true, nomDub: true }));
    expect(statusFormToValues(read)).toEqual({
      nomenclaturalStatuses: ['Dubious', 'Illegitimate'],
      statusAttributes: ['NomenDubium', 'NomenIllegitimum'],
    });
    expect(statusFormFromValues(['NotValidlyPublished'], ['NomenNudum'])).toEqual(form({ validlyPublished: false, nomNud: true }));
    expect(statusFormFromValues([], []).hasBiStatus).toBe(false);
  });

  it('warns when a bi-status is switched on but nothing is chosen', () => {
    expect(hasNoStatusChosen(form({}))).toBe(true);
    expect(hasNoStatusChosen(form({ dubious: true }))).toBe(false);
    expect(hasNoStatusChosen(emptyStatusForm())).toBe(false);
  });

  it('merges the form attributes with the attributes the form does not edit', () => {
    expect(
      mergeAttributes(
        ['CollectionOnly', 'NomenDubium', 'Agg', 'Hybrid', 'Extinct'],
        { statusAttributes: ['NomenRejiciendum'], sensuAttributes: ['AggColl', 'Coll'], hybrid: false },
        ['AggColl', 'Agg', 'Coll', 'SensuLato', 'SensuStricto'],
      ),
    ).toEqual(['CollectionOnly', 'Extinct', 'NomenRejiciendum', 'AggColl', 'Coll']);
  });
});
