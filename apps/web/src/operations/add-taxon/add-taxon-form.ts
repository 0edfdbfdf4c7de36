import {
  emptySensuForm,
  emptyStatusForm,
  rankId,
  sensuFormToAttributes,
  statusFormToValues,
  type Rank,
  type TaxonomicStatus,
} from '@navnebase/domain';
import { allowedChildRanks, isSpeciesOrBelow } from '../../domain/ranks';
import { isMainStatus } from '../../domain/statuses';
import {
  authorRequired,
  composeScientificName,
  ownPartOf,
  ownPartProblem,
  preName,
  referenceProblems,
  referencesPayload,
  vernacularPayload,
  vernacularProblems,
  type NameFieldsValue,
  type NomenclaturalStatusFormValue,
  type TaxonChoice,
  type VernacularEntry,
} from '../shared';
import type { OperationBody } from '../shared/operation-client';

/**
 * The add-taxon form (spec 1 §2 "Add-taxon screen", §3 "Add taxon request"). Its name fields hold only the new part
 * of the name (for example the epithet), and the comment is on the name (not on the taxon or finds).
 */
export interface AddTaxonForm extends NameFieldsValue {
  readonly parent: TaxonChoice | null;
  readonly rank: Rank | null;
  readonly taxonomicStatus: TaxonomicStatus;
  readonly status: NomenclaturalStatusFormValue;
  readonly existsInNorway: boolean;
  /** The taxon a synonym or not-in-use name belongs to ("Synonym til"). */
  readonly synonymTo: TaxonChoice | null;
  readonly vernacular: readonly VernacularEntry[];
  /** The operation comment shown in the history. */
  readonly remark: string;
}

export const initialAddTaxonForm = (taxonomicStatus: TaxonomicStatus = 'Accepted'): AddTaxonForm => ({
  parent: null,
  rank: null,
  scientificName: '',
  author: '',
  references: [],
  comment: '',
  hybrid: false,
  sensu: emptySensuForm(),
  taxonomicStatus,
  status: emptyStatusForm(),
  existsInNorway: true,
  synonymTo: null,
  vernacular: [],
  remark: '',
});

/** What the form needs to know about the chosen parent (from its name info). */
export interface ParentFacts {
  readonly scientificName: string;
  readonly rank: string;
  readonly isAnimal: boolean;
}

export const RANK_REQUIRED_TEXT = 'Du må velge en rang.';
export const RANK_HINT_TEXT = 'Velg rang basert på Plassering i tre';
export const PARENT_FIRST_TEXT = 'Du må velge et overliggende taksa før du kan velge rank.';
export const PARENT_REQUIRED_TEXT = 'Du må velge en plassering i treet.';
export const AUTHOR_REQUIRED_TEXT = 'Autor må fylles ut for art og lavere rang.';
export const SYNONYM_TARGET_TEXT = 'Du må velge taksonet navnet er synonym til.';
export const RANK_NOT_ALLOWED_TEXT = 'Valgt plassering er ikke tillat for denne taksonomiske rangen';

export const isSynonymStatus = (status: TaxonomicStatus): boolean => status === 'Synonym' || status === 'NotInUse';

/** The ranks a new taxon under the parent may have. */
export const allowedRanksUnder = (parent: ParentFacts | undefined): readonly Rank[] => (parent ? allowedChildRanks(parent.rank) : []);

/** The pre-name shown before the name field. */
export const preNameFor = (form: Pick<AddTaxonForm, 'rank'>, parent: ParentFacts | undefined): string =>
  form.rank && parent ? preName({ scientificName: parent.scientificName, rank: parent.rank }, form.rank, parent.isAnimal) : '';

/** The full name the new taxon will get (preview), or '' while the form lacks parts. */
export const fullNameFor = (form: AddTaxonForm, parent: ParentFacts | undefined): string => {
  if (!form.rank || !parent) return '';
  const own = ownPartOf(form.scientificName, preNameFor(form, parent));
  if (!own) return '';
  return composeScientificName({ scientificName: parent.scientificName, rank: parent.rank }, form.rank, own, {
    isAnimal: parent.isAnimal,
    isHybrid: form.hybrid,
  });
};

