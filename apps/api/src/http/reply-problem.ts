import type { FastifyReply } from 'fastify';
import type { Problem } from '../common/problem.js';

/** Answers a problem from a Fastify hook (before Nest's exception filter is in reach). */
export const replyProblem = (reply: FastifyReply, body: Problem): FastifyReply =>
  reply.status(body.status).header('content-type', 'application/problem+json; charset=utf-8').send(body);
