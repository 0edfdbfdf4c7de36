import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { rankFromId, type AddTaxon, type OperationMetadata } from '@navnebase/domain';
import type { Actor } from '../../access/actor.js';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { REGISTER_COMMANDS } from '../../infrastructure/tokens.js';
import type { RegisterCommands } from '../../register/register-commands.js';
import type { CommandOutcome, RegisterResult } from '../../register/register-commands.js';
import type { AddTaxonRequestDto } from './add-taxon.request.dto.js';
import { Errors } from '@navnebase/domain';

export class AddTaxonCommand extends Command<CommandOutcome<RegisterResult>> {
  constructor(
    readonly input: AddTaxonRequestDto,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
  ) {
    super();
  }
}

@CommandHandler(AddTaxonCommand)
export class AddTaxonHandler implements ICommandHandler<AddTaxonCommand> {
  constructor(@Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands) {}

  execute({ input, actor, metadata }: AddTaxonCommand): Promise<CommandOutcome<RegisterResult>> {
    const user = AuthorizationPolicy.requireActor(actor);
    const placement = input.synonymToId ?? input.isNotInUseToId ?? input.parentScientificNameId;
    if (input.taxonId === undefined || input.taxonId === null) {
      if (placement === undefined || placement === null) throw Errors.parentRequired();
    }
    const rank = input.rankId === undefined || input.rankId === null ? null : rankFromId(input.rankId);
    if (input.rankId !== undefined && input.rankId !== null && !rank) throw Errors.invalidRequest('Ukjent rang.', 'rankId');
    const command: AddTaxon = {
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
      metadata: metadata(user),
    };
    return this.register.execute(command, {
      // A name added to an existing taxon needs rights on that taxon; a new taxon on the taxon it is placed under.
      authorize: (state) =>
        input.taxonId !== undefined && input.taxonId !== null
          ? AuthorizationPolicy.requireKnownTaxa(user, state, [input.taxonId])
          : AuthorizationPolicy.requireKnownNames(user, state, [placement]),
    });
  }
}
