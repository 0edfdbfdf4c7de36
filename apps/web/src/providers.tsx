import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Session } from './api/session';
import { MessagesProvider } from './shell/messages';
import { SessionProvider } from './shell/session';
import { theme } from './theme';

export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false }, mutations: { retry: false } } });

/** Theme, data cache, message bar state and session, around the router. */
export function Providers({ children, queryClient, session }: { children: ReactNode; queryClient: QueryClient; session?: Session }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <MessagesProvider>
          <SessionProvider value={session}>{children}</SessionProvider>
        </MessagesProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
