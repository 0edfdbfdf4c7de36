import { UserErrors, UserValidationError } from '@navnebase/domain';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Errors } from '@navnebase/domain';
import type { Actor } from '../access/actor.js';
import { AdminGuard } from '../access/admin.guard.js';
import { AuthorizationPolicy } from '../access/authorization.policy.js';
import { parseScientificNameId } from '../common/ids.js';
import { operationMetadata } from '../common/operation-metadata.js';
import { problemException } from '../common/problem.js';
import { REGISTER_COMMANDS } from '../infrastructure/tokens.js';
import type { RegisterCommands } from '../register/register-commands.js';
import { AddUserCommand } from './add-user.handler.js';
import { UpdateUserCommand } from './update-user.handler.js';
import { UserRequestDto } from './user.request.dto.js';
import { userView } from './user.view.js';
import { USER_SORT_FIELDS, UsersReadModel, type UserListQuery, type UserSortField } from '@navnebase/projections';
import type { EventStore } from '@navnebase/event-store';
import { EVENT_STORE } from '../infrastructure/tokens.js';
import { userHistory } from './users-commands.js';
import { LoggedInUserInfoDto, UserHistoryEntryDto, UserViewDto } from './users.responses.js';

const parseUserId = (value: string): number => {
  if (!/^\d{1,15}$/.test(value)) throw UserErrors.invalidUserId();
  return Number(value);
};

const parseJson = (value: string | undefined, field: string): unknown => {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw Errors.invalidRequest(`Ugyldig ${field}: forventet JSON.`, field);
  }
};

/** The list query of spec 2 §7 plus react-admin's ra-data-simple-rest parameters (`range`, `sort`, `filter`). */
const listQuery = (search?: string, range?: string, sort?: string, filter?: string): UserListQuery => {
  const query: { -readonly [K in keyof UserListQuery]: UserListQuery[K] } = {};
  const filters = parseJson(filter, 'filter');
  if (filters !== undefined && (typeof filters !== 'object' || filters === null || Array.isArray(filters))) {
    throw Errors.invalidRequest('Ugyldig filter: forventet et JSON-objekt.', 'filter');
  }
  const f = (filters ?? {}) as Record<string, unknown>;
  const text = [search, f.q, f.search].find((s): s is string => typeof s === 'string' && s.trim() !== '');
  if (text) query.search = text.slice(0, 200);
  if (f.withoutRights !== undefined) {
    if (typeof f.withoutRights !== 'boolean') throw Errors.invalidRequest('Ugyldig filter: withoutRights må være true eller false.', 'filter');
    query.withoutRights = f.withoutRights;
  }
  if (f.id !== undefined) {
    const ids = Array.isArray(f.id) ? f.id : [f.id];
    if (!ids.every((id) => Number.isSafeInteger(Number(id)))) throw Errors.invalidRequest('Ugyldig filter: id må være heltall.', 'filter');
    query.ids = ids.map(Number);
  }
  const r = parseJson(range, 'range');
  if (r !== undefined) {
    if (!Array.isArray(r) || r.length !== 2 || !r.every((n) => Number.isSafeInteger(n) && n >= 0) || r[1] < r[0]) {
      throw Errors.invalidRequest('Ugyldig range: forventet [fra, til], for eksempel [0,9].', 'range');
    }
    query.range = { start: r[0], end: Math.min(r[1], r[0] + 999) };
  }
  const s = parseJson(sort, 'sort');
  if (s !== undefined) {
    if (!Array.isArray(s) || !USER_SORT_FIELDS.includes(s[0]) || !['ASC', 'DESC'].includes(String(s[1] ?? 'ASC').toUpperCase())) {
      throw Errors.invalidRequest(`Ugyldig sort: forventet [felt, "ASC" | "DESC"] med felt ${USER_SORT_FIELDS.join(', ')}.`, 'sort');
    }
    query.sort = { field: s[0] as UserSortField, order: String(s[1] ?? 'ASC').toUpperCase() as 'ASC' | 'DESC' };
  }
  return query;
};

/** Validation errors list every broken rule: `{ detail, errorCode, field, errors: [{ field, detail, errorCode }] }`. */
const withAllErrors = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UserValidationError) {
      throw problemException(400, error.errorCode, error.detail, {
        ...(error.field ? { field: error.field } : {}),
        errors: error.errors.map((e) => ({ field: e.field, detail: e.detail, errorCode: e.errorCode })),
      });
    }
    throw error;
  }
};

const usersMetadata = (request: FastifyRequest, commandId?: string) => (actor: Actor) => {
  const metadata = operationMetadata(request, actor, '', commandId);
  return { ...metadata, commandId: `users:${metadata.commandId}` };
};

