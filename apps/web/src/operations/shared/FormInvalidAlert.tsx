import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { FORM_INVALID_TEXT, FORM_PROBLEMS_ABOVE_TEXT, type Problem } from './validation';

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Moves the focus to a field by the id of its element or of a box around it (the first control inside), and shows it. */
export const focusField = (id: string): boolean => {
  const element = document.getElementById(id);
  if (!element) return false;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  element.scrollIntoView?.({ block: 'center' });
  (target ?? element).focus({ preventScroll: true });
  return true;
};

const keyOf = (problem: Problem) => `${problem.field?.id ?? ''}|${problem.text}`;

/**
 * "Skjemaet er ugyldig. Se over de markerte feltene." after a submit attempt on an invalid form, with the problems
 * listed: each names the field it speaks of, as a link that moves the focus to that field. When a problem is in a field
 * (above the alert, which stands by the submit button), the spec's "Her er det noe galt lengre opp i skjemaet …" too.
 */
export function FormInvalidAlert({
  show,
  problems = [],
  attemptKey,
}: {
  show: boolean;
  problems?: readonly (string | Problem)[];
  attemptKey?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (show) ref.current?.focus();
  }, [show, attemptKey]);
  if (!show) return null;
  const seen = new Set<string>();
  const unique = problems
    .map((p): Problem => (typeof p === 'string' ? { text: p } : p))
    .filter((p) => p.text && !seen.has(keyOf(p)) && Boolean(seen.add(keyOf(p))));
  return (
    <Alert severity="error" role="alert" ref={ref} tabIndex={-1} className="form-invalid" sx={{ my: 2 }}>
      <AlertTitle sx={{ fontWeight: 400, mb: 0 }}>{FORM_INVALID_TEXT}</AlertTitle>
      {unique.some((problem) => problem.field) && <div className="form-problems-above">{FORM_PROBLEMS_ABOVE_TEXT}</div>}
      {unique.length > 0 && (
        <ul className="form-problems" style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
          {unique.map((problem) => (
            <li key={keyOf(problem)}>
              {problem.field ? (
                <Link
                  href={`#${problem.field.id}`}
                  color="inherit"
                  onClick={(event) => {
                    if (focusField(problem.field!.id)) event.preventDefault();
                  }}
                >
                  {problem.field.label}: {problem.text}
                </Link>
              ) : (
                problem.text
              )}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
