import { describe, expect, it } from '@jest/globals';
import {
  clearNomenclaturalStatusesFor,
  clearStatusForm,
  emptyStatusForm,
  nomenclaturalStatusProblems,
  statusChoices,
  statusFormFromValues,
  statusFormToValues,
  type NomenclaturalStatusForm,
} from './nomenclatural-status-rules.js';

const form = (flags: Partial<NomenclaturalStatusForm>): NomenclaturalStatusForm => ({ ...emptyStatusForm(), hasBiStatus: true, ...flags });
const plants = { isFungus: false };
const fungi = { isFungus: true };
const rules = (p: ReturnType<typeof nomenclaturalStatusProblems>) => p.map((x) => `${x.rule}:${x.value}`);

describe('nomenclatural status form: values', () => {
  it('starts empty: no bi-status, validly published, every flag off', () => {
    expect(emptyStatusForm()).toEqual({
      hasBiStatus: false,
      validlyPublished: true,
      nomInval: false,
      nomNud: false,
      conservedSanctionedNull: null,
      conserved: false,
      dubious: false,
      nomDub: false,
      nomAmbig: false,
      illegitimate: false,
      nomIlleg: false,
      nomSuperfl: false,
      youngHomonym: false,
      rejected: false,
      nomRej: false,
      orthographic: false,
      orthVar: false,
      nomConf: false,
      misapplied: false,
      notInUse: false,
    });
  });
  it('has a bi-status with a status alone or a status attribute alone', () => {
    expect(statusFormFromValues(['Misapplied'], []).hasBiStatus).toBe(true);
    expect(statusFormFromValues([], ['NomenDubium']).hasBiStatus).toBe(true);
    expect(statusFormFromValues([], ['NomenDubium', 'Hybrid']).hasBiStatus).toBe(true);
    expect(statusFormFromValues([], []).hasBiStatus).toBe(false);
  });
  it('reads conserved into both the checkbox and the three-way choice, and writes either back', () => {
    expect(statusFormFromValues(['Conserved'], [])).toMatchObject({ conserved: true, conservedSanctionedNull: 'conserved' });
    expect(statusFormFromValues(['Sanctioned'], [])).toMatchObject({ conserved: false, conservedSanctionedNull: 'sanctioned' });
    expect(statusFormToValues(form({ conservedSanctionedNull: 'conserved' }))).toEqual({
      nomenclaturalStatuses: ['Conserved'],
      statusAttributes: ['NomenConservandum'],
    });
  });
  it('reads statuses and sub-statuses into flags and writes them back', () => {
    const f = statusFormFromValues(['Illegitimate', 'Dubious'], ['NomenSuperfluum', 'NomenDubium', 'Hybrid']);
    expect(f).toMatchObject({
      hasBiStatus: true,
      validlyPublished: true,
      illegitimate: true,
      nomSuperfl: true,
      dubious: true,
      nomDub: true,
      nomIlleg: false,
    });
    expect(statusFormToValues(f)).toEqual({
      nomenclaturalStatuses: ['Dubious', 'Illegitimate'],
      statusAttributes: ['NomenDubium', 'NomenSuperfluum'],
    });
  });
  it('maps not validly published to the NotValidlyPublished status', () => {
    const f = statusFormFromValues(['NotValidlyPublished'], ['NomenNudum']);
    expect(f).toMatchObject({ validlyPublished: false, nomNud: true });
    expect(statusFormToValues(f).nomenclaturalStatuses).toEqual(['NotValidlyPublished']);
  });
  it('maps the conserved/sanctioned choice with its attribute', () => {
    expect(statusFormFromValues(['Sanctioned'], []).conservedSanctionedNull).toBe('sanctioned');
    expect(statusFormToValues(form({ conservedSanctionedNull: 'sanctioned' }))).toEqual({
      nomenclaturalStatuses: ['Sanctioned'],
      statusAttributes: ['NomenSanctionatum'],
    });
    expect(statusFormToValues(form({ conserved: true }))).toEqual({ nomenclaturalStatuses: ['Conserved'], statusAttributes: ['NomenConservandum'] });
  });
  it('has no bi-status without statuses', () => {
    expect(statusFormFromValues([], ['Hybrid']).hasBiStatus).toBe(false);
    expect(statusFormToValues({ ...form({ dubious: true }), hasBiStatus: false })).toEqual({ nomenclaturalStatuses: [], statusAttributes: [] });
  });
});

