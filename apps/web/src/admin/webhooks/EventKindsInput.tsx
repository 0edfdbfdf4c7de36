import { useInput } from 'react-admin';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { EVENT_KINDS } from './webhook-rules';

/**
 * Hendelser: the event kinds the webhook gets, as checkboxes in a group (none ticked: every kind). Plain MUI
 * checkboxes, as in the user form (react-admin's CheckboxGroupInput still passes MUI 9's checkbox an `inputRef`).
 */
export function EventKindsInput() {
  const { field } = useInput<readonly string[] | null>({ source: 'types', defaultValue: [] });
  // a stored subscription with every kind has `types: null`
  const chosen: readonly string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((kind) => kind !== id);
    field.onChange(EVENT_KINDS.map((kind) => kind.id).filter((kind) => next.includes(kind)));
  };
  return (
    <Box component="fieldset" className="webhook-kinds" aria-describedby="webhook-kinds-help" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        Hendelser
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {EVENT_KINDS.map((kind) => (
          <FormControlLabel
            key={kind.id}
            label={kind.name}
            control={
              <Checkbox
                name={`types.${kind.id}`}
                checked={chosen.includes(kind.id)}
                onChange={(event) => toggle(kind.id, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </Box>
      <FormHelperText id="webhook-kinds-help" sx={{ mt: 0 }}>
        Kryss av for hendelsene webhooken skal få. Uten avkrysning får den alle hendelser, også nye typer som kommer senere.
      </FormHelperText>
    </Box>
  );
}
