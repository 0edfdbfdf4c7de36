import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EditScientificName, OperationMetadata } from '@navnebase/domain';
import type { Actor } from '../../auth/actor.js';
import { AuthorizationPolicy } from '../../auth/authorization.policy.js';
import { REGISTER_SERVICE } from '../../infrastructure/tokens.js';
import type { CommandOutcome, RegisterService } from '../../register/register.service.js';
import type { EditScientificNameRequestDto } from './edit-scientific-name.request.dto.js';

export class EditScientificNameCommand extends Command<CommandOutcome> {
  constructor(
    readonly input: EditScientificNameRequestDto,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
  ) {
    super();
  }
}

/** Edit a name: the editor needs rights on the name's taxon. Fields left out of the body keep their stored values. */
@CommandHandler(EditScientificNameCommand)
export class EditScientificNameHandler implements ICommandHandler<EditScientificNameCommand> {
  constructor(@Inject(REGISTER_SERVICE) private readonly register: RegisterService) {}

  execute({ input, actor, metadata }: EditScientificNameCommand): Promise<CommandOutcome> {
    const state = this.register.current;
    const user = AuthorizationPolicy.requireActor(actor);
    // An unknown name is left to the domain, which answers 404.
    AuthorizationPolicy.requireTaxa(user, state, AuthorizationPolicy.taxaOfNames(state, [input.scientificNameId]).filter((t) => t !== undefined));
    const command: EditScientificName = {
      type: 'EditScientificName',
      data: {
        scientificNameId: input.scientificNameId,
        taxonId: input.taxonId ?? null,
        scientificName: input.scientificName,
        ...(input.author !== undefined ? { author: input.author } : {}),
        ...(input.references !== undefined ? { references: input.references } : {}),
        ...(input.comment !== undefined ? { comment: input.comment } : {}),
        ...(input.nomenclaturalStatus !== undefined ? { nomenclaturalStatus: input.nomenclaturalStatus } : {}),
        ...(input.attributes !== undefined ? { attributes: input.attributes } : {}),
        ...(input.speciesComplex !== undefined ? { speciesComplex: input.speciesComplex } : {}),
        existsInNorway: input.existsInNorway ?? null,
      },
      metadata: metadata(user),
    };
    return this.register.execute(command);
  }
}