/** Exists-in-Norway is asked only for the accepted or unresolved name at species rank or below. */
export const asksExistsInNorway = (form: Pick<AddTaxonForm, 'rank' | 'taxonomicStatus'>): boolean =>
  Boolean(form.rank) && isSpeciesOrBelow(form.rank!) && isMainStatus(form.taxonomicStatus);

export interface AddTaxonProblems {
  readonly parent?: string;
  readonly rank?: string;
  readonly scientificName?: string;
  readonly author?: string;
  readonly references?: string;
  readonly synonymTo?: string;
  readonly vernacular?: string;
}

/** Every rule of spec 1 §4–5 the add form checks before it is sent. */
export const addTaxonProblems = (form: AddTaxonForm, parent: ParentFacts | undefined): AddTaxonProblems => {
  const problems: Record<string, string> = {};
  if (!form.parent) problems.parent = PARENT_REQUIRED_TEXT;
  if (!form.parent) problems.rank = PARENT_FIRST_TEXT;
  else if (!form.rank) problems.rank = RANK_REQUIRED_TEXT;
  else if (parent && !allowedRanksUnder(parent).includes(form.rank)) problems.rank = RANK_NOT_ALLOWED_TEXT;
  const nameProblem = ownPartProblem(ownPartOf(form.scientificName, preNameFor(form, parent)));
  if (nameProblem) problems.scientificName = nameProblem;
  if (authorRequired(form.rank) && form.author.trim() === '') problems.author = AUTHOR_REQUIRED_TEXT;
  const referenceProblem = Object.values(referenceProblems(form.references))[0];
  if (referenceProblem) problems.references = referenceProblem;
  if (isSynonymStatus(form.taxonomicStatus) && !form.synonymTo) problems.synonymTo = SYNONYM_TARGET_TEXT;
  if (!isSynonymStatus(form.taxonomicStatus)) {
    const vernacular = vernacularProblems(form.vernacular);
    if (!vernacular.valid)
      problems.vernacular = [...new Set(Object.values(vernacular.byLanguage).flat().concat(Object.values(vernacular.byKey)))].join(' ');
  }
  return problems;
};

/** The AddTaxon request body (spec 1 §3, §7). */
export type AddTaxonRequest = OperationBody<'AddTaxon'>;

export const addTaxonRequest = (form: AddTaxonForm): AddTaxonRequest => {
  const { nomenclaturalStatuses, statusAttributes } = statusFormToValues(form.status);
  const synonym = isSynonymStatus(form.taxonomicStatus);
  return {
    parentScientificNameId: form.parent?.scientificNameId ?? null,
    rankId: form.rank ? rankId(form.rank) : null,
    scientificName: form.scientificName.trim().replace(/\s+/g, ' '),
    author: form.author.trim(),
    existsInNorway: asksExistsInNorway(form) ? form.existsInNorway : null,
    references: referencesPayload(form.references),
    taxonomicStatus: form.taxonomicStatus,
    nomenclaturalStatus: nomenclaturalStatuses,
    attributes: [...(form.hybrid ? (['Hybrid'] as const) : []), ...statusAttributes, ...sensuFormToAttributes(form.sensu)],
    comment: form.comment.trim(),
    vernacularNames: synonym ? [] : vernacularPayload(form.vernacular, { newOnly: true }),
    ...(form.taxonomicStatus === 'Synonym' && form.synonymTo ? { synonymToId: form.synonymTo.scientificNameId } : {}),
    ...(form.taxonomicStatus === 'NotInUse' && form.synonymTo ? { isNotInUseToId: form.synonymTo.scientificNameId } : {}),
    remark: form.remark.trim(),
  };
};
