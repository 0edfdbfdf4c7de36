import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DeleteScientificName, OperationMetadata } from '@navnebase/domain';
import type { Actor } from '../../auth/actor.js';
import { AuthorizationPolicy } from '../../auth/authorization.policy.js';
import { REGISTER_COMMANDS } from '../../infrastructure/tokens.js';
import type { RegisterCommands } from '../../register/register-commands.js';
import type { CommandOutcome, RegisterResult } from '../../register/register-commands.js';
import type { DeleteScientificNameRequestDto } from './delete-scientific-name.request.dto.js';

export class DeleteScientificNameCommand extends Command<CommandOutcome<RegisterResult>> {
  constructor(
    readonly input: DeleteScientificNameRequestDto,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
  ) {
    super();
  }
}

/** Delete: administrators only (spec 1 §2, spec 2 §2.1: the delete link is for admins). */
@CommandHandler(DeleteScientificNameCommand)
export class DeleteScientificNameHandler implements ICommandHandler<DeleteScientificNameCommand> {
  constructor(@Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands) {}

  execute({ input, actor, metadata }: DeleteScientificNameCommand): Promise<CommandOutcome<RegisterResult>> {
    const user = AuthorizationPolicy.requireDeleteName(actor);
    const command: DeleteScientificName = {
      type: 'DeleteScientificName',
      data: { scientificNameId: input.scientificNameId, deleteTaxon: input.deleteTaxon === true },
      metadata: metadata(user),
    };
    return this.register.execute(command);
  }
}
