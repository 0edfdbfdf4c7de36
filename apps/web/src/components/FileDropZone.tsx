import { useId, useState, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * A file picker with a drop zone: a "Velg fil" button opens the browser's picker (the input itself stays out of the
 * tab order), a file may also be dropped on the zone, the chosen file's name (or what to do) is said beside the
 * button, and a problem with the choice is shown under it.
 */
export function FileDropZone({
  inputRef,
  accept,
  inputLabel,
  disabled,
  status,
  error,
  onFiles,
  className,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  inputLabel: string;
  disabled: boolean;
  /** The chosen file, or what to do. */
  status: string;
  error?: string;
  onFiles: (files: FileList | null | undefined) => void;
  className?: string;
}) {
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFiles(event.dataTransfer.files);
      }}
      className={className}
      sx={{
        border: '2px dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        maxWidth: 720,
        bgcolor: dragging ? 'action.hover' : 'transparent',
      }}
    >
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => onFiles(event.target.files)}
        disabled={disabled}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={disabled} onClick={() => inputRef.current?.click()} aria-describedby={`${inputId}-status`}>
          Velg fil
        </Button>
        <span id={`${inputId}-status`}>{status}</span>
      </Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
