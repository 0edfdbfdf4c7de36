import { Errors, rankFromId } from '@navnebase/domain';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import type { OperationDefinition } from '../shared/operation.command.js';

/** Add a taxon, or a name to a taxon. */
export const addTaxonOperation: OperationDefinition<'AddTaxon'> = {
  command: (input) => {
    const placement = input.synonymToId ?? input.isNotInUseToId ?? input.parentScientificNameId;
    if (input.taxonId === undefined || input.taxonId === null) {
      if (placement === undefined || placement === null) throw Errors.parentRequired();
    }
    const rank = input.rankId === undefined || input.rankId === null ? null : rankFromId(input.rankId);
    if (input.rankId !== undefined && input.rankId !== null && !rank) throw Errors.invalidRequest('Ukjent rang.', 'rankId');
    return {
      type: 'AddTaxon',
      data: {
        scientificName: input.scientificName,
        ...(input.author !== undefined ? { author: input.author } : {}),
        ...(input.references ? { references: input.references } : {}),
        ...(input.comment !== undefined ? { comment: input.comment } : {}),
        ...(input.nomenclaturalStatus ? { nomenclaturalStatus: input.nomenclaturalStatus } : {}),
        ...(input.attributes ? { attributes: input.attributes } : {}),
        ...(input.speciesComplex !== undefined ? { speciesComplex: input.speciesComplex } : {}),
        parentScientificNameId: input.parentScientificNameId ?? null,
        rank,
        ...(input.taxonomicStatus ? { taxonomicStatus: input.taxonomicStatus } : {}),
        existsInNorway: input.existsInNorway ?? null,
        vernacularNames: (input.vernacularNames ?? []).filter((v) => v.operation !== 'deleted'),
        taxonId: input.taxonId ?? null,
        synonymToId: input.synonymToId ?? null,
        isNotInUseToId: input.isNotInUseToId ?? null,
      },
    };
  },
  // A name added to an existing taxon needs rights on that taxon; a new taxon on the taxon it is placed under.
  authorize: (user, state, input) =>
    input.taxonId !== undefined && input.taxonId !== null
      ? AuthorizationPolicy.requireKnownTaxa(user, state, [input.taxonId])
      : AuthorizationPolicy.requireKnownNames(user, state, [input.synonymToId ?? input.isNotInUseToId ?? input.parentScientificNameId]),
};
