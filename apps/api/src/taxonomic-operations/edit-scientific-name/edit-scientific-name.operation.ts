import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import type { OperationDefinition } from '../shared/operation.command.js';

/** Edit a name: the editor needs rights on the name's taxon. Fields left out of the body keep their stored values. */
export const editScientificNameOperation: OperationDefinition<'EditScientificName'> = {
  command: (input) => ({
    type: 'EditScientificName',
    data: {
      scientificNameId: input.scientificNameId,
      taxonId: input.taxonId ?? null,
      ...(input.scientificName !== undefined && input.scientificName !== null ? { scientificName: input.scientificName } : {}),
      ...(input.author !== undefined ? { author: input.author } : {}),
      ...(input.references !== undefined ? { references: input.references } : {}),
      ...(input.comment !== undefined ? { comment: input.comment } : {}),
      ...(input.nomenclaturalStatus !== undefined ? { nomenclaturalStatus: input.nomenclaturalStatus } : {}),
      ...(input.attributes !== undefined ? { attributes: input.attributes } : {}),
      ...(input.speciesComplex !== undefined ? { speciesComplex: input.speciesComplex } : {}),
      existsInNorway: input.existsInNorway ?? null,
    },
  }),
  authorize: (user, state, input) => AuthorizationPolicy.requireKnownNames(user, state, [input.scientificNameId]),
};
