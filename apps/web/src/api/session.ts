import { ApiError, requestJson } from './http';
import type { Claim, LoggedInUserInfo } from './types';

/** The signed-in user as the web app sees it. Anything that fails counts as anonymous. */
export interface Session {
  readonly loggedIn: boolean;
  readonly name?: string;
  readonly logoutUrl: string;
  readonly hasAccess: boolean;
  readonly isAdmin: boolean;
  readonly userPermissions: readonly unknown[];
}

export const ANONYMOUS: Session = { loggedIn: false, logoutUrl: '/bff/logout', hasAccess: false, isAdmin: false, userPermissions: [] };

export const loginUrl = (returnUrl: string): string => `/bff/login?returnUrl=${encodeURIComponent(returnUrl || '/')}`;

const claim = (claims: readonly Claim[], ...types: string[]): string | undefined =>
  types
    .map((type) => claims.find((c) => c.type === type)?.value)
    .map((value) => (value === undefined ? undefined : String(value)))
    .find((value) => value !== undefined && value !== '');

/** GET /bff/user (401 = not logged in, silent), then GET /api/v1/Users/LoggedInUserInfo for the roles. */
export const fetchSession = async (signal?: AbortSignal): Promise<Session> => {
  let claims: Claim[];
  try {
    claims = await requestJson<Claim[]>('/bff/user', { signal });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.warn('Kunne ikke hente innloggingsstatus', error);
    return ANONYMOUS;
  }
  if (!Array.isArray(claims)) return ANONYMOUS;
  const base: Session = {
    ...ANONYMOUS,
    loggedIn: true,
    name: claim(claims, 'name', 'given_name', 'email', 'sub'),
    logoutUrl: claim(claims, 'bff:logout_url') ?? '/bff/logout',
  };
  try {
    const info = await requestJson<LoggedInUserInfo>('/api/v1/Users/LoggedInUserInfo', { signal });
    const hasAccess = info?.hasAccess === true;
    return { ...base, hasAccess, isAdmin: hasAccess && info.isAdmin === true, userPermissions: info.userPermissions ?? [] };
  } catch (error) {
    console.warn('Kunne ikke hente brukerinformasjon', error);
    return base;
  }
};
