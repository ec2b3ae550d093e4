import { WALLET_MESSAGES } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';

/**
 * The text to show for a failed verification: the server's own text, or 'Network error during
 * verification' when the server could not be reached (or a gateway in front of it failed). A
 * 502 saying 'Verification Failed…' is the portal's own: the provider refused its key (issue 9 §2).
 */
export function verificationErrorText(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return WALLET_MESSAGES.networkError;
  if (error.status >= 502 && error.status <= 504 && error.response !== WALLET_MESSAGES.failed) {
    return WALLET_MESSAGES.networkError;
  }
  return error.response;
}
