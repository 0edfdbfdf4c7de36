import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OperationMetadata } from '@navnebase/domain';
import type { Actor } from '../access/actor.js';
import { AuthorizationPolicy } from '../access/authorization.policy.js';
import { UserAccounts } from './user-accounts.js';
import type { UserRequestDto } from './user.request.dto.js';
import { userView, type UserView } from './user.view.js';

export class UpdateUserCommand extends Command<UserView> {
  constructor(
    readonly userId: number,
    readonly input: UserRequestDto,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
    /** The session the change comes from: it stays when the change ends the user's sessions. */
    readonly sessionId?: string,
  ) {
    super();
  }
}

/** Spec 2 §7 PUT /api/v1/Users/UpdateUser/{id}: administrators only. Omitted fields keep their value. */
@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(private readonly accounts: UserAccounts) {}

  async execute({ userId, input, actor, metadata, sessionId }: UpdateUserCommand): Promise<UserView> {
    const admin = AuthorizationPolicy.requireUserAdmin(actor);
    const { password, commandId: _commandId, ...profile } = input;
    const { user } = await this.accounts.update(userId, profile, metadata(admin), {
      ...(password !== undefined ? { password } : {}),
      ...(sessionId !== undefined ? { keepSessionId: sessionId } : {}),
    });
    return userView(user);
  }
}
