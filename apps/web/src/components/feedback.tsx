import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { MESSAGE_DURATION_MS, type Feedback, type FeedbackTone } from '../lib/use-feedback';
import { useErrorFocus } from '../lib/use-error-focus';

function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export interface FeedbackMessageProps {
  tone?: FeedbackTone;
  children: ReactNode;
  className?: string;
  /**
   * Set (see `useErrorFocus`) for a form's refusal: the box becomes focusable by script
   * (tabIndex -1) so focus can move to it when a submission fails.
   */
  focusRef?: Ref<HTMLDivElement>;
  /**
   * How long the message stays, in ms, or null for as long as its screen shows it. A form's
   * refusal (a box with `focusRef`) clears itself after 5000 ms, as the spec's messages do
   * (student-side §9, admin-faculty-side §9); the login pages keep theirs (null).
   */
  lifetimeMs?: number | null;
}

/** Keeps the caller's ref (`useErrorFocus`) and ours on the same box. */
function useMergedRef<T>(own: { current: T | null }, other: Ref<T> | undefined) {
  return useCallback(
    (node: T | null) => {
      own.current = node;
      if (typeof other === 'function') other(node);
      else if (other) other.current = node;
    },
    [own, other],
  );
}

/** Where focus goes when a focused message clears itself: the first control of its form or dialog. */
function focusNearbyControl(box: HTMLElement) {
  const scope = box.closest('form, dialog, [role="dialog"], section') ?? box.parentElement;
  const control = scope?.querySelector<HTMLElement>(
    'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href]',
  );
  control?.focus();
}

/**
 * A message of a screen or form (a form's refusal, a failed load, a note). Errors are announced
 * at once (role="alert"), other messages politely (role="status"). Server refusals use the
 * portal's purple banner, as the original did. A form's refusal clears itself after 5000 ms.
 */
export function FeedbackMessage({
  tone = 'error',
  children,
  className,
  focusRef,
  lifetimeMs = focusRef ? MESSAGE_DURATION_MS : null,
}: FeedbackMessageProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const ref = useMergedRef(box, focusRef);
  // The text that has been shown for its lifetime: a new text shows (and is timed) afresh.
  const [expired, setExpired] = useState<ReactNode>(null);

  useEffect(() => {
    if (lifetimeMs === null) return;
    const timer = window.setTimeout(() => {
      const node = box.current;
      if (node?.contains(document.activeElement)) focusNearbyControl(node);
      setExpired(children);
    }, lifetimeMs);
    return () => window.clearTimeout(timer);
  }, [children, lifetimeMs]);

  if (expired !== null && expired === children) return null;

  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      className={classes('feedback', `feedback--${tone}`, className)}
      tabIndex={focusRef ? -1 : undefined}
    >
      {children}
    </div>
  );
}

export interface FormRefusalProps {
  /** The server's refusal of the form's last submission (`useServerForm().status`), or none. */
  error: string | null | undefined;
  isProcessing: boolean;
  /** As for `FeedbackMessage`: null keeps the refusal until the next attempt (the login forms). */
  lifetimeMs?: number | null;
  className?: string;
}

/**
 * A form's refusal by the server, at the top of the form. Its controls are disabled while it is
 * sent, so focus falls out of the form: a refusal brings it back to this box.
 */
export function FormRefusal({ error, isProcessing, lifetimeMs, className }: FormRefusalProps) {
  const errorRef = useErrorFocus(error, isProcessing);
  return error ? (
    <FeedbackMessage focusRef={errorRef} lifetimeMs={lifetimeMs} className={className}>
      {error}
    </FeedbackMessage>
  ) : null;
}

export interface FeedbackRegionProps {
  /** The latest answer (`useFeedback().message`); it clears itself on the spec's timings. */
  message: Feedback | null;
  /** Shown while there is no message (e.g. 'Verifying..'). */
  pending?: ReactNode;
  /** 'red' where the spec wants errors red rather than in the banner (wallet answers). */
  errorColor?: 'banner' | 'red';
  className?: string;
}

/**
 * Where a page's answers appear. Its polite live region stays in the document (so what appears
 * in it is announced); success and info go there, errors are announced at once (role="alert").
 */
export function FeedbackRegion({ message, pending, errorColor = 'banner', className }: FeedbackRegionProps) {
  const isError = message?.tone === 'error';
  return (
    <div className={classes('feedback-region', className)}>
      <div className="feedback-region__polite" role="status" aria-live="polite" aria-atomic="true">
        {message && !isError ? (
          <p key={message.id} className={`feedback feedback--${message.tone}`}>
            {message.text}
          </p>
        ) : !message && pending ? (
          <p className="feedback feedback--pending">
            <span className="loading-state__spinner" aria-hidden="true" />
            {pending}
          </p>
        ) : null}
      </div>
      {message && isError ? (
        <p
          key={message.id}
          className={classes('feedback feedback--error', errorColor === 'red' && 'feedback--red')}
          role="alert"
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

export interface InlineFeedbackProps {
  /** The page's latest answer: shown here only when it is about this control. */
  message: Feedback | null;
  target: string;
  /** What the control changes (e.g. 'OTS 611'): read after the answer by screen readers. */
  itemName: string;
}

/**
 * The answer to a row's button, shown beside it (the page top is off-screen on phones) in a
 * polite live region that stays in the document, naming the item for screen readers.
 */
export function InlineFeedback({ message, target, itemName }: InlineFeedbackProps) {
  const shown = message?.target === target ? message : null;
  return (
    <span className="feedback-inline" role="status">
      {shown ? (
        <span key={shown.id} className={`feedback-inline__message feedback-inline__message--${shown.tone}`}>
          {shown.text}
          <span className="visually-hidden">: {itemName}</span>
        </span>
      ) : null}
    </span>
  );
}
