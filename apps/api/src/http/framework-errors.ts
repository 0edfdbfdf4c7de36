import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '../common/problem.js';
import { replyProblem } from './reply-problem.js';

/**
 * Errors Fastify's router answers before any route or hook runs (a malformed percent-encoding in the path, a path
 * segment over the length limit, a content type it cannot parse): problem JSON in Norwegian like every other answer,
 * instead of Fastify's own JSON.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      void replyProblem(reply, problem(400, 'INVALID_URL', 'Adressen inneholder en ugyldig prosentkoding.'));
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      void replyProblem(reply, problem(414, 'URL_TOO_LONG', 'En del av adressen er for lang.'));
      return;
    default: {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void replyProblem(reply, problem(status, 'INVALID_REQUEST', 'Forespørselen kunne ikke leses.'));
    }
  }
};
