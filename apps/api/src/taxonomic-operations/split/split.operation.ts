import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { nameStatusInput } from '../shared/name-status.dto.js';
import { newScientificNameInput } from '../shared/new-scientific-name.dto.js';
import type { OperationDefinition } from '../shared/operation.command.js';
import { statusChangeWait } from '../shared/status-change-request.dto.js';

/** Split: the editor needs rights on the split taxon and on every parent chosen for a new name. */
export const splitOperation: OperationDefinition<'Split'> = {
  command: (input, { config }) => ({
    type: 'SplitTaxon',
    data: {
      statusChangeWait: statusChangeWait(config, input),
      oldTaxonId: input.oldTaxonId,
      newTaxons: input.newTaxons.map((t) => ({
        newScientificNames: (t.newScientificNames ?? []).map((n) => newScientificNameInput(n, { ignoreTaxonId: true })),
        scientificNames: (t.scientificNames ?? []).map(nameStatusInput),
        vernacularNames: t.vernacularNames ?? [],
        existsInNorway: t.existsInNorway ?? null,
      })),
    },
  }),
  // The taxon split, and every taxon a name created in the flow is placed under.
  authorize: (user, state, input) => {
    AuthorizationPolicy.requireKnownTaxa(user, state, [input.oldTaxonId]);
    AuthorizationPolicy.requireKnownNames(
      user,
      state,
      input.newTaxons.flatMap((t) => (t.newScientificNames ?? []).map((n) => n.parentScientificNameId)),
    );
  },
};
