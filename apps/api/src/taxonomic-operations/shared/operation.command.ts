import { Command } from '@nestjs/cqrs';
import type {
  OperationCommandTypeOf,
  OperationMetadata,
  OperationName,
  OperationRequestOf,
  RegisterCommand,
  RegisterResultOf,
  RegisterState,
} from '@navnebase/domain';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../access/actor.js';
import { operationMetadata } from '../../common/operation-metadata.js';
import type { AppConfig } from '../../config/app-config.js';
import type { CommandOutcome } from '../../register/register-commands.js';

/** The operations run by the one `OperationHandler`: every one whose authorization is a check on the decided state. */
export type PipelineOperation = Exclude<OperationName, 'Delete'>;

/** The register command of an operation, without the metadata the handler adds. */
export type CommandBody<K extends OperationName> = Omit<Extract<RegisterCommand, { type: OperationCommandTypeOf<K> }>, 'metadata'>;

/** What an operation's command answers: the typed result of its decision. */
export type OperationOutcome<K extends OperationName> = CommandOutcome<RegisterResultOf<OperationCommandTypeOf<K>>>;

export interface OperationContext {
  readonly config: AppConfig;
}

/**
 * One operation on the write side: the register command its request becomes (throwing a DomainError on input the DTO
 * cannot check), and who may run it, judged inside the stream's lock on the state the decision sees.
 */
export interface OperationDefinition<K extends PipelineOperation> {
  command(input: OperationRequestOf<K>, context: OperationContext): CommandBody<K>;
  authorize(user: Actor, state: RegisterState, input: OperationRequestOf<K>): void;
}

/** The one command of the taxonomic operations: which operation, its request, who acts and the metadata to record. */
export class OperationCommand<K extends PipelineOperation = PipelineOperation> extends Command<OperationOutcome<K>> {
  constructor(
    readonly operation: K,
    readonly input: OperationRequestOf<K>,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
  ) {
    super();
  }
}

/** The command of an HTTP request: its body, the acting user and the request's metadata (remark, command id, time). */
export const operationCommand = <K extends PipelineOperation>(operation: K, body: OperationRequestOf<K>, request: FastifyRequest) =>
  new OperationCommand(operation, body, request.actor, (actor) => operationMetadata(request, actor, body.remark, body.commandId));
