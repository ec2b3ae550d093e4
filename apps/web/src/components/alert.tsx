/**
 * Kept only for app/layouts (root-layout, require-session), which another change owns: use
 * `FeedbackMessage` from './feedback'. Delete this file once they import it.
 */
export { FeedbackMessage as Alert, type FeedbackMessageProps as AlertProps } from './feedback';
