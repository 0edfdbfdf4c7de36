import { API_DOCS_URL } from '../config';
import type { Session } from '../api/session';

export type MenuVariant = 'front' | 'header';

export interface MenuItem {
  readonly key: string;
  readonly label: string;
  readonly to: string;
  /** Opens in a new tab (the API documentation). */
  readonly external?: boolean;
}

const ALL: readonly (MenuItem & { readonly show: (session: Session, variant: MenuVariant) => boolean })[] = [
  { key: 'statistics', label: 'Statistikk', to: '/statistics', show: () => true },
  { key: 'match', label: 'Listesøk', to: '/match', show: () => true },
  { key: 'about', label: 'Om Navnebase', to: '/about', show: () => true },
  { key: 'glossary', label: 'Ordforklaringer', to: '/glossary', show: (_s, variant) => variant === 'front' },
  { key: 'usermanual', label: 'Brukermanual', to: '/usermanual', show: (s, variant) => variant === 'front' && s.hasAccess },
  { key: 'operations', label: 'Operasjoner', to: '/operations', show: (s) => s.hasAccess },
  { key: 'users', label: 'Brukere', to: '/users', show: (s) => s.isAdmin },
  { key: 'webhooks', label: 'Webhooks', to: '/webhooks', show: (s) => s.isAdmin },
  { key: 'audit', label: 'Revisjonslogg', to: '/audit', show: (s) => s.isAdmin },
  { key: 'export', label: 'Eksporter', to: '/export', show: (s) => s.isAdmin },
  { key: 'api', label: 'API', to: API_DOCS_URL, external: true, show: (s) => s.isAdmin },
];

/** The menubar's entries by role and variant (spec 1 §2 "Application shell"). */
export const menuItems = (session: Session, variant: MenuVariant): MenuItem[] =>
  ALL.filter((item) => item.show(session, variant)).map(({ key, label, to, external }) => ({ key, label, to, ...(external ? { external } : {}) }));

/** Whether a menu entry is the active one for a path (its own route and the routes under it). */
export const isActivePath = (item: MenuItem, pathname: string): boolean => {
  if (item.external) return false;
  if (pathname === item.to || pathname.startsWith(`${item.to}/`)) return true;
  // the user administration's sub-pages belong to "Brukere"
  return item.key === 'users' && (pathname === '/add-user' || pathname.startsWith('/edit-user/'));
};
