import { useLocation, Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { SITE_TAGLINE, SITE_TITLE } from '../config';
import { useSiteSettings } from './site-settings';
import { loginUrl } from '../api/session';
import { useSession } from './session';

function Logo() {
  return (
    <svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#ffffff" fillOpacity="0.15" />
      <path d="M16 6c-5 4-7 9-7 13a7 7 0 0 0 14 0c0-4-2-9-7-13zm0 6v14" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Login when not logged in, otherwise the user's name and logout. */
function LoginLogout() {
  const { session, loading } = useSession();
  const location = useLocation();
  if (loading) return null;
  if (!session.loggedIn) {
    return (
      <Button
        href={loginUrl(`${location.pathname}${location.search}`)}
        variant="outlined"
        size="small"
        sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' }}
      >
        Logg inn
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {session.name && <span>Innlogget som {session.name}</span>}
      <Button href={session.logoutUrl} variant="outlined" size="small" sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' }}>
        Logg ut
      </Button>
    </Box>
  );
}

/** The institution's site search (SITE_SEARCH_URL), when configured: field q plus hidden all=1, button "Søk". */
function SiteSearch() {
  const { siteSearchUrl } = useSiteSettings();
  if (!siteSearchUrl) return null;
  return (
    <Box component="form" role="search" aria-label="Søk på nettstedet" action={siteSearchUrl} method="get" sx={{ display: 'flex', gap: 0.5 }}>
      <label htmlFor="site-search-q" className="visually-hidden">
        Søk på nettstedet
      </label>
      <input id="site-search-q" name="q" type="search" placeholder="Søk på nettstedet" className="site-search-input" />
      <input type="hidden" name="all" value="1" />
      <Button type="submit" variant="contained" color="secondary" size="small">
        Søk
      </Button>
    </Box>
  );
}

/** Page header: logo, register title (the home link) and tagline, the site search, and login/logout. */
export function Header() {
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'common.white' }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/" underline="none" color="inherit" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mr: 'auto' }}>
          <Logo />
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
            <Box component="span" sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}>
              {SITE_TITLE}
            </Box>
            <Box component="span" sx={{ fontSize: '0.9rem', opacity: 0.9 }}>
              {SITE_TAGLINE}
            </Box>
          </Box>
        </Link>
        <SiteSearch />
        <LoginLogout />
      </Box>
    </Box>
  );
}
