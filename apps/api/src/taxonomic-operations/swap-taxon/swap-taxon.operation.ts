import { Errors } from '@navnebase/domain';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import type { OperationDefinition } from '../shared/operation.command.js';
import { statusChangeWait } from '../shared/status-change-request.dto.js';

/** Swap taxon: the editor needs rights on the taxon the name leaves and on the one it joins. */
export const swapTaxonOperation: OperationDefinition<'SwapTaxon'> = {
  command: (input, { config }) => {
    const targetTaxonId = input.targetTaxonId ?? null;
    const targetScientificNameId = input.targetScientificNameId ?? null;
    if (targetTaxonId === null && targetScientificNameId === null) throw Errors.invalidRequest('Velg et takson først', 'targetTaxonId');
    return {
      type: 'SwapTaxon',
      data: {
        statusChangeWait: statusChangeWait(config, input),
        scientificNameId: input.scientificNameId,
        targetTaxonId,
        targetScientificNameId,
        taxonomicStatus: input.taxonomicStatus ?? null,
        ...(input.nomenclaturalStatus ? { nomenclaturalStatus: input.nomenclaturalStatus } : {}),
        ...(input.attributes ? { attributes: input.attributes } : {}),
      },
    };
  },
  // The name's taxon and the target taxon.
  authorize: (user, state, input) => {
    AuthorizationPolicy.requireKnownNames(user, state, [input.scientificNameId, input.targetScientificNameId ?? null]);
    AuthorizationPolicy.requireKnownTaxa(user, state, [input.targetTaxonId ?? null]);
  },
};
