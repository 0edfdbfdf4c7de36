import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OperationMetadata, SplitTaxon } from '@navnebase/domain';
import type { Actor } from '../../access/actor.js';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { REGISTER_COMMANDS } from '../../infrastructure/tokens.js';
import { AppConfig } from '../../config/app-config.js';
import type { RegisterCommands } from '../../register/register-commands.js';
import { statusChangeWait } from '../shared/status-change-request.dto.js';
import type { CommandOutcome, RegisterResult } from '../../register/register-commands.js';
import { nameStatusInput } from '../shared/name-status.dto.js';
import { newScientificNameInput } from '../shared/new-scientific-name.dto.js';
import type { SplitRequestDto } from './split.request.dto.js';

export class SplitCommand extends Command<CommandOutcome<RegisterResult>> {
  constructor(
    readonly input: SplitRequestDto,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
  ) {
    super();
  }
}

/** Split: the editor needs rights on the split taxon and on every parent chosen for a new name. */
@CommandHandler(SplitCommand)
export class SplitHandler implements ICommandHandler<SplitCommand> {
  constructor(
    @Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands,
    private readonly config: AppConfig,
  ) {}

  execute({ input, actor, metadata }: SplitCommand): Promise<CommandOutcome<RegisterResult>> {
    const user = AuthorizationPolicy.requireActor(actor);
    const command: SplitTaxon = {
      type: 'SplitTaxon',
      data: {
        statusChangeWait: statusChangeWait(this.config, input),
        oldTaxonId: input.oldTaxonId,
        newTaxons: input.newTaxons.map((t) => ({
          newScientificNames: (t.newScientificNames ?? []).map((n) => newScientificNameInput(n, { ignoreTaxonId: true })),
          scientificNames: (t.scientificNames ?? []).map(nameStatusInput),
          vernacularNames: t.vernacularNames ?? [],
          existsInNorway: t.existsInNorway ?? null,
        })),
      },
      metadata: metadata(user),
    };
    return this.register.execute(command, {
      // The taxon split, and every taxon a name created in the flow is placed under.
      authorize: (state) => {
        AuthorizationPolicy.requireKnownTaxa(user, state, [input.oldTaxonId]);
        AuthorizationPolicy.requireKnownNames(
          user,
          state,
          input.newTaxons.flatMap((t) => (t.newScientificNames ?? []).map((n) => n.parentScientificNameId)),
        );
      },
    });
  }
}
