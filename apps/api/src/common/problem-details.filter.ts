import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import { DomainError } from '@navnebase/domain';
import { ProjectionTimeoutError } from '@navnebase/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem, ProblemException, STATUS_BY_KIND, type Problem } from './problem.js';

const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/bff/') || url === '/api' || url.startsWith('/api-docs');

/** Maps every error to problem JSON once: domain errors by kind, HTTP exceptions by status, the rest as 500. */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly serveApp?: (request: FastifyRequest, reply: FastifyReply) => boolean) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = this.toProblem(error, request);
    if (body.status === 404 && request.method === 'GET' && !isApiPath(request.url) && this.serveApp?.(request, reply)) return;
    if (body.status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    void reply.status(body.status).header('content-type', 'application/problem+json; charset=utf-8').send(body);
  }

  private toProblem(error: unknown, request: FastifyRequest): Problem {
    if (error instanceof ProblemException) return error.problem;
    if (error instanceof ProjectionTimeoutError) {
      // The command's events are recorded; only the read side is late. Never a 500 for a committed change.
      return problem(202, 'PROJECTION_PENDING', 'Endringen er lagret, men visningene er ikke oppdatert ennå. Last siden på nytt om litt.', {
        position: error.position,
      });
    }
    if (error instanceof DomainError) {
      return problem(STATUS_BY_KIND[error.kind], error.errorCode, error.detail, { ...(error.field ? { field: error.field } : {}), ...error.extra });
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const response = error.getResponse();
      const message = typeof response === 'object' && response && 'message' in response ? (response as { message: unknown }).message : error.message;
      const detail = Array.isArray(message) ? message.join(' ') : String(message);
      if (status === 404) return problem(404, 'NOT_FOUND', `Finner ikke ${request.url.split('?')[0]}.`);
      if (status === 400) return problem(400, 'INVALID_REQUEST', detail);
      if (status === 413) return problem(413, 'PAYLOAD_TOO_LARGE', 'Forespørselen er for stor.');
      return problem(status, `HTTP_${status}`, detail);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Errors from Fastify itself (malformed JSON, unsupported media type, body too large).
      const code = (error as { code?: string }).code ?? `HTTP_${status}`;
      const detail =
        code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Innholdstypen støttes ikke.'
          : code.startsWith('FST_ERR_CTP')
            ? 'Forespørselen kunne ikke leses (ugyldig JSON).'
            : (error as Error).message;
      return problem(status, code, detail);
    }
    return problem(500, 'INTERNAL_ERROR', 'Noe gikk galt. Prøv igjen senere.');
  }
}
