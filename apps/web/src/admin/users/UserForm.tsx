import { Link as RouterLink } from 'react-router-dom';
import { PasswordInput, SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CheckboxInput } from './CheckboxInput';
import { PermissionsInput } from './PermissionsInput';
import { emailError, firstNameError, isAdminError, lastNameError, passwordError, type UserFormValues, type UserRecord } from './user-rules';

/** A react-admin validator from a rule; `required` marks the label with * (spec 2 §2.9). */
const rule = (check: (value: unknown, values: UserFormValues) => string | undefined, required = false): Validator =>
  Object.assign((value: unknown, values: UserFormValues) => check(value, values), required ? { isRequired: true } : {});

const validateFirstName = rule(firstNameError, true);
const validateLastName = rule(lastNameError, true);
const validateEmail = rule(emailError, true);
const validateIsAdmin = rule(isAdminError);
const validatePassword = rule(passwordError);

function FormToolbar() {
  return (
    <Toolbar sx={{ gap: 2 }}>
      <SaveButton label="Lagre" alwaysEnable />
      <Button component={RouterLink} to="/users">
        Avbryt
      </Button>
    </Toolbar>
  );
}

/** Editors only: administrators hold every right, so their chooser is hidden. */
function PermissionsForEditors() {
  const isAdmin = useWatch({ name: 'isAdmin' }) === true;
  if (isAdmin) {
    return (
      <Typography sx={{ my: 2, color: 'text.secondary' }} className="user-admin-note">
        Administratorer har tilgang til alt.
      </Typography>
    );
  }
  return <PermissionsInput />;
}

function PasswordHelp({ isNew }: { isNew: boolean }) {
  const record = useRecordContext<UserRecord>();
  if (isNew) return <>Valgfritt, minst 10 tegn. Gir brukeren en lokal innlogging med e-post og passord.</>;
  const how = [
    record?.hasPassword ? 'har lokalt passord' : 'har ikke lokalt passord',
    record?.hasExternalLogin ? 'har logget inn med ekstern konto' : null,
  ]
    .filter(Boolean)
    .join(' og ');
  return <>Valgfritt. Brukeren {how}. La feltet stå tomt for å beholde passordet.</>;
}

/** The one user form of /add-user and /edit-user/{id} (spec 2 §2.9, §5): errors show after submit. */
export function UserForm({ isNew }: { isNew: boolean }) {
  return (
    <SimpleForm
      toolbar={<FormToolbar />}
      defaultValues={isNew ? { hasAccess: true, isAdmin: false, userPermissions: [], password: '' } : { password: '' }}
      sx={{ maxWidth: 900 }}
      noValidate
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Felt merket med * må fylles ut.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <TextInput source="firstName" label="Fornavn" validate={validateFirstName} autoComplete="off" />
        <TextInput source="lastName" label="Etternavn" validate={validateLastName} autoComplete="off" />
        <TextInput source="email" label="Epost" type="email" validate={validateEmail} autoComplete="off" />
        <TextInput source="institution" label="Institusjon" autoComplete="off" />
      </Box>
      <PasswordInput
        source="password"
        label="Passord"
        validate={validatePassword}
        autoComplete="new-password"
        helperText={<PasswordHelp isNew={isNew} />}
        sx={{ maxWidth: 440 }}
      />
      <CheckboxInput source="hasAccess" label="Aktiv" helperText="Brukeren kan gjøre endringer (innenfor tilgangene sine)." />
      <CheckboxInput
        source="isAdmin"
        label="Administrator"
        helperText="Har alle rettigheter, og kan administrere brukere og importere. Krever Aktiv."
        validate={validateIsAdmin}
      />
      <PermissionsForEditors />
    </SimpleForm>
  );
}
