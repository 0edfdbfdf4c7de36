import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { FormInvalidAlert } from './FormInvalidAlert';
import type { Problem } from './validation';

export interface PublishButtonProps {
  /** The operation is being sent: the button shows a spinner and `pendingLabel`, and cannot be pressed. */
  readonly pending: boolean;
  readonly disabled?: boolean;
  readonly label?: string;
  readonly pendingLabel?: string;
  readonly size?: 'medium' | 'large';
}

/** The submit button of an operation form: "Publiser", and "Publiserer …" with a spinner while it is sent. */
export function PublishButton({ pending, disabled = false, label = 'Publiser', pendingLabel = 'Publiserer …', size = 'large' }: PublishButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size={size}
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}

export interface FinishStepProps extends PublishButtonProps {
  /** What the operation will do, hints, the remark field: shown first. */
  readonly children?: ReactNode;
  /** Show the problems ("Skjemaet er ugyldig …"): after a submit attempt on an invalid form. */
  readonly showProblems: boolean;
  readonly problems: readonly (string | Problem)[];
  /** Changes with each submit attempt (the problems take the focus again). */
  readonly attemptKey: number;
}

/** The last step of an operation form ("Ferdigstill"): the summary, the form's problems and the publish button. */
export function FinishStep({ children, showProblems, problems, attemptKey, ...button }: FinishStepProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}>
      {children}
      <FormInvalidAlert show={showProblems} problems={problems} attemptKey={attemptKey} />
      <Box>
        <PublishButton {...button} />
      </Box>
    </Box>
  );
}
