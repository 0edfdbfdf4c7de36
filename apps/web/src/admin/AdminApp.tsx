import { useLocation } from 'react-router-dom';
import { UnderConstruction } from '../screens/placeholder/UnderConstruction';

/**
 * The user administration (/users, /add-user, /edit-user/:id), loaded with React.lazy so react-admin and its
 * dependencies stay out of the public pages' bundle. The react-admin screens go here.
 */
export default function AdminApp() {
  const { pathname } = useLocation();
  const title = pathname === '/add-user' ? 'Legg til bruker' : pathname.startsWith('/edit-user/') ? 'Rediger bruker' : 'Brukere';
  return <UnderConstruction title={title} />;
}
