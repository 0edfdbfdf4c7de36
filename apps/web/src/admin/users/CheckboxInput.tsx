import { InputHelperText, useInput, type Validator } from 'react-admin';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';

/** A plain checkbox bound to a boolean form field (spec 2 §5: hasAccess and isAdmin are checkboxes). */
export function CheckboxInput({
  source,
  label,
  helperText,
  validate,
}: {
  source: string;
  label: string;
  helperText?: string;
  validate?: Validator | Validator[];
}) {
  const {
    field,
    fieldState: { error, invalid },
    formState: { isSubmitted },
  } = useInput({ source, type: 'checkbox', validate, defaultValue: false });
  const showError = invalid && isSubmitted;
  return (
    <FormControl error={showError} sx={{ display: 'block', mb: 1 }}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-invalid': showError || undefined } }}
          />
        }
      />
      {(showError || helperText) && (
        <FormHelperText sx={{ mt: -0.5 }}>
          <InputHelperText error={showError ? error?.message : undefined} helperText={helperText} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
