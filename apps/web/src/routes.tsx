import { lazy, Suspense, type ComponentType } from 'react';
import { Link as RouterLink, useRouteError, type RouteObject } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Spinner } from './components/Spinner';
import FrontPage from './screens/front/FrontPage';
import { RequireAdmin, RequireLogin } from './shell/guards';
import { Layout } from './shell/Layout';

/** react-admin and its dependencies load only here (users and webhooks administration). */
const AdminApp = lazy(() => import('./admin/AdminApp'));

type Module = { default: ComponentType };
const page = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });
const loginPage = (load: () => Promise<Module>) => async () => {
  const { default: Page } = await load();
  return {
    element: (
      <RequireLogin>
        <Page />
      </RequireLogin>
    ),
  };
};

const admin: RouteObject['element'] = (
  <RequireAdmin>
    <Suspense fallback={<Spinner />}>
      <AdminApp />
    </Suspense>
  </RequireAdmin>
);

function RouteError() {
  const error = useRouteError();
  console.warn('Feil ved visning av siden', error);
  return (
    <>
      <Typography variant="h1">Noe gikk galt</Typography>
      <p>Siden kunne ikke vises. Last inn siden på nytt, eller prøv igjen om litt.</p>
      <p>
        <Link component={RouterLink} to="/">
          Tilbake til forsiden
        </Link>
      </p>
    </>
  );
}

/** Every route of the web app (spec 1 §2 and spec 2 §2.1). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <FrontPage /> },
          { path: 'search', lazy: page(() => import('./screens/search/SearchPage')) },
          { path: 'statistics', lazy: page(() => import('./screens/statistics/StatisticsPage')) },
          { path: 'match', lazy: page(() => import('./screens/match/MatchPage')) },
          { path: 'name-info/:id', lazy: page(() => import('./screens/name-info/NameInfoPage')) },
          { path: 'name-info/:id/subtree-changes', lazy: page(() => import('./screens/subtree-changes/SubtreeChangesPage')) },
          { path: 'glossary', lazy: page(() => import('./screens/glossary/GlossaryPage')) },
          { path: 'about', lazy: page(() => import('./screens/about/AboutPage')) },
          { path: 'export', lazy: page(() => import('./screens/export/ExportPage')) },
          { path: 'operations', lazy: loginPage(() => import('./screens/operations/OperationsPage')) },
          { path: 'addtaxon', lazy: loginPage(() => import('./operations/add-taxon/AddTaxonPage')) },
          { path: 'edit-scientific-name', lazy: loginPage(() => import('./operations/edit-scientific-name/EditScientificNamePage')) },
          { path: 'edit-vernacular-names', lazy: loginPage(() => import('./operations/edit-vernacular-names/EditVernacularNamesPage')) },
          { path: 'merge', lazy: loginPage(() => import('./operations/merge/MergePage')) },
          { path: 'swap', lazy: loginPage(() => import('./operations/swap/SwapPage')) },
          { path: 'rearrange', lazy: loginPage(() => import('./operations/rearrange/RearrangePage')) },
          { path: 'split', lazy: loginPage(() => import('./operations/split/SplitPage')) },
          { path: 'transfer', lazy: loginPage(() => import('./operations/transfer/TransferPage')) },
          { path: 'delete-scientific-name', lazy: loginPage(() => import('./operations/delete-scientific-name/DeleteScientificNamePage')) },
          {
            path: 'import',
            lazy: async () => {
              const { default: ImportPage } = await import('./screens/import/ImportPage');
              return {
                element: (
                  <RequireAdmin>
                    <ImportPage />
                  </RequireAdmin>
                ),
              };
            },
          },
          {
            path: 'import/arkiv',
            lazy: async () => {
              const { default: ArchiveImportPage } = await import('./screens/import/ArchiveImportPage');
              return {
                element: (
                  <RequireAdmin>
                    <ArchiveImportPage />
                  </RequireAdmin>
                ),
              };
            },
          },
          {
            path: 'audit',
            lazy: async () => {
              const { default: AuditPage } = await import('./screens/audit/AuditPage');
              return {
                element: (
                  <RequireAdmin>
                    <AuditPage />
                  </RequireAdmin>
                ),
              };
            },
          },
          { path: 'usermanual', lazy: loginPage(() => import('./screens/usermanual/UserManualPage')) },
          // one react-admin app for the user and webhook routes: it stays mounted between them and matches them itself
          { element: admin, children: [{ path: 'users' }, { path: 'add-user' }, { path: 'edit-user/:id' }, { path: 'webhooks/*' }] },
          { path: '*', lazy: page(() => import('./screens/not-found/NotFoundPage')) },
        ],
      },
    ],
  },
];
