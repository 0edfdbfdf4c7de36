import { HttpException, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { DomainError } from '@navnebase/domain';
import { ProjectionTimeoutError } from '@navnebase/projections';
import { catchError, type Observable } from 'rxjs';
import { problemException, ProblemException } from './problem.js';

const logger = new Logger('Operation');

/**
 * Gives an operation its default failure text (spec 1 §8, spec 2 §8): an unexpected error becomes a 500 problem
 * with that text, while domain errors and HTTP errors keep their own detail.
 * Use: `@UseInterceptors(defaultFailure('Noe gikk galt. Kunne ikke synonymisere.'))`.
 */
export const defaultFailure = (detail: string, errorCode = 'OPERATION_FAILED'): NestInterceptor => ({
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        // Domain and HTTP errors keep their own answer; so does a recorded change whose read side is late (202).
        if (
          error instanceof DomainError ||
          error instanceof HttpException ||
          error instanceof ProblemException ||
          error instanceof ProjectionTimeoutError
        )
          throw error;
        if ((error as { statusCode?: number }).statusCode && (error as { statusCode: number }).statusCode < 500) throw error;
        logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
        throw problemException(500, errorCode, detail);
      }),
    );
  },
});
