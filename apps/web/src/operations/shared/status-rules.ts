import {
  isNameAttribute,
  isNomenclaturalStatus,
  isStatusAttribute as isStatusAttributeOf,
  statusFormFromValues as statusFormFromKnownValues,
  statusFormToValues,
  type NameAttribute,
  type NomenclaturalStatusForm,
} from '@navnebase/domain';

/**
 * The nomenclatural (bi-)status form of the editor screens (spec 1 §3, §4, spec 2 §4.1). The form model, its
 * clearing rules and the choices it offers are those of `@navnebase/domain`; here is what the screens add: values as
 * the API sends them (strings), the "nothing chosen" warning, and merging with the attributes the form does not edit.
 */

/** The form's value (the name `NomenclaturalStatusForm` is the component's). */
export type NomenclaturalStatusFormValue = NomenclaturalStatusForm;

export type StatusFlag = Exclude<keyof NomenclaturalStatusFormValue, 'conservedSanctionedNull' | 'hasBiStatus' | 'validlyPublished'>;

/** Whether an attribute belongs to the nomenclatural status (the rest are hybrid, sensu and legacy flags). */
export const isStatusAttribute = (attribute: string): boolean => isNameAttribute(attribute) && isStatusAttributeOf(attribute);

/** Reads the form from stored values, as the API sends them. */
export const statusFormFromValues = (statuses: readonly string[], attributes: readonly string[]): NomenclaturalStatusFormValue =>
  statusFormFromKnownValues(statuses.filter(isNomenclaturalStatus), attributes.filter(isNameAttribute));

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
  const kept = existing.filter((a): a is NameAttribute => isNameAttribute(a) && !isStatusAttributeOf(a) && !replaced.includes(a) && a !== 'Hybrid');
  return [
    ...new Set<NameAttribute>([
      ...(replacements.hybrid ? (['Hybrid'] as const) : []),
      ...kept,
      ...replacements.statusAttributes,
      ...replacements.sensuAttributes,
    ]),
  ];
};
