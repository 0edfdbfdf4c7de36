import { clearStatusForm, SENSU_ATTRIBUTES, sensuFormToAttributes, statusFormToValues } from '@navnebase/domain';
import type { ScientificNameView, TaxonNameInfo } from '../../api/types';
import { isSpeciesOrBelow } from '../../domain/ranks';
import { isMainStatus } from '../../domain/statuses';
import {
  authorRequired,
  mergeAttributes,
  referenceEntries,
  referenceProblems,
  referencesPayload,
  REQUIRED_TEXT,
  sensuFormFromAttributes,
  statusFormFromValues,
  type NameFieldsValue,
  type NomenclaturalStatusFormValue,
} from '../shared';
import type { OperationBody } from '../shared/operation-client';

/** The edit form of one scientific name (spec 1 §2 "Edit scientific name", §7 EditScientificName). */
export interface EditNameForm extends NameFieldsValue {
  readonly status: NomenclaturalStatusFormValue;
  readonly existsInNorway: boolean;
  readonly remark: string;
}

export const AUTHOR_REQUIRED_TEXT = 'Autor må fylles ut for art og lavere rang.';

/** Whether exists-in-Norway applies: the taxon's main name, at species rank or below. */
export const editAsksExistsInNorway = (info: TaxonNameInfo, name: ScientificNameView): boolean =>
  info.mainScientificNameId === name.scientificNameId && isMainStatus(name.taxonomicStatus) && isSpeciesOrBelow(name.taxonRank);

/** The form filled with the stored values of the name. */
export const editFormFromName = (info: TaxonNameInfo, name: ScientificNameView, isFungus: boolean): EditNameForm => ({
  scientificName: name.scientificName,
  author: name.scientificNameAuthorship,
  references: referenceEntries(name.references),
  comment: name.comment,
  hybrid: name.attributes.includes('Hybrid'),
  sensu: sensuFormFromAttributes(name.attributes),
  status: clearStatusForm(statusFormFromValues(name.nomenclaturalStatuses, name.attributes), name.taxonomicStatus, { isFungus }),
  existsInNorway: info.existsInNorway ?? true,
  remark: '',
});

export interface EditNameProblems {
  readonly scientificName?: string;
  readonly author?: string;
  readonly references?: string;
}

export const editNameProblems = (form: EditNameForm, name: ScientificNameView): EditNameProblems => {
  const problems: Record<string, string> = {};
  if (form.scientificName.trim() === '') problems.scientificName = REQUIRED_TEXT;
  if (authorRequired(name.taxonRank) && form.author.trim() === '') problems.author = AUTHOR_REQUIRED_TEXT;
  const reference = Object.values(referenceProblems(form.references))[0];
  if (reference) problems.references = reference;
  return problems;
};

export type EditScientificNameRequest = OperationBody<'EditScientificName'>;

export const editNameRequest = (form: EditNameForm, info: TaxonNameInfo, name: ScientificNameView): EditScientificNameRequest => {
  const { nomenclaturalStatuses, statusAttributes } = statusFormToValues(form.status);
  return {
    scientificNameId: name.scientificNameId,
    taxonId: info.taxonId,
    scientificName: form.scientificName.trim().replace(/\s+/g, ' '),
    author: form.author.trim(),
    references: referencesPayload(form.references),
    comment: form.comment.trim(),
    nomenclaturalStatus: nomenclaturalStatuses,
    attributes: mergeAttributes(
      name.attributes,
      { statusAttributes, sensuAttributes: sensuFormToAttributes(form.sensu), hybrid: form.hybrid },
      SENSU_ATTRIBUTES,
    ),
    speciesComplex: name.speciesComplex ?? '',
    existsInNorway: editAsksExistsInNorway(info, name) ? form.existsInNorway : null,
    remark: form.remark.trim(),
  };
};
