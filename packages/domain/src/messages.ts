/** User-facing texts, word for word from the spec where it gives them. */
export const MESSAGES = {
  required: '*Required',
  invalid: '*Invalid',
  mismatch: '*Mismatch',
  tooManyCharacters: '*Too many characters',
  expiredToken: 'Expired token',
  invalidCredentials: 'Invalid username or password.',
  wrongPortal: 'Invalid username or password.',
  accountInactive: 'This account is inactive. Contact the ICT department.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  serverBusy: 'The server is busy. Please try again in a moment.',
  notAllowed: 'You are not allowed to do this.',
  notFound: 'No record found.',
  unexpected: 'An error occurred! Contact ICT Dept.',
  networkError: 'Network Error',
  processing: 'Processing..',
  notAvailableYet: 'This screen is not available yet.',
  loggedOut: 'You have been logged out.',
  passwordChangeRequired: 'You must change your password before you continue.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
