import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { Errors } from '@navnebase/domain';

const firstMessage = (errors: readonly ValidationError[], path = ''): { field: string; message: string } | undefined => {
  for (const error of errors) {
    const field = path ? `${path}.${error.property}` : error.property;
    const message = error.constraints && Object.values(error.constraints)[0];
    if (message) return { field, message };
    const nested = firstMessage(error.children ?? [], field);
    if (nested) return nested;
  }
  return undefined;
};

/** DTO validation: the first broken rule becomes a 400 problem with a Norwegian detail and the field it concerns. */
export const validationPipe = () =>
  new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => {
      const first = firstMessage(errors);
      return Errors.invalidRequest(
        first ? (first.message.includes(first.field) ? `Ugyldig felt ${first.field}.` : first.message) : 'Ugyldig forespørsel.',
        first?.field,
      );
    },
  });
