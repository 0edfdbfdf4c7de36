import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OperationMetadata, TransferParent } from '@navnebase/domain';
import type { Actor } from '../../auth/actor.js';
import { AuthorizationPolicy } from '../../auth/authorization.policy.js';
import { REGISTER_SERVICE } from '../../infrastructure/tokens.js';
import type { CommandOutcome, RegisterService } from '../../register/register.service.js';
import type { TransferParentRequestDto } from './transfer-parent.request.dto.js';

export class TransferParentCommand extends Command<CommandOutcome> {
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
  constructor(@Inject(REGISTER_SERVICE) private readonly register: RegisterService) {}

  execute({ input, actor, metadata }: TransferParentCommand): Promise<CommandOutcome> {
    const state = this.register.current;
    const user = AuthorizationPolicy.requireActor(actor);
    const touched = AuthorizationPolicy.taxaOfNames(state, [input.scientificNameId, input.newParentScientificNameId]);
    // Unknown names are left to the domain, which answers 404.
    AuthorizationPolicy.requireTaxa(user, state, touched.filter((t) => t !== undefined));
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
    return this.register.execute(command);
  }
}
