import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginCredentials, Role, SessionUser } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { storeSession } from '../../../lib/session';
import { authApiPaths } from '../../../config/auth-api-paths';
import { currentUserQueryKey } from '../../../api/current-user';

export type LoginPortal = Role;
export type { LoginCredentials };

/** POST /api/auth/{portal}/login; the session token comes back as an HttpOnly cookie. */
export function loginUser(portal: LoginPortal, credentials: LoginCredentials): Promise<SessionUser> {
  return api.post<SessionUser>(authApiPaths.login(portal), credentials);
}

/** Signs in, stores the routing fields of the session and forgets any previous user's data. */
export function useLoginUser(portal: LoginPortal) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginCredentials) => loginUser(portal, credentials),
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: currentUserQueryKey });
      storeSession(session);
    },
  });
}
