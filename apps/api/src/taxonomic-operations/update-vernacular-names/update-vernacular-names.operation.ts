import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import type { OperationDefinition } from '../shared/operation.command.js';

/** Vernacular names: the editor needs rights on the taxon. */
export const updateVernacularNamesOperation: OperationDefinition<'UpdateVernacularNames'> = {
  command: (input) => ({
    type: 'UpdateVernacularNames',
    data: {
      taxonId: input.taxonId,
      vernacularNames: input.vernacularNames.map((v) => ({
        ...(v.nameId !== undefined && v.nameId !== null ? { nameId: v.nameId } : {}),
        vernacularName: v.vernacularName,
        languageIsoCode: v.languageIsoCode,
        vernacularNameStatus: v.vernacularNameStatus,
        ...(v.operation ? { operation: v.operation } : {}),
        ...(v.reference !== undefined ? { reference: v.reference } : {}),
        ...(v.comment !== undefined ? { comment: v.comment } : {}),
      })),
    },
  }),
  // An unknown taxon is left to the domain, which answers 404.
  authorize: (user, state, input) => AuthorizationPolicy.requireKnownTaxa(user, state, [input.taxonId]),
};
