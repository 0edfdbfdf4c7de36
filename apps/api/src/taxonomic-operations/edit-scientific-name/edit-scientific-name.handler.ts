import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EditScientificName, OperationMetadata } from '@navnebase/domain';
import type { Actor } from '../../access/actor.js';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { REGISTER_COMMANDS } from '../../infrastructure/tokens.js';
import type { RegisterCommands } from '../../register/register-commands.js';
import type { CommandOutcome, RegisterResult } from '../../register/register-commands.js';
import type { EditScientificNameRequestDto } from './edit-scientific-name.request.dto.js';

export class EditScientificNameCommand extends Command<CommandOutcome<RegisterResult>> {
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
  constructor(@Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands) {}

  execute({ input, actor, metadata }: EditScientificNameCommand): Promise<CommandOutcome<RegisterResult>> {
    const user = AuthorizationPolicy.requireActor(actor);
    const command: EditScientificName = {
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
      metadata: metadata(user),
    };
    return this.register.execute(command, { authorize: (state) => AuthorizationPolicy.requireKnownNames(user, state, [input.scientificNameId]) });
  }
}
