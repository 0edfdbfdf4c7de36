import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OperationMetadata, RearrangeTaxonNames } from '@navnebase/domain';
import type { Actor } from '../../auth/actor.js';
import { AuthorizationPolicy } from '../../auth/authorization.policy.js';
import { REGISTER_SERVICE } from '../../infrastructure/tokens.js';
import type { CommandOutcome, RegisterService } from '../../register/register.service.js';
import { nameStatusInput } from '../shared/name-status.dto.js';
import { keptVernacularNames, newScientificNameInput } from '../shared/new-scientific-name.dto.js';
import type { SwapRequestDto } from './swap.request.dto.js';

export class SwapCommand extends Command<CommandOutcome> {
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
  constructor(@Inject(REGISTER_SERVICE) private readonly register: RegisterService) {}

  execute({ input, actor, metadata }: SwapCommand): Promise<CommandOutcome> {
    const state = this.register.current;
    const user = AuthorizationPolicy.requireActor(actor);
    if (state.taxa.has(input.oldTaxonId)) AuthorizationPolicy.requireTaxa(user, state, [input.oldTaxonId]);
    const command: RearrangeTaxonNames = {
      type: 'RearrangeTaxonNames',
      data: {
        oldTaxonId: input.oldTaxonId,
        scientificNames: (input.scientificNames ?? []).map(nameStatusInput),
        ...(input.vernacularNames ? { vernacularNames: keptVernacularNames(input.vernacularNames) } : {}),
        newScientificNames: (input.newScientificNames ?? []).map((n) => newScientificNameInput(n)),
        keepTaxonId: input.keepTaxonId ?? null,
        existsInNorway: input.existsInNorway ?? null,
      },
      metadata: metadata(user),
    };
    return this.register.execute(command);
  }
}
