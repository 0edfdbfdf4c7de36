import { useMemo, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, memoryStore, Resource, ResourceContextProvider } from 'react-admin';
import { theme } from '../theme';
import NotFoundPage from '../screens/not-found/NotFoundPage';
import { dataProvider } from './data-provider';
import { i18nProvider } from './i18n';
import users from './users';
import webhooks from './webhooks';

/** react-admin's pages render inside the app's own shell (header, menu, footer): no app bar, no sidebar. */
function AdminLayout({ children }: { children: ReactNode }) {
  return <div className="admin-app">{children}</div>;
}

const UserCreate = users.create;
const UserEdit = users.edit;

/**
 * The administration: react-admin inside the app's router, theme and data cache, loaded lazily (with react-admin
 * itself) on its routes. Users (spec 2 §2.9): the list is the `users` resource at /users; the form lives at the
 * spec's paths /add-user and /edit-user/{id} as custom routes of the same resource. Webhook subscriptions: the
 * `webhooks` resource at /webhooks, /webhooks/create and /webhooks/{id} (edit, with the delivery log).
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
      title="Administrasjon"
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="webhooks" {...webhooks} />
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
