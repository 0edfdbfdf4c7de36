import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ANONYMOUS, fetchSession, type Session } from '../api/session';

interface SessionState {
  readonly session: Session;
  /** True until the first answer (or failure) of the session calls. */
  readonly loading: boolean;
}

const SessionContext = createContext<SessionState>({ session: ANONYMOUS, loading: false });

/** Loads who is signed in once; any failure counts as anonymous. `value` overrides it (tests, stories). */
export function SessionProvider({ children, value }: { children: ReactNode; value?: Session }) {
  const query = useQuery({
    queryKey: ['session'],
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 5 * 60_000,
    retry: false,
    enabled: !value,
  });
  const state: SessionState = value ? { session: value, loading: false } : { session: query.data ?? ANONYMOUS, loading: query.isPending };
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export const useSession = (): SessionState => useContext(SessionContext);
