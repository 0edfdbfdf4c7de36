import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OperationMetadata, RearrangeTaxonNames } from '@navnebase/domain';
import type { Actor } from '../../access/actor.js';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { REGISTER_COMMANDS } from '../../infrastructure/tokens.js';
import { AppConfig } from '../../config/app-config.js';
import type { RegisterCommands } from '../../register/register-commands.js';
import { statusChangeWait } from '../shared/status-change-request.dto.js';
import type { CommandOutcome, RegisterResult } from '../../register/register-commands.js';
import { nameStatusInput } from '../shared/name-status.dto.js';
import { keptVernacularNames, newScientificNameInput } from '../shared/new-scientific-name.dto.js';
import type { SwapRequestDto } from './swap.request.dto.js';

export class SwapCommand extends Command<CommandOutcome<RegisterResult>> {
  constructor(
    readonly input: SwapRequestDto,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
  ) {
    super();
  }
}

/** Swap / rearrange: the editor needs rights on the taxon. */
@CommandHandler(SwapCommand)
export class SwapHandler implements ICommandHandler<SwapCommand> {
  constructor(
    @Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands,
    private readonly config: AppConfig,
  ) {}

  execute({ input, actor, metadata }: SwapCommand): Promise<CommandOutcome<RegisterResult>> {
    const user = AuthorizationPolicy.requireActor(actor);
    const command: RearrangeTaxonNames = {
      type: 'RearrangeTaxonNames',
      data: {
        statusChangeWait: statusChangeWait(this.config, input),
        oldTaxonId: input.oldTaxonId,
        scientificNames: (input.scientificNames ?? []).map(nameStatusInput),
        ...(input.vernacularNames ? { vernacularNames: keptVernacularNames(input.vernacularNames) } : {}),
        newScientificNames: (input.newScientificNames ?? []).map((n) => newScientificNameInput(n)),
        keepTaxonId: input.keepTaxonId ?? null,
        existsInNorway: input.existsInNorway ?? null,
      },
      metadata: metadata(user),
    };
    return this.register.execute(command, { authorize: (state) => AuthorizationPolicy.requireKnownTaxa(user, state, [input.oldTaxonId]) });
  }
}
