import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { Errors } from '@navnebase/domain';

/**
 * The message of the rule that says most: a type rule (isString, isInt, …) before a size rule, so a missing or
 * mistyped field is not reported as "too long" (class-validator lists the rules in the order the decorators run,
 * bottom up).
 */
const leadingMessage = (constraints: Record<string, string> | undefined): string | undefined => {
  if (!constraints) return undefined;
  const keys = Object.keys(constraints);
  const key = keys.find((k) => k === 'isDefined') ?? keys.find((k) => k.startsWith('is')) ?? keys[0];
  return key === undefined ? undefined : constraints[key];
};

const firstMessage = (errors: readonly ValidationError[], path = ''): { field: string; message: string } | undefined => {
  for (const error of errors) {
    const field = path ? `${path}.${error.property}` : error.property;
    const message = leadingMessage(error.constraints);
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
