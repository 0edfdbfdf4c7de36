import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import type { OperationDefinition } from '../shared/operation.command.js';

/** Transfer: the editor needs rights on the moved taxon and on the new parent. */
export const transferParentOperation: OperationDefinition<'TransferParent'> = {
  command: (input) => ({
    type: 'TransferParent',
    data: {
      scientificNameId: input.scientificNameId,
      oldParentScientificNameId: input.oldParentScientificNameId ?? null,
      newParentScientificNameId: input.newParentScientificNameId,
      authorEditor: input.authorEditor ?? null,
      newNames: (input.newNames ?? []).map((n) => ({
        scientificNameId: n.scientificNameId,
        newScientificName: n.newScientificName ?? null,
        newAuthor: n.newAuthor ?? null,
        newReferences: n.newReferences ?? null,
      })),
    },
  }),
  // The name moved and its new parent (unknown names are left to the domain, which answers 404).
  authorize: (user, state, input) => AuthorizationPolicy.requireKnownNames(user, state, [input.scientificNameId, input.newParentScientificNameId]),
};
