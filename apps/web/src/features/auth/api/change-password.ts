import type { ChangePasswordInput, TextResponse } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/api-paths';
import { currentUserQueryKey } from '../../../api/current-user';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** POST /api/auth/change-password; answers the success text. */
export function changePassword(input: ChangePasswordInput): Promise<string> {
  return api.post<TextResponse>(apiPaths.auth.changePassword, input);
}

export function useChangePassword() {
  // The server clears must_change_password: refresh the current user before moving on.
  return useRefreshingMutation(currentUserQueryKey, changePassword, 'success');
}
