import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SECRET_ONCE } from './webhook-rules';

export const COPIED = 'Hemmeligheten er kopiert.';
export const COPY_FAILED = 'Kunne ikke kopiere automatisk. Merk teksten i feltet og kopier den selv.';

/** Copies through the Clipboard API, else through a selection and the old copy command. */
const copyText = async (text: string, field: HTMLInputElement | null): Promise<boolean> => {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
};

/**
 * The signing secret, shown this once (after creating a webhook or rotating its secret): a read-only field, a copy
 * button and the warning that it will not be shown again. Closes only through its button (or Escape), not by a
 * click beside it, so the secret is not lost by accident.
 */
export function SecretDialog({ secret, title, onClose }: { secret: string; title: string; onClose: () => void }) {
  const [copied, setCopied] = useState<boolean>();
  const field = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const copy = async () => setCopied(await copyText(secret, field.current));
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {SECRET_ONCE}
        </Alert>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <TextField
            label="Signeringshemmelighet"
            value={secret}
            inputRef={field}
            fullWidth
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, className: 'webhook-secret', style: { fontFamily: 'monospace' } } }}
          />
          <Button variant="contained" onClick={copy}>
            Kopier hemmeligheten
          </Button>
        </Box>
        <Typography role="status" sx={{ mt: 1, minHeight: '1.5em', color: copied === false ? 'error.main' : 'success.dark' }}>
          {copied === undefined ? '' : copied ? COPIED : COPY_FAILED}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="outlined">
          Jeg har tatt vare på hemmeligheten
        </Button>
      </DialogActions>
    </Dialog>
  );
}
