import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  mainNameOf,
  namesOfTaxon,
  type DeleteScientificName,
  type DeleteScientificNameRequest,
  type OperationMetadata,
  type RegisterState,
} from '@navnebase/domain';
import type { Actor } from '../../access/actor.js';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { problemException } from '../../common/problem.js';
import { REGISTER_COMMANDS } from '../../infrastructure/tokens.js';
import type { RegisterCommands } from '../../register/register-commands.js';
import type { CommandOutcome, RegisterResult } from '../../register/register-commands.js';
import { UsageCheck, type UsageAnswer } from '../../webhooks/usage-check.js';

export class DeleteScientificNameCommand extends Command<CommandOutcome<RegisterResult>> {
  constructor(
    readonly input: DeleteScientificNameRequest,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
  ) {
    super();
  }
}

/** The names a delete removes: the name, or every name of its taxon when the main name goes with the taxon. */
const namesDeleted = (state: RegisterState, input: DeleteScientificNameRequest): number[] => {
  const name = state.names.get(input.scientificNameId);
  if (!name) return [];
  const goesWithTaxon = mainNameOf(state, name.taxonId)?.id === name.id && input.deleteTaxon === true;
  return goesWithTaxon ? namesOfTaxon(state, name.taxonId).map((n) => n.id) : [name.id];
};

const listed = (answers: readonly UsageAnswer[]) => answers.map((a) => `${a.service}${'detail' in a && a.detail ? ` (${a.detail})` : ''}`).join('; ');

/**
 * Delete (spec 2 §4.6), the one operation with a command and handler of its own (the others are `OperationCommand`s),
 * as its authorization differs: administrators, and editors within the taxa they have rights to. Before the command, every
 * downstream service with a usage endpoint is asked whether it uses the names: a name in use is not deleted; a
 * service that does not answer blocks the delete too, unless an administrator goes on with a written reason, which
 * the event records.
 */
@CommandHandler(DeleteScientificNameCommand)
export class DeleteScientificNameHandler implements ICommandHandler<DeleteScientificNameCommand> {
  constructor(
    @Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands,
    private readonly usage: UsageCheck,
  ) {}

  async execute({ input, actor, metadata }: DeleteScientificNameCommand): Promise<CommandOutcome<RegisterResult>> {
    const user = AuthorizationPolicy.requireActor(actor);
    const authorize = (state: RegisterState) => AuthorizationPolicy.requireKnownNames(user, state, [input.scientificNameId]);
    const overrideReason = input.usageOverrideReason?.trim() ? input.usageOverrideReason : undefined;
    if (overrideReason !== undefined) AuthorizationPolicy.requireAdmin(user);
    const state = await this.register.refresh();
    authorize(state);

    const answers = await this.usage.ask(namesDeleted(state, input));
    const inUse = answers.filter((a) => a.state === 'in-use');
    if (inUse.length > 0) {
      throw problemException(409, 'NAME_IN_USE', `Navnet er i bruk i ${listed(inUse)}. Det kan ikke slettes før det er tatt ut av bruk der.`, {
        field: 'scientificNameId',
        services: inUse,
      });
    }
    const unanswered = answers.filter((a) => a.state === 'no-answer');
    if (unanswered.length > 0 && overrideReason === undefined) {
      throw problemException(
        409,
        'USAGE_CHECK_UNANSWERED',
        `Fikk ikke vite om navnet er i bruk: ${listed(unanswered)}. Prøv igjen senere, eller slett likevel med en skriftlig begrunnelse (bare administratorer).`,
        { field: 'usageOverrideReason', services: unanswered },
      );
    }
    const command: DeleteScientificName = {
      type: 'DeleteScientificName',
      data: {
        scientificNameId: input.scientificNameId,
        deleteTaxon: input.deleteTaxon === true,
        ...(unanswered.length > 0 ? { usageOverride: { reason: overrideReason!, unanswered: [...new Set(unanswered.map((a) => a.service))] } } : {}),
      },
      metadata: metadata(user),
    };
    return this.register.execute(command, { authorize });
  }
}
