import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';

/** Spec 2 §9: the modal dialog is full screen with a 10% side margin. */
export const MODAL_SIDE_MARGIN = '10%';

/**
 * The operation screens' modal dialog (spec 2 §2.3): full height, 80% wide with a 10% margin on each side, an
 * optional heading and a close button. Escape closes it too; focus stays inside while it is open.
 */
export function FullScreenModal({
  open,
  onClose,
  title,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-label={title ? undefined : label}
      slotProps={{
        paper: {
          className: 'full-screen-modal',
          sx: {
            m: 0,
            mx: MODAL_SIDE_MARGIN,
            width: `calc(100% - 2 * ${MODAL_SIDE_MARGIN})`,
            maxWidth: 'none',
            height: '100%',
            maxHeight: '100%',
            borderRadius: 0,
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pr: 1, pt: 1 }}>
        {title ? <DialogTitle sx={{ flex: 1 }}>{title}</DialogTitle> : <Box sx={{ flex: 1 }} />}
        <IconButton onClick={onClose} aria-label="Lukk" title="Lukk">
          <span aria-hidden="true">✕</span>
        </IconButton>
      </Box>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
}
