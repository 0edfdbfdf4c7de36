import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { loginUrl } from '../api/session';
import { Spinner } from '../components/Spinner';
import { useSession } from './session';

/** Login guard for the operation routes (the server checks again; this is only for convenience). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { session, loading } = useSession();
  const location = useLocation();
  if (loading) return <Spinner />;
  if (!session.loggedIn) {
    return (
      <>
        <Typography variant="h1">Innlogging kreves</Typography>
        <Alert severity="info" sx={{ my: 2 }}>
          Du må logge inn for å bruke denne siden.
        </Alert>
        <Button variant="contained" href={loginUrl(`${location.pathname}${location.search}`)}>
          Logg inn
        </Button>
      </>
    );
  }
  return <>{children}</>;
}

/** Admin guard for the user administration routes. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { session, loading } = useSession();
  if (loading) return <Spinner />;
  if (!session.loggedIn) return <RequireLogin>{children}</RequireLogin>;
  if (!session.isAdmin) {
    return (
      <>
        <Typography variant="h1">Ingen tilgang</Typography>
        <Alert severity="warning" sx={{ my: 2 }}>
          Denne siden er bare for administratorer.
        </Alert>
      </>
    );
  }
  return <>{children}</>;
}
