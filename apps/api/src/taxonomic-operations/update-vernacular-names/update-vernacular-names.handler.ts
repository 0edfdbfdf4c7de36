import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OperationMetadata, UpdateVernacularNames } from '@navnebase/domain';
import type { Actor } from '../../access/actor.js';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { REGISTER_COMMANDS } from '../../infrastructure/tokens.js';
import type { RegisterCommands } from '../../register/register-commands.js';
import type { CommandOutcome, RegisterResult } from '../../register/register-commands.js';
import type { UpdateVernacularNamesRequestDto } from './update-vernacular-names.request.dto.js';

export class UpdateVernacularNamesCommand extends Command<CommandOutcome<RegisterResult>> {
  constructor(
    readonly input: UpdateVernacularNamesRequestDto,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
  ) {
    super();
  }
}

/** Vernacular names: the editor needs rights on the taxon. */
@CommandHandler(UpdateVernacularNamesCommand)
export class UpdateVernacularNamesHandler implements ICommandHandler<UpdateVernacularNamesCommand> {
  constructor(@Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands) {}

  execute({ input, actor, metadata }: UpdateVernacularNamesCommand): Promise<CommandOutcome<RegisterResult>> {
    const user = AuthorizationPolicy.requireActor(actor);
    const command: UpdateVernacularNames = {
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
      metadata: metadata(user),
    };
    // An unknown taxon is left to the domain, which answers 404.
    return this.register.execute(command, { authorize: (state) => AuthorizationPolicy.requireKnownTaxa(user, state, [input.taxonId]) });
  }
}
