import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Errors, type OperationMetadata, type SwapTaxon } from '@navnebase/domain';
import type { Actor } from '../../access/actor.js';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { REGISTER_COMMANDS } from '../../infrastructure/tokens.js';
import { AppConfig } from '../../config/app-config.js';
import type { RegisterCommands } from '../../register/register-commands.js';
import { statusChangeWait } from '../shared/status-change-request.dto.js';
import type { CommandOutcome, RegisterResult } from '../../register/register-commands.js';
import type { SwapTaxonRequestDto } from './swap-taxon.request.dto.js';

export class SwapTaxonCommand extends Command<CommandOutcome<RegisterResult>> {
  constructor(
    readonly input: SwapTaxonRequestDto,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
  ) {
    super();
  }
}

/** Swap taxon: the editor needs rights on the taxon the name leaves and on the one it joins. */
@CommandHandler(SwapTaxonCommand)
export class SwapTaxonHandler implements ICommandHandler<SwapTaxonCommand> {
  constructor(
    @Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands,
    private readonly config: AppConfig,
  ) {}

  execute({ input, actor, metadata }: SwapTaxonCommand): Promise<CommandOutcome<RegisterResult>> {
    const user = AuthorizationPolicy.requireActor(actor);
    const targetTaxonId = input.targetTaxonId ?? null;
    const targetScientificNameId = input.targetScientificNameId ?? null;
    if (targetTaxonId === null && targetScientificNameId === null) throw Errors.invalidRequest('Velg et takson først', 'targetTaxonId');
    const command: SwapTaxon = {
      type: 'SwapTaxon',
      data: {
        statusChangeWait: statusChangeWait(this.config, input),
        scientificNameId: input.scientificNameId,
        targetTaxonId,
        targetScientificNameId,
        taxonomicStatus: input.taxonomicStatus ?? null,
        ...(input.nomenclaturalStatus ? { nomenclaturalStatus: input.nomenclaturalStatus } : {}),
        ...(input.attributes ? { attributes: input.attributes } : {}),
      },
      metadata: metadata(user),
    };
    return this.register.execute(command, {
      // The name's taxon and the target taxon.
      authorize: (state) => {
        AuthorizationPolicy.requireKnownNames(user, state, [input.scientificNameId, targetScientificNameId]);
        AuthorizationPolicy.requireKnownTaxa(user, state, [targetTaxonId]);
      },
    });
  }
}