describe('nomenclatural status form: clearing rules (spec 1 §4, spec 2 §4.1)', () => {
  it('clears every flag when there is no bi-status', () => {
    expect(clearStatusForm({ ...form({ dubious: true, nomDub: true, conserved: true }), hasBiStatus: false }, 'Synonym', plants)).toEqual(
      emptyStatusForm(),
    );
  });
  it('keeps only nom. inval. and nom. nud. when not validly published', () => {
    const cleared = clearStatusForm(
      form({ validlyPublished: false, nomInval: true, nomNud: true, illegitimate: true, nomIlleg: true, dubious: true, misapplied: true }),
      'Synonym',
      plants,
    );
    expect(cleared).toEqual({ ...emptyStatusForm(), hasBiStatus: true, validlyPublished: false, nomInval: true, nomNud: true });
  });
  it('clears nom. inval. and nom. nud. when validly published', () => {
    expect(clearStatusForm(form({ nomInval: true, nomNud: true, rejected: true }), 'Synonym', plants)).toMatchObject({
      nomInval: false,
      nomNud: false,
      rejected: true,
    });
  });
  it('makes an accepted name validly published and keeps only conserved and dubious flags', () => {
    const cleared = clearStatusForm(
      form({
        validlyPublished: false,
        conserved: true,
        dubious: true,
        nomAmbig: true,
        illegitimate: true,
        rejected: true,
        orthographic: true,
        misapplied: true,
        notInUse: true,
      }),
      'Accepted',
      plants,
    );
    expect(cleared).toEqual({
      ...emptyStatusForm(),
      hasBiStatus: true,
      validlyPublished: true,
      conserved: true,
      conservedSanctionedNull: 'conserved',
      dubious: true,
      nomAmbig: true,
    });
  });
  it('keeps an accepted fungus name sanctioned and its nom. dub.', () => {
    expect(clearStatusForm(form({ conservedSanctionedNull: 'sanctioned', dubious: true, nomDub: true }), 'Accepted', fungi)).toEqual({
      ...emptyStatusForm(),
      hasBiStatus: true,
      conservedSanctionedNull: 'sanctioned',
      dubious: true,
      nomDub: true,
    });
  });
  it('keeps orth. var. and nom. conf. under an orthographic variant', () => {
    expect(clearStatusForm(form({ orthographic: true, orthVar: true, nomConf: true }), 'Synonym', plants)).toMatchObject({
      orthographic: true,
      orthVar: true,
      nomConf: true,
    });
  });
  it('clears the outdated taxonomic view for unresolved and synonym names, but not for not-in-use names', () => {
    expect(clearStatusForm(form({ notInUse: true }), 'Unresolved', plants).notInUse).toBe(false);
    expect(clearStatusForm(form({ notInUse: true }), 'Synonym', plants).notInUse).toBe(false);
    expect(clearStatusForm(form({ notInUse: true }), 'NotInUse', plants).notInUse).toBe(true);
  });
  it('clears sub-flags whose parent is off', () => {
    const cleared = clearStatusForm(
      form({ nomDub: true, nomAmbig: true, nomIlleg: true, nomSuperfl: true, youngHomonym: true, nomRej: true, orthVar: true, nomConf: true }),
      'Synonym',
      plants,
    );
    expect(cleared).toEqual({ ...emptyStatusForm(), hasBiStatus: true });
    expect(clearStatusForm(form({ illegitimate: true, youngHomonym: true }), 'Synonym', plants).youngHomonym).toBe(true);
  });
  it('offers sanctioned only in the fungi kingdom', () => {
    expect(clearStatusForm(form({ conservedSanctionedNull: 'sanctioned' }), 'Synonym', plants).conservedSanctionedNull).toBeNull();
    expect(clearStatusForm(form({ conservedSanctionedNull: 'sanctioned' }), 'Synonym', fungi)).toMatchObject({
      conservedSanctionedNull: 'sanctioned',
      conserved: false,
    });
    expect(clearStatusForm(form({ conservedSanctionedNull: 'conserved' }), 'Synonym', fungi).conserved).toBe(true);
  });
});

