import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { SITE_TAGLINE, SITE_TITLE } from '../config';
import { useSiteSettings } from './site-settings';

/** Page footer (the national site fills its own footer; this one holds the register's own links). */
export function Footer() {
  const { contactEmail } = useSiteSettings();
  return (
    <Box component="footer" sx={{ bgcolor: '#263238', color: '#eceff1', mt: 6 }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: 3, display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <div>
          <strong>{SITE_TITLE}</strong>
          <div>{SITE_TAGLINE}</div>
        </div>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <li>
            <Link component={RouterLink} to="/about" color="inherit">
              Om Navnebase
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to="/glossary" color="inherit">
              Ordforklaringer
            </Link>
          </li>
          {contactEmail && (
            <li>
              <Link href={`mailto:${contactEmail}`} color="inherit">
                Kontakt: {contactEmail}
              </Link>
            </li>
          )}
        </Box>
      </Box>
    </Box>
  );
}
