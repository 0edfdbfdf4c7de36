import type { NameAttribute, NomenclaturalStatus, TaxonomicStatus } from './statuses.js';

/**
 * Nomenclatural (bi-)status rules (spec 1 §3 "Nomenclatural status form", spec 1 §4 "Name status rules",
 * spec 2 §4.1). Pure functions with no dependencies beyond the status types, so the web form can use the same
 * model: the form's flags, how they map to the values sent (`nomenclaturalStatus` + `attributes`), the clearing
 * rules, the choices offered, and the problems the server refuses.
 */

/** The fungi kingdom's three-way choice: conserved, sanctioned or neither. */
export type ConservedSanctioned = 'conserved' | 'sanctioned' | null;

export interface NomenclaturalStatusForm {
  readonly hasBiStatus: boolean;
  readonly validlyPublished: boolean;
  readonly nomInval: boolean;
  readonly nomNud: boolean;
  readonly conservedSanctionedNull: ConservedSanctioned;
  readonly conserved: boolean;
  readonly dubious: boolean;
  readonly nomDub: boolean;
  readonly nomAmbig: boolean;
  readonly illegitimate: boolean;
  readonly nomIlleg: boolean;
  readonly nomSuperfl: boolean;
  readonly youngHomonym: boolean;
  readonly rejected: boolean;
  readonly nomRej: boolean;
  readonly orthographic: boolean;
  readonly orthVar: boolean;
  readonly nomConf: boolean;
  readonly misapplied: boolean;
  /** Outdated taxonomic view; only for names whose taxonomic status is NotInUse. */
  readonly notInUse: boolean;
}

type Flag = Exclude<keyof NomenclaturalStatusForm, 'conservedSanctionedNull' | 'hasBiStatus' | 'validlyPublished'>;

export interface StatusContext {
  /** The name lies in the fungi kingdom (scientific name id 975): conserved/sanctioned/neither. */
  readonly isFungus: boolean;
}