describe('nomenclatural status form: choices', () => {
  it('offers an accepted name neither the validly-published choice nor the non-accepted statuses', () => {
    expect(statusChoices('Accepted', { validlyPublished: false }, plants)).toEqual({
      validlyPublished: false,
      notValidSubStatuses: false,
      conserved: true,
      conservedSanctioned: false,
      dubious: true,
      illegitimate: false,
      rejected: false,
      orthographic: false,
      misapplied: false,
      notInUse: false,
    });
  });
  it('offers a not validly published name only nom. inval. and nom. nud.', () => {
    expect(statusChoices('Synonym', { validlyPublished: false }, plants)).toMatchObject({
      validlyPublished: true,
      notValidSubStatuses: true,
      dubious: false,
      illegitimate: false,
    });
  });
  it('offers a validly published synonym every non-accepted status but the outdated view', () => {
    expect(statusChoices('Synonym', { validlyPublished: true }, plants)).toEqual({
      validlyPublished: true,
      notValidSubStatuses: false,
      conserved: true,
      conservedSanctioned: false,
      dubious: true,
      illegitimate: true,
      rejected: true,
      orthographic: true,
      misapplied: true,
      notInUse: false,
    });
  });
  it('offers the three-way choice in fungi and the outdated view only for not-in-use names', () => {
    expect(statusChoices('NotInUse', { validlyPublished: true }, fungi)).toMatchObject({
      conserved: false,
      conservedSanctioned: true,
      notInUse: true,
      misapplied: true,
    });
    expect(statusChoices('Synonym', { validlyPublished: true }, fungi).notInUse).toBe(false);
  });
});

