import { WALLET_MESSAGES } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';

/**
 * The text to show for a failed verification: the server's own text, or 'Network error during
 * verification' when the server could not be reached (or a gateway in front of it failed).
 */
export function verificationErrorText(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return WALLET_MESSAGES.networkError;
  if (error.status >= 502 && error.status <= 504) return WALLET_MESSAGES.networkError;
  return error.response;
}
