import { useCallback, useState } from 'react';

export const FORM_INVALID_TEXT = 'Skjemaet er ugyldig. Se over de markerte feltene.';
/** Spec 2 §8: said with the problems when they are in fields further up the form. */
export const FORM_PROBLEMS_ABOVE_TEXT = 'Her er det noe galt lengre opp i skjemaet. Scroll opp og ta en titt.';
export const REQUIRED_TEXT = 'Dette feltet må fylles ut.';

/** Field problems by field name; empty when the form is valid. */
export type FieldErrors = Readonly<Record<string, string | undefined>>;

/** Field problems of a form with known fields. */
type ProblemsOf<K extends string> = { readonly [P in K]?: string };

export const isValid = <K extends string>(errors: ProblemsOf<K>): boolean => Object.values<string | undefined>(errors).every((e) => !e);

/** A form field a problem speaks of: the id of its element (or of a box around it) and its label. */
export interface FieldRef {
  readonly id: string;
  readonly label: string;
}

/** One line of a form's problem summary: its text, and the field it speaks of (a link there moves the focus to it). */
export interface Problem {
  readonly text: string;
  readonly field?: FieldRef;
}

/** The problems of a form as summary lines, each with the field it speaks of where `fields` names one. */
export const linkedProblems = <K extends string>(errors: ProblemsOf<K>, fields: { readonly [P in K]?: FieldRef }): Problem[] =>
  (Object.keys(errors) as K[]).flatMap((key) => {
    const text = errors[key];
    if (!text) return [];
    const field = fields[key];
    return [field ? { text, field } : { text }];
  });

/** The problems of a form, as texts. */
export const problemTexts = <K extends string>(errors: ProblemsOf<K>): string[] =>
  Object.values<string | undefined>(errors).filter((e): e is string => Boolean(e));

/**
 * Errors show after the first submit attempt (spec 1 §5). `attempt(valid)` records the attempt and answers whether
 * to send; `show(error)` answers the error to display for a field; `attempts` counts the attempts (the problems
 * summary takes the focus again on each one).
 */
export const useSubmitAttempt = () => {
  const [submitted, setSubmitted] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const attempt = useCallback((valid: boolean) => {
    setSubmitted(true);
    setAttempts((n) => n + 1);
    return valid;
  }, []);
  const show = useCallback((error: string | undefined) => (submitted ? error : undefined), [submitted]);
  return { submitted, attempts, attempt, show, reset: () => setSubmitted(false) };
};
