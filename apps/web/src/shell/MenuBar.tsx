import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX } from '../domain/constants';
import { useSession } from './session';
import { isActivePath, menuItems, type MenuVariant } from './menu-items';

export const MOBILE_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX}px)`;

/** The top menubar. On the front page variant it collapses behind "Hovedsider" on narrow screens. */
export function MenuBar({ variant }: { variant: MenuVariant }) {
  const { session } = useSession();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [open, setOpen] = useState(false);
  const listId = useId();
  const items = menuItems(session, variant);
  const collapsible = variant === 'front' && isMobile;
  const showList = !collapsible || open;

  return (
    <Box component="nav" aria-label="Hovedmeny" className="menubar" sx={{ bgcolor: 'primary.dark' }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2 }}>
        {collapsible && (
          <Button
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            sx={{ color: 'common.white', my: 0.5, fontWeight: 600 }}
          >
            Hovedsider {open ? '▴' : '▾'}
          </Button>
        )}
        <Box
          component="ul"
          id={listId}
          hidden={!showList}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: showList ? 'flex' : 'none',
            flexDirection: collapsible ? 'column' : 'row',
            flexWrap: 'wrap',
            gap: collapsible ? 0 : 0.5,
            pb: collapsible ? 1 : 0,
          }}
        >
          {items.map((item) => {
            const active = isActivePath(item, pathname);
            const linkProps = item.external
              ? { component: 'a' as const, href: item.to, target: '_blank', rel: 'noopener noreferrer' }
              : { component: RouterLink, to: item.to, ...(active ? { 'aria-current': 'page' as const } : {}) };
            return (
              <li key={item.key}>
                <Button
                  {...linkProps}
                  onClick={() => setOpen(false)}
                  sx={{
                    color: 'common.white',
                    textTransform: 'none',
                    fontSize: '1rem',
                    borderRadius: 0,
                    px: 1.5,
                    py: 1,
                    borderBottom: '3px solid',
                    borderColor: active ? 'secondary.light' : 'transparent',
                    fontWeight: active ? 700 : 400,
                    bgcolor: active ? 'rgba(255,255,255,0.12)' : 'transparent',
                    width: collapsible ? '100%' : 'auto',
                    justifyContent: 'flex-start',
                    '&:hover': { bgcolor: 'rgba(255,255,255,0.18)' },
                    '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid #ffd54f', outlineOffset: '-3px' },
                  }}
                >
                  {item.label}
                  {item.external && <span className="visually-hidden"> (åpnes i ny fane)</span>}
                </Button>
              </li>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
