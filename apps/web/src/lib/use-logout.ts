import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TextResponse } from '@portal/domain';
import { api } from './api-client';
import { clearStoredSession } from './session';
import { paths } from '../config/paths';
import { authApiPaths } from '../config/auth-api-paths';

/** POST /api/auth/logout: revokes the server session and clears the cookie. */
export function logoutUser(): Promise<string> {
  return api.post<TextResponse>(authApiPaths.logout);
}

/**
 * Logs out: the browser forgets the session at once (whatever the server answers), then the
 * user goes to the landing page, replacing history.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    clearStoredSession();
    const request = logoutUser().catch(() => undefined);
    await navigate(paths.home.getHref(), { replace: true });
    queryClient.removeQueries();
    await request;
  }, [navigate, queryClient]);
}
