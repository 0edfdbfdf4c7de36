import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface StatusChangeWaitAlertProps {
  /** From `useOperation(...).statusChangeWait`: set when the server asked to wait. */
  readonly wait: { readonly retryAfterSeconds: number; readonly confirm: () => void } | undefined;
  readonly pending: boolean;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The wait between status changes of one taxon (spec 1 §4, spec 2 §4.3): the time left, counting down, and
 * "Endre likevel" to send the change anyway.
 */
export function StatusChangeWaitAlert({ wait, pending }: StatusChangeWaitAlertProps) {
  const [left, setLeft] = useState(wait?.retryAfterSeconds ?? 0);
  useEffect(() => {
    setLeft(wait?.retryAfterSeconds ?? 0);
    if (!wait) return;
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [wait?.retryAfterSeconds]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!wait) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        <Button color="inherit" size="small" disabled={pending} onClick={wait.confirm}>
          Endre likevel
        </Button>
      }
    >
      {left > 0 ? `Taksonet ble endret nylig. Du kan endre status igjen om ${clock(left)}.` : 'Ventetiden er over. Du kan publisere igjen.'}
    </Alert>
  );
}
