import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../api/http';

/** GET /api/v1/Users/LoggedInUserInfo: who is logged in (id, name), to mark one's own entry in the list. */
export interface LoggedInUser {
  readonly id?: number;
  readonly name?: string;
  readonly email?: string;
  readonly hasAccess: boolean;
  readonly isAdmin: boolean;
}

export const useLoggedInUser = (): LoggedInUser | undefined =>
  useQuery({
    queryKey: ['logged-in-user-info'],
    queryFn: ({ signal }) => requestJson<LoggedInUser>('/api/v1/Users/LoggedInUserInfo', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  }).data;
