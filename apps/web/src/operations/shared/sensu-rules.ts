import { clearSensuForm, isNameAttribute, sensuFormFromAttributes as sensuFormFromKnownAttributes, type SensuForm } from '@navnebase/domain';

/**
 * The sensu form of the editor screens (spec 1 §3 "Sensu form", §4 "Sensu rules"). The form model and its rules are
 * those of `@navnebase/domain`; here the attributes come as the API sends them (strings).
 */

/** The form's value (the name `SensuForm` is the component's). */
export type SensuFormValue = SensuForm;

export const sensuFormFromAttributes = (attributes: readonly string[]): SensuFormValue =>
  sensuFormFromKnownAttributes(attributes.filter(isNameAttribute));

/** The suffix the name gets on the name page (agg., coll., s.lat., s.str.). */
export const sensuSuffix = (form: SensuFormValue): string => {
  const cleared = clearSensuForm(form);
  return [cleared.isAgg && 'agg.', cleared.isColl && 'coll.', cleared.isSensuLato && 's.lat.', cleared.isSensuStricto && 's.str.']
    .filter(Boolean)
    .join(' ');
};
