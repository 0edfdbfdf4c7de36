import { randomUUID } from 'node:crypto';
import type { OperationMetadata } from '@navnebase/domain';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../access/actor.js';

/**
 * Metadata of a command from its request: the acting user, now, the operator's remark, and the client's command
 * id (header `X-Command-Id` or body `commandId`; a fresh one when the client sends none).
 */
export const operationMetadata = (request: FastifyRequest, actor: Actor, remark?: unknown, commandId?: unknown): OperationMetadata => {
  const header = request.headers['x-command-id'];
  const clientId = typeof commandId === 'string' && commandId ? commandId : typeof header === 'string' && header ? header : undefined;
  const correlation = request.headers['x-correlation-id'];
  return {
    userId: actor.userId,
    userName: actor.name,
    time: new Date().toISOString(),
    remark: typeof remark === 'string' ? remark.trim().slice(0, 4000) : '',
    commandId: clientId ? `${actor.userId}:${clientId.slice(0, 200)}` : randomUUID(),
    correlationId: typeof correlation === 'string' && correlation ? correlation.slice(0, 200) : request.id,
  };
};