describe('nomenclatural status validation against the taxonomic status', () => {
  it('accepts valid combinations', () => {
    expect(nomenclaturalStatusProblems('Accepted', ['Conserved', 'Dubious'], ['NomenConservandum', 'NomenDubium'], plants)).toEqual([]);
    expect(nomenclaturalStatusProblems('Synonym', ['Illegitimate', 'Rejected'], ['JuniorHomonym', 'NomenRejiciendum', 'Hybrid'], plants)).toEqual([]);
    expect(nomenclaturalStatusProblems('NotInUse', ['NotInUse', 'Misapplied'], [], plants)).toEqual([]);
    expect(nomenclaturalStatusProblems('Synonym', ['NotValidlyPublished'], ['NomenInvalidum'], plants)).toEqual([]);
    expect(nomenclaturalStatusProblems('Accepted', ['Sanctioned'], ['NomenSanctionatum'], fungi)).toEqual([]);
  });
  it('refuses not validly published on an accepted name', () => {
    expect(rules(nomenclaturalStatusProblems('Accepted', ['NotValidlyPublished'], ['NomenNudum'], plants))).toEqual([
      'acceptedAlwaysValidlyPublished:NotValidlyPublished',
      'acceptedAlwaysValidlyPublished:NomenNudum',
    ]);
    expect(rules(nomenclaturalStatusProblems('Accepted', [], ['NomenInvalidum'], plants))[0]).toBe('acceptedAlwaysValidlyPublished:NomenInvalidum');
  });
  it('refuses illegitimate, rejected, orthographic and misapplied on an accepted name, but not on an unresolved one', () => {
    for (const s of ['Illegitimate', 'Rejected', 'Orthographic', 'Misapplied'] as const) {
      expect(rules(nomenclaturalStatusProblems('Accepted', [s], [], plants))).toEqual([`onlyForNonAccepted:${s}`]);
      expect(nomenclaturalStatusProblems('Unresolved', [s], [], plants)).toEqual([]);
    }
  });
  it('refuses the outdated taxonomic view unless the taxonomic status is not in use', () => {
    expect(rules(nomenclaturalStatusProblems('Synonym', ['NotInUse'], [], plants))).toEqual(['outdatedViewOnlyForNotInUse:NotInUse']);
    expect(rules(nomenclaturalStatusProblems('Accepted', ['NotInUse'], [], plants))).toEqual(['outdatedViewOnlyForNotInUse:NotInUse']);
    expect(rules(nomenclaturalStatusProblems('Synonym', ['NotValidlyPublished', 'NotInUse'], [], plants))).toEqual([
      'outdatedViewOnlyForNotInUse:NotInUse',
    ]);
  });
  it('refuses other statuses beside not validly published', () => {
    expect(rules(nomenclaturalStatusProblems('Synonym', ['NotValidlyPublished', 'Illegitimate'], ['NomenIllegitimum'], plants))).toEqual([
      'notValidlyPublishedExclusive:Illegitimate',
      'notValidlyPublishedExclusive:NomenIllegitimum',
    ]);
  });
  it('allows nom. inval. and nom. nud. beside not validly published, and refuses the outdated view beside it once', () => {
    expect(nomenclaturalStatusProblems('Synonym', ['NotValidlyPublished'], ['NomenNudum'], plants)).toEqual([]);
    expect(rules(nomenclaturalStatusProblems('NotInUse', ['NotValidlyPublished', 'NotInUse'], [], plants))).toEqual([
      'notValidlyPublishedExclusive:NotInUse',
    ]);
  });
  it('refuses a sub-status without its parent beside not validly published only for the missing parent', () => {
    expect(rules(nomenclaturalStatusProblems('Synonym', ['NotValidlyPublished'], ['NomenDubium', 'Hybrid'], plants))).toEqual([
      'subStatusWithoutParent:NomenDubium',
    ]);
  });
  it('refuses each sub-status without its parent status', () => {
    const cases = [
      ['NomenDubium', 'Dubious'],
      ['NomenAmbiguous', 'Dubious'],
      ['NomenIllegitimum', 'Illegitimate'],
      ['NomenSuperfluum', 'Illegitimate'],
      ['JuniorHomonym', 'Illegitimate'],
      ['NomenRejiciendum', 'Rejected'],
      ['OrthographicVariant', 'Orthographic'],
      ['NomenConfusum', 'Orthographic'],
      ['NomenInvalidum', 'NotValidlyPublished'],
      ['NomenNudum', 'NotValidlyPublished'],
      ['NomenConservandum', 'Conserved'],
      ['NomenSanctionatum', 'Sanctioned'],
    ] as const;
    for (const [sub, parent] of cases) {
      expect(nomenclaturalStatusProblems('Synonym', [], [sub], fungi)).toEqual([{ rule: 'subStatusWithoutParent', value: sub, parent }]);
    }
  });
  it('refuses sanctioned outside fungi and conserved together with sanctioned', () => {
    expect(rules(nomenclaturalStatusProblems('Synonym', ['Sanctioned'], [], plants))).toEqual(['sanctionedOnlyForFungi:Sanctioned']);
    expect(rules(nomenclaturalStatusProblems('Synonym', ['Conserved', 'Sanctioned'], [], fungi))).toEqual(['conservedAndSanctioned:Sanctioned']);
    expect(rules(nomenclaturalStatusProblems('Synonym', ['Conserved'], ['NomenSanctionatum'], fungi))).toEqual([
      'subStatusWithoutParent:NomenSanctionatum',
    ]);
  });
});

describe('clearing stored statuses after a change of taxonomic status', () => {
  it('drops what an accepted name may not carry and keeps other attributes', () => {
    expect(
      clearNomenclaturalStatusesFor(
        'Accepted',
        { nomenclaturalStatuses: ['Illegitimate', 'Conserved'], attributes: ['NomenIllegitimum', 'Hybrid', 'Agg'] },
        plants,
      ),
    ).toEqual({ nomenclaturalStatuses: ['Conserved'], attributes: ['Hybrid', 'Agg'] });
  });
  it('keeps sanctioned in fungi with the attributes it was stored with', () => {
    expect(clearNomenclaturalStatusesFor('Synonym', { nomenclaturalStatuses: ['Sanctioned'], attributes: [] }, fungi)).toEqual({
      nomenclaturalStatuses: ['Sanctioned'],
      attributes: [],
    });
  });
  it('keeps statuses a synonym may carry', () => {
    const values = { nomenclaturalStatuses: ['Rejected'] as const, attributes: ['NomenRejiciendum'] as const };
    expect(
      clearNomenclaturalStatusesFor(
        'Synonym',
        { nomenclaturalStatuses: [...values.nomenclaturalStatuses], attributes: [...values.attributes] },
        plants,
      ),
    ).toEqual({
      nomenclaturalStatuses: ['Rejected'],
      attributes: ['NomenRejiciendum'],
    });
  });
});