export const emptyStatusForm = (): NomenclaturalStatusForm => ({
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

/** Form flags that are main statuses (sent in `nomenclaturalStatus`). */
const STATUS_FLAGS: ReadonlyArray<readonly [Flag, NomenclaturalStatus]> = [
  ['dubious', 'Dubious'],
  ['illegitimate', 'Illegitimate'],
  ['rejected', 'Rejected'],
  ['orthographic', 'Orthographic'],
  ['misapplied', 'Misapplied'],
  ['notInUse', 'NotInUse'],
];

/** Form flags that are sub-statuses (sent in `attributes`). */
const ATTRIBUTE_FLAGS: ReadonlyArray<readonly [Flag, NameAttribute]> = [
  ['nomInval', 'NomenInvalidum'],
  ['nomNud', 'NomenNudum'],
  ['nomDub', 'NomenDubium'],
  ['nomAmbig', 'NomenAmbiguous'],
  ['nomIlleg', 'NomenIllegitimum'],
  ['nomSuperfl', 'NomenSuperfluum'],
  ['youngHomonym', 'JuniorHomonym'],
  ['nomRej', 'NomenRejiciendum'],
  ['orthVar', 'OrthographicVariant'],
  ['nomConf', 'NomenConfusum'],
];

/** Each sub-status and the main status it needs (spec 1 §4: a sub-flag clears when its parent is off). */
export const SUB_STATUS_PARENT: Readonly<Partial<Record<NameAttribute, NomenclaturalStatus>>> = {
  NomenInvalidum: 'NotValidlyPublished',
  NomenNudum: 'NotValidlyPublished',
  NomenDubium: 'Dubious',
  NomenAmbiguous: 'Dubious',
  NomenIllegitimum: 'Illegitimate',
  NomenSuperfluum: 'Illegitimate',
  JuniorHomonym: 'Illegitimate',
  NomenRejiciendum: 'Rejected',
  OrthographicVariant: 'Orthographic',
  NomenConfusum: 'Orthographic',
  NomenConservandum: 'Conserved',
  NomenSanctionatum: 'Sanctioned',
};

/** The attributes that belong to the nomenclatural status (the rest are hybrid, sensu and legacy flags). */
export const STATUS_ATTRIBUTES: readonly NameAttribute[] = Object.keys(SUB_STATUS_PARENT) as NameAttribute[];

export const isStatusAttribute = (attribute: NameAttribute): boolean => attribute in SUB_STATUS_PARENT;

/** Norwegian labels for messages. */
export const NOMENCLATURAL_STATUS_TEXT: Readonly<Record<NomenclaturalStatus, string>> = {
  NotValidlyPublished: 'ikke gyldig publisert',
  Misapplied: 'feilaktig anvendt',
  Illegitimate: 'illegitim',
  Conserved: 'konservert',
  Sanctioned: 'sanksjonert',
  Rejected: 'forkastet',
  Orthographic: 'ortografisk variant',
  Dubious: 'tvilsom',
  NotInUse: 'utdatert taksonomisk syn',
};

export const STATUS_ATTRIBUTE_TEXT: Readonly<Partial<Record<NameAttribute, string>>> = {
  NomenInvalidum: 'nom. inval.',
  NomenNudum: 'nom. nud.',
  NomenDubium: 'nom. dub.',
  NomenAmbiguous: 'nom. ambig.',
  NomenIllegitimum: 'nom. illeg.',
  NomenSuperfluum: 'nom. superfl.',
  JuniorHomonym: 'yngre homonym',
  NomenRejiciendum: 'nom. rej.',
  OrthographicVariant: 'orth. var.',
  NomenConfusum: 'nom. conf.',
  NomenConservandum: 'nom. conserv.',
  NomenSanctionatum: 'nom. sanct.',
};

/** Statuses an accepted name may carry (spec 1 §4: an accepted name keeps only conserved/sanctioned and dubious). */
const ACCEPTED_STATUSES: ReadonlySet<NomenclaturalStatus> = new Set(['Conserved', 'Sanctioned', 'Dubious']);

/** Reads the form from stored or sent values. */
export const statusFormFromValues = (statuses: readonly NomenclaturalStatus[], attributes: readonly NameAttribute[]): NomenclaturalStatusForm => {
  const form: Record<string, unknown> = { ...emptyStatusForm() };
  for (const [flag, status] of STATUS_FLAGS) form[flag] = statuses.includes(status);
  for (const [flag, attribute] of ATTRIBUTE_FLAGS) form[flag] = attributes.includes(attribute);
  form.validlyPublished = !statuses.includes('NotValidlyPublished');
  form.conserved = statuses.includes('Conserved');
  form.conservedSanctionedNull = statuses.includes('Conserved') ? 'conserved' : statuses.includes('Sanctioned') ? 'sanctioned' : null;
  form.hasBiStatus = statuses.length > 0 || attributes.some(isStatusAttribute);
  return form as unknown as NomenclaturalStatusForm;
};

/** The values a form sends: main statuses, and the status attributes (merge them with the name's other attributes). */
export const statusFormToValues = (
  form: NomenclaturalStatusForm,
): { nomenclaturalStatuses: NomenclaturalStatus[]; statusAttributes: NameAttribute[] } => {
  const nomenclaturalStatuses: NomenclaturalStatus[] = [];
  const statusAttributes: NameAttribute[] = [];
  if (!form.hasBiStatus) return { nomenclaturalStatuses, statusAttributes };
  if (!form.validlyPublished) nomenclaturalStatuses.push('NotValidlyPublished');
  if (form.conservedSanctionedNull === 'conserved' || form.conserved) {
    nomenclaturalStatuses.push('Conserved');
    statusAttributes.push('NomenConservandum');
  } else if (form.conservedSanctionedNull === 'sanctioned') {
    nomenclaturalStatuses.push('Sanctioned');
    statusAttributes.push('NomenSanctionatum');
  }
  for (const [flag, status] of STATUS_FLAGS) if (form[flag]) nomenclaturalStatuses.push(status);
  for (const [flag, attribute] of ATTRIBUTE_FLAGS) if (form[flag]) statusAttributes.push(attribute);
  return { nomenclaturalStatuses, statusAttributes };
};

const only = (form: NomenclaturalStatusForm, keep: readonly (keyof NomenclaturalStatusForm)[]): NomenclaturalStatusForm => {
  const cleared: Record<string, unknown> = { ...emptyStatusForm() };
  for (const key of keep) cleared[key] = form[key];
  return cleared as unknown as NomenclaturalStatusForm;
};

/**
 * Applies the clearing rules of spec 1 §4 / spec 2 §4.1 for a name of the given taxonomic status:
 * - no bi-status clears every flag;
 * - an accepted name is always validly published;
 * - not validly published keeps only nomInval, nomNud, validlyPublished and hasBiStatus;
 * - validly published clears nomInval and nomNud; for accepted names it keeps only conserved, conserved/sanctioned,
 *   dubious, nomAmbig and nomDub; for unresolved and synonym names it clears notInUse (outdated taxonomic view);
 * - a sub-flag clears when its parent is off;
 * - outside the fungi kingdom there is no sanctioned choice.
 */
export const clearStatusForm = (form: NomenclaturalStatusForm, taxonomicStatus: TaxonomicStatus, context: StatusContext): NomenclaturalStatusForm => {
  if (!form.hasBiStatus) return emptyStatusForm();
  let next: NomenclaturalStatusForm = taxonomicStatus === 'Accepted' ? { ...form, validlyPublished: true } : form;
  if (!next.validlyPublished) return only(next, ['hasBiStatus', 'validlyPublished', 'nomInval', 'nomNud']);
  next = { ...next, nomInval: false, nomNud: false };
  if (taxonomicStatus === 'Accepted') {
    next = only(next, ['hasBiStatus', 'validlyPublished', 'conserved', 'conservedSanctionedNull', 'dubious', 'nomAmbig', 'nomDub']);
  } else if (taxonomicStatus !== 'NotInUse') {
    next = { ...next, notInUse: false };
  }
  if (!next.dubious) next = { ...next, nomDub: false, nomAmbig: false };
  if (!next.illegitimate) next = { ...next, nomIlleg: false, nomSuperfl: false, youngHomonym: false };
  if (!next.rejected) next = { ...next, nomRej: false };
  if (!next.orthographic) next = { ...next, orthVar: false, nomConf: false };
  if (context.isFungus) {
    next = { ...next, conserved: next.conservedSanctionedNull === 'conserved' };
  } else {
    next = { ...next, conservedSanctionedNull: next.conserved ? 'conserved' : null };
  }
  return next;
};

/** Which choices the form offers for a name (spec 1 §4 "Bi-status is selectable only when …"). */
export interface StatusChoices {
  /** Validly published or not: only for names that are not accepted. */
  readonly validlyPublished: boolean;
  /** nom. inval. / nom. nud.: only when not validly published. */
  readonly notValidSubStatuses: boolean;
  /** The plain "conserved" checkbox (outside fungi). */
  readonly conserved: boolean;
  /** The three-way conserved/sanctioned/neither choice (fungi). */
  readonly conservedSanctioned: boolean;
  readonly dubious: boolean;
  readonly illegitimate: boolean;
  readonly rejected: boolean;
  readonly orthographic: boolean;
  readonly misapplied: boolean;
  readonly notInUse: boolean;
}

export const statusChoices = (
  taxonomicStatus: TaxonomicStatus,
  form: Pick<NomenclaturalStatusForm, 'validlyPublished'>,
  context: StatusContext,
): StatusChoices => {
  const accepted = taxonomicStatus === 'Accepted';
  const valid = accepted || form.validlyPublished;
  return {
    validlyPublished: !accepted,
    notValidSubStatuses: !valid,
    conserved: valid && !context.isFungus,
    conservedSanctioned: valid && context.isFungus,
    dubious: valid,
    illegitimate: valid && !accepted,
    rejected: valid && !accepted,
    orthographic: valid && !accepted,
    misapplied: valid && !accepted,
    notInUse: valid && taxonomicStatus === 'NotInUse',
  };
};

/** A broken rule, as data (the server turns it into a typed error, the web app into a form message). */
export type StatusProblem =
  | { readonly rule: 'acceptedAlwaysValidlyPublished'; readonly value: NomenclaturalStatus | NameAttribute }
  | { readonly rule: 'onlyForNonAccepted'; readonly value: NomenclaturalStatus }
  | { readonly rule: 'outdatedViewOnlyForNotInUse'; readonly value: NomenclaturalStatus }
  | { readonly rule: 'notValidlyPublishedExclusive'; readonly value: NomenclaturalStatus | NameAttribute }
  | { readonly rule: 'subStatusWithoutParent'; readonly value: NameAttribute; readonly parent: NomenclaturalStatus }
  | { readonly rule: 'sanctionedOnlyForFungi'; readonly value: NomenclaturalStatus }
  | { readonly rule: 'conservedAndSanctioned'; readonly value: NomenclaturalStatus };

/**
 * Checks sent statuses against the name's taxonomic status (spec 1 §4, spec 2 §4.1, §5 "nomenclatural status is
 * validated against taxonomic status"). Returns every broken rule, in a stable order; empty when valid.
 */
export const nomenclaturalStatusProblems = (
  taxonomicStatus: TaxonomicStatus,
  statuses: readonly NomenclaturalStatus[],
  attributes: readonly NameAttribute[],
  context: StatusContext,
): StatusProblem[] => {
  const problems: StatusProblem[] = [];
  const accepted = taxonomicStatus === 'Accepted';
  const notValid = statuses.includes('NotValidlyPublished');
  if (accepted) {
    if (notValid) problems.push({ rule: 'acceptedAlwaysValidlyPublished', value: 'NotValidlyPublished' });
    for (const a of ['NomenInvalidum', 'NomenNudum'] as const) {
      if (attributes.includes(a)) problems.push({ rule: 'acceptedAlwaysValidlyPublished', value: a });
    }
    for (const s of statuses) {
      if (s !== 'NotValidlyPublished' && s !== 'NotInUse' && !ACCEPTED_STATUSES.has(s)) problems.push({ rule: 'onlyForNonAccepted', value: s });
    }
  } else if (notValid) {
    for (const s of statuses) if (s !== 'NotValidlyPublished' && s !== 'NotInUse') problems.push({ rule: 'notValidlyPublishedExclusive', value: s });
    for (const a of attributes) {
      if (isStatusAttribute(a) && a !== 'NomenInvalidum' && a !== 'NomenNudum' && statuses.includes(SUB_STATUS_PARENT[a]!)) {
        problems.push({ rule: 'notValidlyPublishedExclusive', value: a });
      }
    }
  }
  if (statuses.includes('NotInUse') && taxonomicStatus !== 'NotInUse') problems.push({ rule: 'outdatedViewOnlyForNotInUse', value: 'NotInUse' });
  if (statuses.includes('NotInUse') && notValid && taxonomicStatus === 'NotInUse')
    problems.push({ rule: 'notValidlyPublishedExclusive', value: 'NotInUse' });
  for (const a of attributes) {
    const parent = SUB_STATUS_PARENT[a];
    if (parent && !statuses.includes(parent)) problems.push({ rule: 'subStatusWithoutParent', value: a, parent });
  }
  if (statuses.includes('Sanctioned') && !context.isFungus) problems.push({ rule: 'sanctionedOnlyForFungi', value: 'Sanctioned' });
  if (statuses.includes('Sanctioned') && statuses.includes('Conserved')) problems.push({ rule: 'conservedAndSanctioned', value: 'Sanctioned' });
  return problems;
};

/** The statuses and attributes a name keeps after a change of taxonomic status (the clearing rules applied to its values). */
export const clearNomenclaturalStatusesFor = (
  taxonomicStatus: TaxonomicStatus,
  values: { readonly nomenclaturalStatuses: readonly NomenclaturalStatus[]; readonly attributes: readonly NameAttribute[] },
  context: StatusContext,
): { nomenclaturalStatuses: NomenclaturalStatus[]; attributes: NameAttribute[] } => {
  const form = clearStatusForm(statusFormFromValues(values.nomenclaturalStatuses, values.attributes), taxonomicStatus, context);
  const { nomenclaturalStatuses, statusAttributes } = statusFormToValues(form);
  // The form only clears: its status attributes are stored ones, or nom. conserv./nom. sanct. for a conserved or
  // sanctioned name, which keeps exactly the attributes it was stored with (they are not forced on). So the stored
  // attributes the form still holds are the answer.
  const attributes = values.attributes.filter((a) => !isStatusAttribute(a) || statusAttributes.includes(a));
  return { nomenclaturalStatuses, attributes };
};
