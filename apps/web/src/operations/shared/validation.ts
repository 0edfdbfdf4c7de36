import { useCallback, useState } from 'react';

export const FORM_INVALID_TEXT = 'Skjemaet er ugyldig. Se over de markerte feltene.';
export const REQUIRED_TEXT = 'Dette feltet må fylles ut.';

/** Field problems by field name; empty when the form is valid. */
export type FieldErrors = Readonly<Record<string, string | undefined>>;

export const isValid = (errors: FieldErrors): boolean => Object.values(errors).every((e) => !e);

/**
 * Errors show after the first submit attempt (spec 1 §5). `attempt(valid)` records the attempt and answers whether
 * to send; `show(error)` answers the error to display for a field.
 */
export const useSubmitAttempt = () => {
  const [submitted, setSubmitted] = useState(false);
  const attempt = useCallback((valid: boolean) => {
    setSubmitted(true);
    return valid;
  }, []);
  const show = useCallback((error: string | undefined) => (submitted ? error : undefined), [submitted]);
  return { submitted, attempt, show, reset: () => setSubmitted(false) };
};
