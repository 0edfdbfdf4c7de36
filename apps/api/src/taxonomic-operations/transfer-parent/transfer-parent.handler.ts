import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OperationMetadata, TransferParent } from '@navnebase/domain';
import type { Actor } from '../../access/actor.js';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { REGISTER_COMMANDS } from '../../infrastructure/tokens.js';
import type { RegisterCommands } from '../../register/register-commands.js';
import type { CommandOutcome, RegisterResult } from '../../register/register-commands.js';
import type { TransferParentRequestDto } from './transfer-parent.request.dto.js';

export class TransferParentCommand extends Command<CommandOutcome<RegisterResult>> {
  constructor(
    readonly input: TransferParentRequestDto,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
  ) {
    super();
  }
}

/** Transfer: the editor needs rights on the moved taxon and on the new parent. */
@CommandHandler(TransferParentCommand)
export class TransferParentHandler implements ICommandHandler<TransferParentCommand> {
  constructor(@Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands) {}

  execute({ input, actor, metadata }: TransferParentCommand): Promise<CommandOutcome<RegisterResult>> {
    const user = AuthorizationPolicy.requireActor(actor);
    const command: TransferParent = {
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
      metadata: metadata(user),
    };
    // The name moved and its new parent (unknown names are left to the domain, which answers 404).
    return this.register.execute(command, {
      authorize: (state) => AuthorizationPolicy.requireKnownNames(user, state, [input.scientificNameId, input.newParentScientificNameId]),
    });
  }
}