/** Users API (spec 2 §7, spec 1 §7). Everything but LoggedInUserInfo and UserHasPermission is for administrators. */
@ApiTags('Users')
@Controller('api/v1/Users')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readModel: UsersReadModel,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands,
  ) {}

  @Get()
  @UseGuards(AdminGuard)
  @ApiOperation({
    summary:
      'Users who are administrators or hold at least one permission (administrators only). Search over first name, last name and permission ' +
      'names. Answers a JSON array and `Content-Range: users 0-9/12` (react-admin ra-data-simple-rest: `range=[0,9]`, ' +
      '`sort=["lastName","ASC"]`, `filter={"q":"…"}`, `filter={"withoutRights":true}` or `filter={"id":[1,2]}`). A search looks at every user.',
  })
  @ApiQuery({ name: 'search', required: false, description: 'Text in first name, last name or permission name' })
  @ApiQuery({ name: 'range', required: false, example: '[0,9]' })
  @ApiQuery({ name: 'sort', required: false, example: '["lastName","ASC"]' })
  @ApiQuery({ name: 'filter', required: false, example: '{"q":"ursus"}' })
  @ApiOkResponse({
    type: UserViewDto,
    isArray: true,
    description: 'The users of the range',
    headers: { 'Content-Range': { description: 'users <first>-<last>/<total>', schema: { type: 'string' } } },
  })
  async list(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query('search') search?: string,
    @Query('range') range?: string,
    @Query('sort') sort?: string,
    @Query('filter') filter?: string,
  ): Promise<UserViewDto[]> {
    AuthorizationPolicy.requireUserAdmin(request.actor);
    const query = listQuery(search, range, sort, filter);
    const { users, total } = await this.readModel.list(query);
    const start = query.range?.start ?? 0;
    const end = users.length ? start + users.length - 1 : start;
    void reply.header('content-range', `users ${start}-${end}/${total}`).header('access-control-expose-headers', 'Content-Range');
    return users.map(userView);
  }

  @Get('LoggedInUserInfo')
  @ApiOperation({
    summary:
      'The logged-in user: hasAccess, isAdmin, and userPermissions (scientific name ids) for non-admin editors. Anonymous: hasAccess and isAdmin false.',
  })
  @ApiOkResponse({ type: LoggedInUserInfoDto })
  loggedInUserInfo(@Req() request: FastifyRequest): LoggedInUserInfoDto {
    const actor = request.actor;
    if (!actor) return { hasAccess: false, isAdmin: false };
    return {
      // a user's id is a number; an actor of another kind (a test's, a system's) has none to show, rather than null
      ...(/^\d{1,15}$/.test(actor.userId) ? { id: Number(actor.userId) } : {}),
      name: actor.name,
      email: actor.email,
      hasAccess: actor.hasAccess,
      isAdmin: actor.isAdmin,
      ...(actor.isAdmin ? {} : { userPermissions: [...actor.permissions] }),
    };
  }

  @Get('UserHasPermission')
  @ApiOperation({ summary: 'Whether the logged-in user may change the taxon of a scientific name (its subtree included). False when not logged in.' })
  @ApiQuery({ name: 'scientificNameId', required: true, example: 6 })
  @ApiOkResponse({ schema: { type: 'boolean' }, description: 'true when the user may change it' })
  userHasPermission(@Req() request: FastifyRequest, @Query('scientificNameId') scientificNameId?: string): boolean {
    const id = parseScientificNameId(scientificNameId);
    return AuthorizationPolicy.mayChangeName(request.actor, this.register.current, id);
  }

  @Get(':id')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'One user (administrators only).' })
  @ApiParam({ name: 'id', example: 1 })
  @ApiOkResponse({ type: UserViewDto })
  async byId(@Req() request: FastifyRequest, @Param('id') id: string): Promise<UserViewDto> {
    AuthorizationPolicy.requireUserAdmin(request.actor);
    const userId = parseUserId(id);
    const user = await this.readModel.byId(userId);
    if (!user) throw UserErrors.userNotFound(userId);
    return userView(user);
  }

  @Get(':id/History')
  @UseGuards(AdminGuard)
  @ApiOperation({ summary: 'Every recorded change of a user, oldest first: who, when, which fields, before and after (administrators only).' })
  @ApiParam({ name: 'id', example: 1 })
  @ApiOkResponse({ type: UserHistoryEntryDto, isArray: true, description: 'The changes, oldest first' })
  async history(@Req() request: FastifyRequest, @Param('id') id: string): Promise<UserHistoryEntryDto[]> {
    AuthorizationPolicy.requireUserAdmin(request.actor);
    const userId = parseUserId(id);
    if (!(await this.readModel.byId(userId))) throw UserErrors.userNotFound(userId);
    return (await userHistory(this.events, userId)).map((event) => ({
      changeType: event.type as UserHistoryEntryDto['changeType'],
      changeDate: event.metadata.time,
      changeByUser: event.metadata.userName,
      changeByUserId: event.metadata.userId,
      ...('changedFields' in event.data
        ? { changedFields: event.data.changedFields, dataBefore: event.data.before, dataAfter: event.data.after }
        : {}),
      ...('profile' in event.data ? { dataAfter: event.data.profile, source: event.data.source } : {}),
      ...('issuer' in event.data ? { issuer: event.data.issuer, linkedBy: event.data.linkedBy } : {}),
    }));
  }

  @Post('AddUser')
  @UseGuards(AdminGuard)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Create a user (administrators only): firstName, lastName, email (unique), institution, hasAccess, isAdmin (needs hasAccess), ' +
      'userPermissions [{ nameId }], and optionally password (at least 10 characters) for a local login. Answers the user.',
  })
  @ApiOkResponse({ type: UserViewDto, description: 'The new user' })
  addUser(@Body() body: UserRequestDto, @Req() request: FastifyRequest): Promise<UserViewDto> {
    return withAllErrors(() => this.commands.execute(new AddUserCommand(body, request.actor, usersMetadata(request, body.commandId))));
  }

  @Put('UpdateUser/:id')
  @UseGuards(AdminGuard)
  @ApiOperation({
    summary: 'Change a user (administrators only). Same body as AddUser; omitted fields keep their value, a given password replaces the old one.',
  })
  @ApiParam({ name: 'id', example: 2 })
  @ApiOkResponse({ type: UserViewDto, description: 'The user as changed' })
  updateUser(@Param('id') id: string, @Body() body: UserRequestDto, @Req() request: FastifyRequest): Promise<UserViewDto> {
    const userId = parseUserId(id);
    const command = new UpdateUserCommand(userId, body, request.actor, usersMetadata(request, body.commandId), request.session?.sessionId);
    return withAllErrors(() => this.commands.execute(command));
  }
}
