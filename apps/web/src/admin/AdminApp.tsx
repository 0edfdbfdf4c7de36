import { useMemo, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, memoryStore, Resource, ResourceContextProvider } from 'react-admin';
import { theme } from '../theme';
import NotFoundPage from '../screens/not-found/NotFoundPage';
import { dataProvider } from './data-provider';
import { i18nProvider } from './i18n';
import users from './users';

/** react-admin's pages render inside the app's own shell (header, menu, footer): no app bar, no sidebar. */
function AdminLayout({ children }: { children: ReactNode }) {
  return <div className="admin-app">{children}</div>;
}

const UserCreate = users.create;
const UserEdit = users.edit;

/**
 * The user administration (spec 2 §2.9): react-admin inside the app's router, theme and data cache, loaded lazily
 * (with react-admin itself) on /users, /add-user and /edit-user/:id. The list is the `users` resource at /users;
 * the form lives at the spec's paths /add-user and /edit-user/{id} as custom routes of the same resource.
 */
export default function AdminApp() {
  const queryClient = useQueryClient();
  const store = useMemo(() => memoryStore(), []);
  return (
    <Admin
      basename=""
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={theme}
      darkTheme={null}
      layout={AdminLayout}
      catchAll={NotFoundPage}
      title="Brukere"
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <CustomRoutes>
        <Route
          path="/add-user"
          element={
            <ResourceContextProvider value="users">
              <UserCreate />
            </ResourceContextProvider>
          }
        />
        <Route
          path="/edit-user/:id"
          element={
            <ResourceContextProvider value="users">
              <UserEdit />
            </ResourceContextProvider>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}
