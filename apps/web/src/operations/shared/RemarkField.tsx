import TextField from '@mui/material/TextField';

export const REMARK_MAX_LENGTH = 4000;

/** The operation comment (remark): optional, shown in the history of every name the operation touches (spec 2 §1). */
export function RemarkField({
  value,
  onChange,
  label = 'Kommentar til operasjonen',
  disabled = false,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={2}
      fullWidth
      disabled={disabled}
      helperText="Valgfritt. Kommentaren vises i navnehistorikken."
      slotProps={{ htmlInput: { maxLength: REMARK_MAX_LENGTH } }}
    />
  );
}
