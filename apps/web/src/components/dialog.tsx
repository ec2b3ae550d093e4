import { useEffect, useId, useRef, type ReactNode } from 'react';

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
 * Tab cycles inside it (even from outside it), and focus returns to where it was when it closes.
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

  // Escape and the Tab trap listen on the document, not the panel: focus may have fallen to
  // <body> (a focused button disabled while a form is sent), and keys must still work.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || event.defaultPrevented) return;
      // Only the topmost dialog answers.
      const panels = document.querySelectorAll('.dialog__panel');
      if (panels[panels.length - 1] !== panel) return;
      if (event.key === 'Escape' && onDismissRef.current) {
        event.preventDefault();
        onDismissRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      // Focus outside the panel (e.g. on <body>) comes back in; from the panel itself or a
      // script-focusable box (an error alert) before the first or after the last field, Tab
      // wraps instead of leaving.
      const outside = !active || !panel.contains(active);
      const follows = (node: Node) =>
        Boolean(active && active.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (outside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || follows(first))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || (active !== panel && !follows(last)))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

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
