import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { ANONYMOUS, type Session } from '../api/session';
import { createQueryClient, Providers } from '../providers';
import { MessageBar } from '../shell/MessageBar';

export const ADMIN: Session = {
  loggedIn: true,
  name: 'Ada Admin',
  logoutUrl: '/bff/logout?sid=1',
  hasAccess: true,
  isAdmin: true,
  userPermissions: [],
};
export const EDITOR: Session = {
  loggedIn: true,
  name: 'Erik Redaktør',
  logoutUrl: '/bff/logout?sid=2',
  hasAccess: true,
  isAdmin: false,
  userPermissions: [5],
};
export const NO_ACCESS: Session = {
  loggedIn: true,
  name: 'Nina Ny',
  logoutUrl: '/bff/logout?sid=3',
  hasAccess: false,
  isAdmin: false,
  userPermissions: [],
};

/** The current location of the memory router (tests read it after a navigation). */
export interface LocationRef {
  current: Location | null;
}

function LocationProbe({ into }: { into: LocationRef }) {
  into.current = useLocation();
  return null;
}

/**
 * Renders `ui` at `path` inside the app's providers, a memory router and the message bar.
 * (A memory router without the data API: jsdom has no fetch Request, which the data routers need.)
 */
export const renderPage = (
  ui: ReactElement,
  {
    path = '/',
    route = '*',
    session = ANONYMOUS,
    extraRoutes = [],
  }: { path?: string; route?: string; session?: Session; extraRoutes?: readonly { path: string; element: ReactNode }[] } = {},
) => {
  const location: LocationRef = { current: null };
  const queryClient = createQueryClient();
  const result = render(
    <Providers queryClient={queryClient} session={session}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe into={location} />
        <main>
          <MessageBar />
          <Routes>
            {extraRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
            <Route path={route} element={ui} />
          </Routes>
        </main>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, location, queryClient };
};
