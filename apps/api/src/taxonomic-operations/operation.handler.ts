import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { registerResultOf, type RegisterCommand } from '@navnebase/domain';
import { AuthorizationPolicy } from '../access/authorization.policy.js';
import { AppConfig } from '../config/app-config.js';
import { REGISTER_COMMANDS } from '../infrastructure/tokens.js';
import type { RegisterCommands } from '../register/register-commands.js';
import { addTaxonOperation } from './add-taxon/add-taxon.operation.js';
import { editScientificNameOperation } from './edit-scientific-name/edit-scientific-name.operation.js';
import { OperationCommand, type OperationDefinition, type OperationOutcome, type PipelineOperation } from './shared/operation.command.js';
import { splitOperation } from './split/split.operation.js';
import { swapTaxonOperation } from './swap-taxon/swap-taxon.operation.js';
import { swapOperation } from './swap/swap.operation.js';
import { synonymizeOperation } from './synonymize/synonymize.operation.js';
import { transferParentOperation } from './transfer-parent/transfer-parent.operation.js';
import { updateVernacularNamesOperation } from './update-vernacular-names/update-vernacular-names.operation.js';

/** Every operation the handler runs, by name (delete has a handler of its own: it asks downstream services first). */
const OPERATIONS: { readonly [K in PipelineOperation]: OperationDefinition<K> } = {
  AddTaxon: addTaxonOperation,
  EditScientificName: editScientificNameOperation,
  UpdateVernacularNames: updateVernacularNamesOperation,
  Synonymize: synonymizeOperation,
  Swap: swapOperation,
  SwapTaxon: swapTaxonOperation,
  Split: splitOperation,
  TransferParent: transferParentOperation,
};

/**
 * Runs an operation: a logged-in user is required, the request becomes its register command, and the command runs
 * through the register's pipeline with the operation's authorization on the state the decision sees.
 */
@CommandHandler(OperationCommand)
export class OperationHandler implements ICommandHandler<OperationCommand> {
  constructor(
    @Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands,
    private readonly config: AppConfig,
  ) {}

  async execute<K extends PipelineOperation>({ operation, input, actor, metadata }: OperationCommand<K>): Promise<OperationOutcome<K>> {
    const user = AuthorizationPolicy.requireActor(actor);
    const definition = OPERATIONS[operation] as OperationDefinition<K>;
    const body = definition.command(input, { config: this.config });
    const command = { ...body, metadata: metadata(user) } as RegisterCommand;
    const outcome = await this.register.execute(command, { authorize: (state) => definition.authorize(user, state, input) });
    return { ...outcome, result: registerResultOf(body.type, outcome.result) } as OperationOutcome<K>;
  }
}
