import { useState } from 'react';
import { InputHelperText, useInput } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { NameChooser, type ChosenName } from '../../screens/export/NameChooser';
import { addPermission, removePermission, type UserPermission } from './user-rules';

/**
 * The permissions of an editor (spec 2 §2.9): the names the user may change, each with everything below it. Added
 * through a taxon chooser (search or tree), removed one by one.
 */
export function PermissionsInput() {
  const {
    field,
    fieldState: { error, invalid },
    formState: { isSubmitted },
  } = useInput<UserPermission[]>({ source: 'userPermissions', defaultValue: [] });
  const permissions: readonly UserPermission[] = Array.isArray(field.value) ? field.value : [];
  const [chosen, setChosen] = useState<ChosenName>();

  const add = (name: ChosenName) => {
    setChosen(name);
    field.onChange(addPermission(permissions, { nameId: name.scientificNameId, nameString: name.name }));
  };

  return (
    <Box
      component="fieldset"
      className="user-permission-chooser"
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 2, my: 2, width: '100%' }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        Tilganger
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Brukeren kan redigere navnene under og alt som ligger under dem i treet.
      </Typography>
      {permissions.length === 0 ? (
        <Typography sx={{ mb: 2 }}>Ingen tilganger ennå.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Valgte tilganger"
          className="user-permission-list"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, mt: 0, mb: 2 }}
        >
          {permissions.map((permission) => (
            <Box
              component="li"
              key={permission.nameId}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, border: '1px solid', borderColor: 'divider', borderRadius: 4, pl: 1.5 }}
            >
              <span className="user-permission-name">{permission.nameString || `Navne-id ${permission.nameId}`}</span>
              <Button
                size="small"
                onClick={() => field.onChange(removePermission(permissions, permission.nameId))}
                aria-label={`Fjern ${permission.nameString || permission.nameId}`}
              >
                Fjern
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {invalid && isSubmitted && (
        <FormHelperText error sx={{ mb: 1 }}>
          <InputHelperText error={error?.message} />
        </FormHelperText>
      )}
      <NameChooser searchLabel="Legg til tilgang: søk etter navn" treeLabel="Legg til tilgang fra livets tre" selected={chosen} onSelect={add} />
    </Box>
  );
}
