import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const requests = new AsyncLocalStorage<FastifyRequest>();

/** The HTTP request this code runs for, if any (log lines take its id and user from here). */
export const currentRequest = (): FastifyRequest | undefined => requests.getStore();

/** Runs `work` as part of no request (background work that a request merely started, such as a job). */
export const outsideRequests = <T>(work: () => T): T => requests.exit(work);

/**
 * Makes each request the current one for everything that runs on its behalf. Entered when the request arrives, and
 * again once its body is read (the body's stream events run outside it), as @fastify/request-context does.
 */
export const installRequestContext = (fastify: FastifyInstance): void => {
  const enter = (request: FastifyRequest, _reply: unknown, done: () => void) => requests.run(request, done);
  fastify.addHook('onRequest', enter);
  fastify.addHook('preValidation', enter);
};
