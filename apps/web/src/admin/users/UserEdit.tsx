import { Edit, useNotify, useRecordContext, useRedirect } from 'react-admin';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../util/use-document-title';
import { UserForm } from './UserForm';
import { displayName, UPDATED, type UserRecord } from './user-rules';

function EditHeading() {
  const user = useRecordContext<UserRecord>();
  const title = user ? `Rediger bruker: ${displayName(user)}` : 'Rediger bruker';
  useDocumentTitle(title);
  return <Typography variant="h1">{title}</Typography>;
}

/**
 * /edit-user/{id}: PUT /api/v1/Users/UpdateUser/{id}, pessimistic (saved on the server before the alert), then the
 * alert 'Brukeren {name} er oppdatert.' and back to /users.
 */
export function UserEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<UserRecord>
      resource="users"
      title={false}
      actions={false}
      component="div"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (user) => {
          notify(UPDATED(displayName(user)), { type: 'success' });
          redirect('/users');
        },
      }}
    >
      <EditHeading />
      <UserForm isNew={false} />
    </Edit>
  );
}
