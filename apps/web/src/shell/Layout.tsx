import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Spinner, WAIT_TEXT } from '../components/Spinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { MenuBar } from './MenuBar';
import { MessageBar } from './MessageBar';

/** Scrolls to the element named by the hash after a navigation (glossary anchors). */
const useHashScroll = () => {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash || hash.length < 2) return undefined;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let frame = 0;
    const attempt = () => {
      const element = document.getElementById(id);
      if (element) element.scrollIntoView({ block: 'start' });
      else if (tries++ < 20) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [hash, pathname]);
};

/** The application shell: header, menubar, message bar, the page, footer. */
export function Layout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  useHashScroll();
  // The footer sits at the bottom of the window on a short page: the main part takes the room left.
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <a href="#main" className="skip-link">
        Hopp til hovedinnholdet
      </a>
      <Header />
      <MenuBar variant={pathname === '/' ? 'front' : 'header'} />
      <Box sx={{ height: 4 }}>{navigation.state === 'loading' && <LinearProgress aria-label={WAIT_TEXT} />}</Box>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: '1 0 auto', width: '100%', maxWidth: 1200, mx: 'auto', px: 2, py: 3, boxSizing: 'border-box' }}
      >
        <MessageBar />
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
