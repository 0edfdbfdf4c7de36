import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { nameStatusInput } from '../shared/name-status.dto.js';
import { keptVernacularNames } from '../shared/new-scientific-name.dto.js';
import type { OperationDefinition } from '../shared/operation.command.js';
import { statusChangeWait } from '../shared/status-change-request.dto.js';

/** Merge: the editor needs rights on every taxon merged (the taxa of the names sent). */
export const synonymizeOperation: OperationDefinition<'Synonymize'> = {
  command: (input, { config }) => ({
    type: 'SynonymizeTaxa',
    data: {
      statusChangeWait: statusChangeWait(config, input),
      scientificNames: input.scientificNames.map(nameStatusInput),
      ...(input.vernacularNames ? { vernacularNames: keptVernacularNames(input.vernacularNames) } : {}),
      existsInNorway: input.existsInNorway ?? null,
    },
  }),
  authorize: (user, state, input) =>
    AuthorizationPolicy.requireKnownNames(
      user,
      state,
      input.scientificNames.map((n) => n.nameId),
    ),
};
