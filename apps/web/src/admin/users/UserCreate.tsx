import { Create, useNotify, useRedirect } from 'react-admin';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../util/use-document-title';
import { UserForm } from './UserForm';
import { CREATED, displayName, type UserRecord } from './user-rules';

/** /add-user: POST /api/v1/Users/AddUser, then the alert 'Brukeren {name} er opprettet.' and back to /users. */
export function UserCreate() {
  useDocumentTitle('Legg til bruker');
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <>
      <Typography variant="h1">Legg til bruker</Typography>
      <Create<UserRecord>
        resource="users"
        title={false}
        component="div"
        mutationOptions={{
          onSuccess: (user) => {
            notify(CREATED(displayName(user)), { type: 'success' });
            redirect('/users');
          },
        }}
      >
        <UserForm isNew />
      </Create>
    </>
  );
}
