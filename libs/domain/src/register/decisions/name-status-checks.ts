import {
  nomenclaturalStatusProblems,
  NOMENCLATURAL_STATUS_TEXT,
  STATUS_ATTRIBUTE_TEXT,
  type StatusProblem,
} from '../../taxonomy/nomenclatural-status-rules.js';
import { sensuProblems } from '../../taxonomy/sensu-rules.js';
import type { NameAttribute, NomenclaturalStatus, TaxonomicStatus } from '../../taxonomy/statuses.js';
import { Errors, type DomainError } from '../errors.js';
import type { TaxonId } from '../records.js';
import { isFungus, type RegisterState } from '../state.js';

const text = (value: NomenclaturalStatus | NameAttribute): string =>
  NOMENCLATURAL_STATUS_TEXT[value as NomenclaturalStatus] ?? STATUS_ATTRIBUTE_TEXT[value as NameAttribute] ?? value;

/** The typed error of a broken status rule. */
export const statusProblemError = (problem: StatusProblem): DomainError => {
  switch (problem.rule) {
    case 'acceptedAlwaysValidlyPublished':
      return Errors.acceptedAlwaysValidlyPublished(text(problem.value));
    case 'onlyForNonAccepted':
      return Errors.statusOnlyForNonAccepted(text(problem.value));
    case 'outdatedViewOnlyForNotInUse':
      return Errors.outdatedViewOnlyForNotInUse();
    case 'notValidlyPublishedExclusive':
      return Errors.notValidlyPublishedExclusive();
    case 'subStatusWithoutParent':
      return Errors.subStatusWithoutParent(text(problem.value), text(problem.parent));
    case 'sanctionedOnlyForFungi':
      return Errors.sanctionedOnlyForFungi();
    case 'conservedAndSanctioned':
      return Errors.conservedAndSanctioned();
  }
};

export interface NameStatuses {
  readonly taxonomicStatus: TaxonomicStatus;
  readonly nomenclaturalStatuses: readonly NomenclaturalStatus[];
  readonly attributes: readonly NameAttribute[];
}

/**
 * Refuses statuses that do not fit the name's taxonomic status (spec 1 §4, spec 2 §4.1): an accepted name is always
 * validly published; illegitimate, rejected, orthographic and misapplied only for names that are not accepted;
 * the outdated-taxonomic-view status only for not-in-use names; sub-statuses only with their main status;
 * sanctioned only in the fungi kingdom and never together with conserved; sensu lato and stricto not together.
 * Call it for every name an operation creates or changes the status of.
 */
export const requireValidNameStatuses = (name: NameStatuses, context: { readonly isFungus: boolean }): void => {
  const [problem] = nomenclaturalStatusProblems(name.taxonomicStatus, name.nomenclaturalStatuses, name.attributes, context);
  if (problem) throw statusProblemError(problem);
  if (sensuProblems(name.attributes).length) throw Errors.sensuLatoAndStricto();
};

/** `requireValidNameStatuses` for a name placed in (or under) `taxonId`, which decides the fungi rule. */
export const requireValidNameStatusesIn = (state: RegisterState, taxonId: TaxonId, name: NameStatuses): void =>
  requireValidNameStatuses(name, { isFungus: isFungus(state, taxonId) });
