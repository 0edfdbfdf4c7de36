import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { DomainError } from '@navnebase/domain';
import { AuthorizationPolicy } from '../access/authorization.policy.js';
import { problem, STATUS_BY_KIND } from '../common/problem.js';
import { replyProblem } from './reply-problem.js';

/** Largest JSON body of a taxonomic operation (a split with many new names and vernacular names is far below it). */
export const OPERATION_BODY_LIMIT = 256 * 1024;
/** Largest body of any other route (users, webhooks, login). Spreadsheet uploads are multipart, with their own limits. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OPERATIONS = '/api/v1/taxonomicoperations/';
/** Changes only administrators may make. */
const ADMIN_WRITES = ['/api/v1/users', '/api/v1/webhooks', '/api/v1/datatransfer/import'];

const pathOf = (url: string) => url.split('?')[0]!.toLowerCase();
const under = (path: string, prefix: string) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** Who a write to this path needs: a logged-in user with access, an administrator, or nobody in particular. */
export const writeRequires = (method: string, url: string): 'user' | 'admin' | undefined => {
  if (READ_METHODS.has(method.toUpperCase())) return undefined;
  const path = pathOf(url);
  if (path.startsWith(OPERATIONS)) return 'user';
  if (ADMIN_WRITES.some((prefix) => under(path, prefix))) return 'admin';
  return undefined;
};

/** Sets each route's body limit as it is registered: small for operations, 1 MB for the rest. */
export const bodyLimitOnRoute = (route: RouteOptions): void => {
  if (route.bodyLimit !== undefined) return;
  route.bodyLimit = pathOf(route.url ?? '').startsWith(OPERATIONS) ? OPERATION_BODY_LIMIT : DEFAULT_BODY_LIMIT;
};

/**
 * Authorization before the body: a write that needs a user (or an administrator) is refused with the same problem the
 * handler would give (NOT_LOGGED_IN, NO_ACCESS, ADMIN_ONLY) before its body is read, so anonymous clients make the
 * server parse nothing and learn nothing of its validation rules. The handlers still decide every permission.
 */
export const writeGateHook = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  const needs = writeRequires(request.method, request.url);
  if (!needs) return;
  try {
    if (needs === 'admin') AuthorizationPolicy.requireAdmin(request.actor);
    else AuthorizationPolicy.requireActor(request.actor);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await replyProblem(reply, problem(STATUS_BY_KIND[error.kind], error.errorCode, error.detail));
  }
};
