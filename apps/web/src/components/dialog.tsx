import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  /** The dialog's heading; it names the dialog (aria-labelledby). */
  title: string;
  children: ReactNode;
  /** Buttons under the body. On open, focus goes to the first enabled one (else the first field). */
  actions?: ReactNode;
  /** Escape and a click on the backdrop call this; omit for a dialog that needs an answer. */
  onDismiss?: (() => void) | undefined;
  /** 'alertdialog' for confirmations and results that interrupt (its body describes it). */
  role?: 'dialog' | 'alertdialog';
  /**
   * 'wide' for a dialog holding a table or a cropper; 'side' for a full-height panel at the right
   * edge whose title bar holds its close button (the site menu).
   */
  size?: 'normal' | 'wide' | 'side';
  /** The dialog's id (for a button's aria-controls). */
  id?: string;
  /** Its accessible name where the visible title is not enough (the site menu: 'Main menu panel'). */
  label?: string;
  /** Beside the title in its bar, e.g. a close button; it takes focus on open if marked data-autofocus. */
  titleAction?: ReactNode;
  /**
   * 'after-paint' for a dialog that comes with its page (an announcement shown as the page
   * opens): it opens once the page has been painted. Opened in the commit that also puts the
   * page in the document, showModal and the focus make the browser style and lay out the whole
   * new page there and then, inside React's commit: one long task before anything shows
   * (decision 0010, "The hostel form"). A dialog opened by the user's action opens at once.
   */
  opens?: 'at-once' | 'after-paint';
}

/** The class on <html> while a modal dialog is open: it stops the page behind from scrolling. */
export const DIALOG_OPEN_CLASS = 'dialog-open';

let openDialogs = 0;

function lockPageScroll() {
  openDialogs += 1;
  document.documentElement.classList.add(DIALOG_OPEN_CLASS);
}

function unlockPageScroll() {
  openDialogs = Math.max(0, openDialogs - 1);
  if (openDialogs === 0) document.documentElement.classList.remove(DIALOG_OPEN_CLASS);
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The control marked data-autofocus, else the first enabled action button, else the first
 * tabbable control, else the dialog itself.
 */
function focusFirst(dialog: HTMLDialogElement) {
  const target =
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    dialog.querySelector<HTMLElement>('.dialog__actions button:not([disabled])') ??
    dialog.querySelector('.dialog__body')?.querySelector<HTMLElement>(TABBABLE) ??
    dialog;
  target.focus();
}

/**
 * A modal dialog on the native <dialog> element, opened with showModal(): the browser puts it
 * in the top layer, makes the rest of the page inert (focus cannot leave it, screen readers
 * see only it) and turns Escape into a 'cancel' event. It is portalled to <body>, labelled by
 * its title, stops the page from scrolling while open, and on closing gives focus back to the
 * element that had it (or to the main landmark if that element has gone). Whether it is open
 * is React's business: render it to open it, stop rendering it to close it.
 */
export function Dialog({
  title,
  children,
  actions,
  onDismiss,
  role = 'dialog',
  size = 'normal',
  id,
  label,
  titleAction,
  opens = 'at-once',
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onDismissRef = useRef(onDismiss);
  // Set on pointerdown: a click counts as "on the backdrop" only when it also started there
  // (not a text selection dragged out of the panel).
  const pressedBackdrop = useRef(false);

  useLayoutEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let opened = false;
    let opener: HTMLElement | null = null;
    const open = () => {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      focusFirst(dialog);
      lockPageScroll();
      opened = true;
    };

    // Escape: React decides whether the dialog goes (onDismiss) or stays (none given).
    const onCancel = (event: Event) => {
      event.preventDefault();
      onDismissRef.current?.();
    };
    // The browser closed it by itself: a second Escape without a click in between is not
    // cancelable. Treat it as a dismissal, or open it again if it needs an answer.
    const onClose = () => {
      if (onDismissRef.current) {
        onDismissRef.current();
      } else if (dialog.isConnected && !dialog.open) {
        dialog.showModal();
        focusFirst(dialog);
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);

    // After paint: in the task after the next frame (the page is then styled, laid out and shown).
    let frame: number | undefined;
    let timer: number | undefined;
    if (opens === 'after-paint') {
      frame = window.requestAnimationFrame(() => {
        timer = window.setTimeout(open);
      });
    } else {
      open();
    }
    return () => {
      if (frame !== undefined) window.cancelAnimationFrame(frame);
      if (timer !== undefined) window.clearTimeout(timer);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      if (!opened) return;
      if (dialog.open) dialog.close();
      unlockPageScroll();
      // Back to the opener; if it has gone (its row was removed), to the page's main landmark.
      if (opener?.isConnected && opener !== document.body) opener.focus();
      else document.querySelector<HTMLElement>('main[tabindex]')?.focus();
    };
    // `opens` is read once: whether the dialog came with its page does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (typeof document === 'undefined') return null;

  return createPortal(
    <dialog
      ref={dialogRef}
      id={id}
      className={size === 'normal' ? 'dialog' : `dialog dialog--${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-label={label}
      aria-labelledby={label === undefined ? titleId : undefined}
      aria-describedby={role === 'alertdialog' ? bodyId : undefined}
      tabIndex={-1}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The panel fills the <dialog> box: a click on the element itself is on its backdrop.
        if (event.target === event.currentTarget && pressedBackdrop.current) onDismissRef.current?.();
        pressedBackdrop.current = false;
      }}
    >
      <div className="dialog__panel">
        {titleAction ? (
          <div className="dialog__title-bar">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {titleAction}
          </div>
        ) : (
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        )}
        <div id={bodyId} className="dialog__body">
          {children}
        </div>
        {actions ? <div className="dialog__actions">{actions}</div> : null}
      </div>
    </dialog>,
    document.body,
  );
}
