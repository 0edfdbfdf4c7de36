import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { OperationMetadata } from '@navnebase/domain';
import type { Actor } from '../access/actor.js';
import { AuthorizationPolicy } from '../access/authorization.policy.js';
import { UserAccounts } from './user-accounts.js';
import type { UserRequestDto } from './user.request.dto.js';
import { userView, type UserView } from './user.view.js';

export class AddUserCommand extends Command<UserView> {
  constructor(
    readonly input: UserRequestDto,
    readonly actor: Actor | undefined,
    readonly metadata: (actor: Actor) => OperationMetadata,
  ) {
    super();
  }
}

/** Spec 2 §7 POST /api/v1/Users/AddUser: administrators only. */
@CommandHandler(AddUserCommand)
export class AddUserHandler implements ICommandHandler<AddUserCommand> {
  constructor(private readonly accounts: UserAccounts) {}

  async execute({ input, actor, metadata }: AddUserCommand): Promise<UserView> {
    const admin = AuthorizationPolicy.requireUserAdmin(actor);
    const { password, commandId: _commandId, ...profile } = input;
    const { user } = await this.accounts.add(profile, metadata(admin), password !== undefined ? { password } : {});
    return userView(user);
  }
}
