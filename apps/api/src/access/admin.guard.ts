import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthorizationPolicy } from './authorization.policy.js';

/** Refuses (403) before the body is even read unless the actor is an administrator. The handlers check again. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    AuthorizationPolicy.requireAdmin(context.switchToHttp().getRequest<FastifyRequest>().actor);
    return true;
  }
}
