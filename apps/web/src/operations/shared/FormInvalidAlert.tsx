import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import { FORM_INVALID_TEXT } from './validation';

/** "Skjemaet er ugyldig. Se over de markerte feltene." after a submit attempt on an invalid form, with the problems listed. */
export function FormInvalidAlert({ show, problems = [], attemptKey }: { show: boolean; problems?: readonly string[]; attemptKey?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (show) ref.current?.focus();
  }, [show, attemptKey]);
  if (!show) return null;
  const unique = [...new Set(problems.filter(Boolean))];
  return (
    <Alert severity="error" role="alert" ref={ref} tabIndex={-1} className="form-invalid" sx={{ my: 2 }}>
      {FORM_INVALID_TEXT}
      {unique.length > 0 && (
        <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
          {unique.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
