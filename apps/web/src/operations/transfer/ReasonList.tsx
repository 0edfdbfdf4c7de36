import Box from '@mui/material/Box';
import type { InvalidReason } from './api';
import { reasonText } from './transfer-rules';

/** Why the transfer is refused or needs a correction: one line per reason (its code in `data-reason`). */
export function ReasonList({ reasons }: { reasons: readonly InvalidReason[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {reasons.map((r) => (
        <li key={`${r.reason}-${r.detail}`} data-reason={r.reason}>
          {reasonText(r)}
        </li>
      ))}
    </Box>
  );
}
