import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Errors, type OperationMetadata, type SwapTaxon } from '@navnebase/domain';
import type { Actor } from '../../auth/actor.js';
import { AuthorizationPolicy } from '../../auth/authorization.policy.js';
import { REGISTER_SERVICE } from '../../infrastructure/tokens.js';
import type { CommandOutcome, RegisterService } from '../../register/register.service.js';
import type { SwapTaxonRequestDto } from './swap-taxon.request.dto.js';

export class SwapTaxonCommand extends Command<CommandOutcome> {
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
  constructor(@Inject(REGISTER_SERVICE) private readonly register: RegisterService) {}

  execute({ input, actor, metadata }: SwapTaxonCommand): Promise<CommandOutcome> {
    const state = this.register.current;
    const user = AuthorizationPolicy.requireActor(actor);
    let targetTaxonId = input.targetTaxonId ?? undefined;
    if (targetTaxonId === undefined && input.targetScientificNameId !== undefined && input.targetScientificNameId !== null) {
      const target = state.names.get(input.targetScientificNameId);
      if (!target) throw Errors.nameNotFound(input.targetScientificNameId);
      targetTaxonId = target.taxonId;
    }
    if (targetTaxonId === undefined) throw Errors.invalidRequest('Velg et takson først', 'targetTaxonId');
    const touched = [state.names.get(input.scientificNameId)?.taxonId, state.taxa.has(targetTaxonId) ? targetTaxonId : undefined];
    AuthorizationPolicy.requireTaxa(user, state, touched.filter((t) => t !== undefined));
    const command: SwapTaxon = {
      type: 'SwapTaxon',
      data: {
        scientificNameId: input.scientificNameId,
        targetTaxonId,
        taxonomicStatus: input.taxonomicStatus ?? null,
        ...(input.nomenclaturalStatus ? { nomenclaturalStatus: input.nomenclaturalStatus } : {}),
        ...(input.attributes ? { attributes: input.attributes } : {}),
      },
      metadata: metadata(user),
    };
    return this.register.execute(command);
  }
}
