import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export const WAIT_TEXT = 'Vent litt...';

/** The spinner of spec 1 §2: "Vent litt..." (or a more specific loading text). */
export function Spinner({ text = WAIT_TEXT, size = 20 }: { text?: string; size?: number }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, color: 'text.secondary' }}>
      <CircularProgress size={size} aria-hidden="true" />
      <span>{text}</span>
    </Box>
  );
}
