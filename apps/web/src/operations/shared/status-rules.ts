import type { NomenclaturalStatus, TaxonomicStatus } from '../../domain/statuses';

/**
 * Nomenclatural (bi-)status rules (spec 1 §3 "Nomenclatural status form", §4 "Name status rules", spec 2 §4.1).
 * A mirror of the server's pure rule module (the web app imports nothing from the server): the form's flags, how
 * they map to the values sent (`nomenclaturalStatus` + `attributes`), the clearing rules and the choices offered.
 */

/** Name attributes (sent as `attributes`): sub-statuses, the hybrid mark, sensu/aggregate marks and legacy flags. */
export const NAME_ATTRIBUTES = [
  'Hybrid',
  'NomenInvalidum',
  'NomenNudum',
  'NomenIllegitimum',
  'NomenSuperfluum',
  'JuniorHomonym',
  'NomenConservandum',
  'NomenSanctionatum',
  'NomenRejiciendum',
  'OrthographicVariant',
  'NomenConfusum',
  'NomenAmbiguous',
  'NomenDubium',
  'AggColl',
  'Agg',
  'Coll',
  'SensuLato',
  'SensuStricto',
  'CollectionOnly',
  'Cultivar',
  'Extinct',
] as const;
export type NameAttribute = (typeof NAME_ATTRIBUTES)[number];

export const isNameAttribute = (value: unknown): value is NameAttribute => typeof value === 'string' && (NAME_ATTRIBUTES as readonly string[]).includes(value);

/** The fungi kingdom's three-way choice: conserved, sanctioned or neither. */
export type ConservedSanctioned = 'conserved' | 'sanctioned' | null;

export interface NomenclaturalStatusFormValue {
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

export type StatusFlag = Exclude<keyof NomenclaturalStatusFormValue, 'conservedSanctionedNull' | 'hasBiStatus' | 'validlyPublished'>;

export interface StatusContext {
  /** The name lies in the fungi kingdom (scientific name id 975): conserved/sanctioned/neither. */
  readonly isFungus: boolean;
}

export const emptyStatusForm = (): NomenclaturalStatusFormValue => ({
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
const STATUS_FLAGS: ReadonlyArray<readonly [StatusFlag, NomenclaturalStatus]> = [
  ['dubious', 'Dubious'],
  ['illegitimate', 'Illegitimate'],
  ['rejected', 'Rejected'],
  ['orthographic', 'Orthographic'],
  ['misapplied', 'Misapplied'],
  ['notInUse', 'NotInUse'],
];

/** Form flags that are sub-statuses (sent in `attributes`). */
const ATTRIBUTE_FLAGS: ReadonlyArray<readonly [StatusFlag, NameAttribute]> = [
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

/** Each sub-status and the main status it needs. */
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

/** Whether an attribute belongs to the nomenclatural status (the rest are hybrid, sensu and legacy flags). */
export const isStatusAttribute = (attribute: string): boolean => attribute in SUB_STATUS_PARENT;

/** Reads the form from stored or sent values. */
export const statusFormFromValues = (statuses: readonly string[], attributes: readonly string[]): NomenclaturalStatusFormValue => {
  const form: Record<string, unknown> = { ...emptyStatusForm() };
  for (const [flag, status] of STATUS_FLAGS) form[flag] = statuses.includes(status);
  for (const [flag, attribute] of ATTRIBUTE_FLAGS) form[flag] = attributes.includes(attribute);
  form.validlyPublished = !statuses.includes('NotValidlyPublished');
  form.conserved = statuses.includes('Conserved');
  form.conservedSanctionedNull = statuses.includes('Conserved') ? 'conserved' : statuses.includes('Sanctioned') ? 'sanctioned' : null;
  form.hasBiStatus = statuses.length > 0 || attributes.some(isStatusAttribute);
  return form as unknown as NomenclaturalStatusFormValue;
};

/** The values a form sends: main statuses, and the status attributes (merge them with the name's other attributes). */
export const statusFormToValues = (form: NomenclaturalStatusFormValue): { nomenclaturalStatuses: NomenclaturalStatus[]; statusAttributes: NameAttribute[] } => {
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

const only = (form: NomenclaturalStatusFormValue, keep: readonly (keyof NomenclaturalStatusFormValue)[]): NomenclaturalStatusFormValue => {
  const cleared: Record<string, unknown> = { ...emptyStatusForm() };
  for (const key of keep) cleared[key] = form[key];
  return cleared as unknown as NomenclaturalStatusFormValue;
};

/**
 * The clearing rules for a name of the given taxonomic status:
 * - no bi-status clears every flag;
 * - an accepted name is always validly published;
 * - not validly published keeps only nomInval, nomNud, validlyPublished and hasBiStatus;
 * - validly published clears nomInval and nomNud; for accepted names it keeps only conserved, conserved/sanctioned,
 *   dubious, nomAmbig and nomDub; for unresolved and synonym names it clears notInUse;
 * - a sub-flag clears when its parent is off;
 * - outside the fungi kingdom there is no sanctioned choice.
 */
export const clearStatusForm = (form: NomenclaturalStatusFormValue, taxonomicStatus: TaxonomicStatus, context: StatusContext): NomenclaturalStatusFormValue => {
  if (!form.hasBiStatus) return emptyStatusForm();
  let next: NomenclaturalStatusFormValue = taxonomicStatus === 'Accepted' ? { ...form, validlyPublished: true } : form;
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
  if (context.isFungus) next = { ...next, conserved: next.conservedSanctionedNull === 'conserved' };
  else next = { ...next, conservedSanctionedNull: next.conserved ? 'conserved' : null };
  return next;
};

/** Which choices the form offers (spec 1 §4 "Bi-status is selectable only when …"). */
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

export const statusChoices = (taxonomicStatus: TaxonomicStatus, form: Pick<NomenclaturalStatusFormValue, 'validlyPublished'>, context: StatusContext): StatusChoices => {
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

/** True when the form has a bi-status switched on but no status chosen in it. */
export const hasNoStatusChosen = (form: NomenclaturalStatusFormValue): boolean => {
  if (!form.hasBiStatus) return false;
  const { nomenclaturalStatuses, statusAttributes } = statusFormToValues(form);
  return nomenclaturalStatuses.length === 0 && statusAttributes.length === 0;
};

/** True when two forms hold the same values. */
export const sameStatusForm = (a: NomenclaturalStatusFormValue, b: NomenclaturalStatusFormValue): boolean =>
  (Object.keys(a) as (keyof NomenclaturalStatusFormValue)[]).every((key) => a[key] === b[key]);

/**
 * The attributes to send for a name: its other attributes (legacy flags, cultivar, extinct) kept, the status,
 * sensu and hybrid attributes replaced by the form's.
 */
export const mergeAttributes = (
  existing: readonly string[],
  replacements: { readonly statusAttributes: readonly NameAttribute[]; readonly sensuAttributes: readonly NameAttribute[]; readonly hybrid: boolean },
  replaced: readonly NameAttribute[],
): NameAttribute[] => {
  const kept = existing.filter((a): a is NameAttribute => isNameAttribute(a) && !isStatusAttribute(a) && !replaced.includes(a) && a !== 'Hybrid');
  return [...new Set<NameAttribute>([...(replacements.hybrid ? (['Hybrid'] as const) : []), ...kept, ...replacements.statusAttributes, ...replacements.sensuAttributes])];
};
