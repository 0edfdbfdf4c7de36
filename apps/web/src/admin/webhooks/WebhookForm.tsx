import { Link as RouterLink } from 'react-router-dom';
import { SaveButton, SimpleForm, TextInput, Toolbar, type SimpleFormProps, type Validator } from 'react-admin';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CheckboxInput } from '../users/CheckboxInput';
import { EventKindsInput } from './EventKindsInput';
import { SubtreeInput } from './SubtreeInput';
import { DESCRIPTION_MAX, descriptionError, optionalUrlError, urlError } from './webhook-rules';

const validateUrl: Validator = Object.assign((value: unknown) => urlError(value), { isRequired: true });
const validateDescription: Validator = (value: unknown) => descriptionError(value);
const validateUsageUrl: Validator = (value: unknown) => optionalUrlError(value);

function FormToolbar() {
  return (
    <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
      <SaveButton label="Lagre" alwaysEnable />
      <Button component={RouterLink} to="/webhooks">
        Avbryt
      </Button>
    </Toolbar>
  );
}

/**
 * The webhook form of the create and edit screens: address, subtree, event kinds, active, usage endpoint, description. Errors show
 * after the first attempt to save; the server's refusals (a private or invalid address) show by the field.
 */
export function WebhookForm({ isNew, onSubmit }: { isNew: boolean; onSubmit?: SimpleFormProps['onSubmit'] }) {
  return (
    <SimpleForm
      toolbar={<FormToolbar />}
      defaultValues={isNew ? { url: '', subtree: null, types: [], active: true, description: '', usageUrl: '' } : undefined}
      sx={{ maxWidth: 900 }}
      noValidate
      // a stored webhook's state changes under the form (deliveries, a refresh): keep what the user has typed
      resetOptions={isNew ? undefined : { keepDirtyValues: true }}
      {...(onSubmit ? { onSubmit } : {})}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Felt merket med * må fylles ut.
      </Typography>
      <TextInput
        source="url"
        label="URL"
        type="url"
        validate={validateUrl}
        autoComplete="off"
        helperText="Adressen varslene sendes til med HTTP POST, for eksempel https://kart.example.org/navnebase-hook. Adresser på lokale og private nett avvises, om ikke registeret er satt opp til å tillate dem."
        fullWidth
      />
      <SubtreeInput />
      <EventKindsInput />
      <CheckboxInput source="active" label="Aktiv" helperText="Varsler sendes bare når webhooken er aktiv." />
      <TextInput
        source="usageUrl"
        label="Adresse for bruk-sjekk"
        type="url"
        validate={validateUsageUrl}
        autoComplete="off"
        helperText="Valgfri. Før et navn slettes, spør registeret GET {adresse}?scientificNameId=… og venter svaret { inUse, detail }. Et navn i bruk kan ikke slettes; svarer ikke tjenesten, må en administrator begrunne slettingen."
        fullWidth
      />
      <TextInput
        source="description"
        label="Beskrivelse"
        validate={validateDescription}
        multiline
        minRows={2}
        autoComplete="off"
        helperText={`Hvem som mottar varslene og hvorfor. Høyst ${DESCRIPTION_MAX} tegn.`}
        fullWidth
      />
    </SimpleForm>
  );
}
