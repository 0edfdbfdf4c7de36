import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { nameStatusInput } from '../shared/name-status.dto.js';
import { keptVernacularNames, newScientificNameInput } from '../shared/new-scientific-name.dto.js';
import type { OperationDefinition } from '../shared/operation.command.js';
import { statusChangeWait } from '../shared/status-change-request.dto.js';

/** Swap / rearrange: the editor needs rights on the taxon. */
export const swapOperation: OperationDefinition<'Swap'> = {
  command: (input, { config }) => ({
    type: 'RearrangeTaxonNames',
    data: {
      statusChangeWait: statusChangeWait(config, input),
      oldTaxonId: input.oldTaxonId,
      scientificNames: (input.scientificNames ?? []).map(nameStatusInput),
      ...(input.vernacularNames ? { vernacularNames: keptVernacularNames(input.vernacularNames) } : {}),
      newScientificNames: (input.newScientificNames ?? []).map((n) => newScientificNameInput(n)),
      keepTaxonId: input.keepTaxonId ?? null,
      existsInNorway: input.existsInNorway ?? null,
    },
  }),
  authorize: (user, state, input) => AuthorizationPolicy.requireKnownTaxa(user, state, [input.oldTaxonId]),
};
