import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** Buttons of the dialog; the first focusable element receives focus on open. */
  actions: ReactNode;
  /** Escape and a click on the backdrop call this; omit for a dialog that needs an answer. */
  onDismiss?: () => void;
  /** Set for alert dialogs (confirmations, results). */
  role?: 'dialog' | 'alertdialog';
  /** 'wide' for a dialog holding a table. */
  size?: 'normal' | 'wide';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: role dialog, aria-modal, labelled by its heading. Focus moves inside on open,
 * Tab cycles inside it, and focus returns to where it was when it closes.
 */
export function Dialog({ title, children, actions, onDismiss, role = 'dialog', size = 'normal' }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onDismissRef = useRef(onDismiss);

  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('.dialog__actions button:not([disabled])');
    (first ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel)?.focus();
    return () => {
      if (previous && previous.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onDismissRef.current) {
      event.preventDefault();
      onDismissRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="dialog">
      <div className="dialog__backdrop" aria-hidden="true" onClick={() => onDismissRef.current?.()} />
      <div
        ref={panelRef}
        className={size === 'wide' ? 'dialog__panel dialog__panel--wide' : 'dialog__panel'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div className="dialog__body">{children}</div>
        <div className="dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
