import { Link as RouterLink } from 'react-router-dom';
import { BooleanInput, DataTable, List, Pagination, TextInput } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../util/use-document-title';
import { useLoggedInUser } from './use-logged-in-user';
import type { UserRecord } from './user-rules';

export const SEARCH_LABEL = 'Søk på fornavn, etternavn eller tilgang';

export const WITHOUT_RIGHTS_LABEL = 'Uten tilganger';

const filters = [
  <TextInput key="q" source="q" label={SEARCH_LABEL} alwaysOn resettable sx={{ minWidth: { sm: 360 } }} />,
  // Users who are neither administrators nor hold a permission (a first external login, a new account): to give them rights.
  <BooleanInput key="withoutRights" source="withoutRights" label={WITHOUT_RIGHTS_LABEL} alwaysOn />,
];

/** 'Administrator', or the names the user may edit (with everything below them). */
export function Permissions({ user }: { user: UserRecord }) {
  if (user.isAdmin) return <Chip label="Administrator" color="primary" size="small" className="user-admin-tag" />;
  if (user.userPermissions.length === 0)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        Ingen tilganger
      </Box>
    );
  return (
    <Box
      component="ul"
      aria-label="Tilganger"
      className="user-permissions"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {user.userPermissions.map((permission) => (
        <li key={permission.nameId}>
          <Chip label={permission.nameString} size="small" variant="outlined" />
        </li>
      ))}
    </Box>
  );
}

/** /users (spec 2 §2.9): users who are administrators or hold a permission, with search. */
export function UserList() {
  useDocumentTitle('Brukere');
  const me = useLoggedInUser();
  return (
    <>
      <Typography variant="h1">Brukere</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography component="p" sx={{ m: 0 }}>
          Brukere som er administratorer eller har tilgang til å redigere minst ett navn. Søk finner alle brukere; «Uten tilganger» viser brukere som
          ennå ikke har fått tilgang.
        </Typography>
        <Button component={RouterLink} to="/add-user" variant="contained">
          Legg til ny bruker
        </Button>
      </Box>
      <List
        resource="users"
        filters={filters}
        actions={false}
        exporter={false}
        sort={{ field: 'lastName', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        empty={false}
        title={false}
        // the table scrolls sideways inside its region on a phone, not the page
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <Box tabIndex={0} role="region" aria-label="Brukerliste" sx={{ overflowX: 'auto' }}>
          <DataTable bulkActionButtons={false} rowClick={false} className="user-list">
            <DataTable.Col<UserRecord>
              source="lastName"
              label="Navn"
              render={(user) => (
                <>
                  {user.id === me?.id && (
                    <Box component="span" className="user-self" sx={{ display: 'block', fontSize: '0.8rem', color: 'success.dark', fontWeight: 600 }}>
                      Du er logget inn som
                    </Box>
                  )}
                  <span className="user-name">
                    {user.firstName} {user.lastName}
                  </span>
                </>
              )}
            />
            <DataTable.Col<UserRecord> source="email" label="E-post" />
            <DataTable.Col<UserRecord> source="institution" label="Institusjon" />
            <DataTable.Col<UserRecord>
              source="hasAccess"
              label="Status"
              render={(user) => (
                <Box component="span" className="user-status" sx={{ color: user.hasAccess ? 'success.dark' : 'text.secondary', fontWeight: 600 }}>
                  {user.hasAccess ? 'Aktiv' : 'Deaktivert'}
                </Box>
              )}
            />
            <DataTable.Col<UserRecord> label="Tilganger" disableSort render={(user) => <Permissions user={user} />} />
            <DataTable.Col<UserRecord>
              label="Rediger"
              disableSort
              render={(user) => (
                <Button
                  component={RouterLink}
                  to={`/edit-user/${user.id}`}
                  size="small"
                  variant="outlined"
                  aria-label={`Rediger ${user.firstName} ${user.lastName}`.trim()}
                >
                  Rediger
                </Button>
              )}
            />
          </DataTable>
        </Box>
      </List>
    </>
  );
}
