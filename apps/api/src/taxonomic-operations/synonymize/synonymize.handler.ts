import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OperationMetadata, SynonymizeTaxa } from '@navnebase/domain';
import type { Actor } from '../../access/actor.js';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { REGISTER_COMMANDS } from '../../infrastructure/tokens.js';
import { AppConfig } from '../../config/app-config.js';
import type { RegisterCommands } from '../../register/register-commands.js';
import { statusChangeWait } from '../shared/status-change-request.dto.js';
import type { CommandOutcome, RegisterResult } from '../../register/register-commands.js';
import { keptVernacularNames } from '../shared/new-scientific-name.dto.js';
import { nameStatusInput } from '../shared/name-status.dto.js';
import type { SynonymizeRequestDto } from './synonymize.request.dto.js';

export class SynonymizeCommand extends Command<CommandOutcome<RegisterResult>> {
  constructor(
    readonly input: SynonymizeRequestDto,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
  ) {
    super();
  }
}

/** Merge: the editor needs rights on every taxon merged (the taxa of the names sent). */
@CommandHandler(SynonymizeCommand)
export class SynonymizeHandler implements ICommandHandler<SynonymizeCommand> {
  constructor(
    @Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands,
    private readonly config: AppConfig,
  ) {}

  execute({ input, actor, metadata }: SynonymizeCommand): Promise<CommandOutcome<RegisterResult>> {
    const user = AuthorizationPolicy.requireActor(actor);
    const command: SynonymizeTaxa = {
      type: 'SynonymizeTaxa',
      data: {
        statusChangeWait: statusChangeWait(this.config, input),
        scientificNames: input.scientificNames.map(nameStatusInput),
        ...(input.vernacularNames ? { vernacularNames: keptVernacularNames(input.vernacularNames) } : {}),
        existsInNorway: input.existsInNorway ?? null,
      },
      metadata: metadata(user),
    };
    return this.register.execute(command, {
      authorize: (state) =>
        AuthorizationPolicy.requireKnownNames(
          user,
          state,
          input.scientificNames.map((n) => n.nameId),
        ),
    });
  }
}
