/**
 * jsdom knows the <dialog> element but not showModal() or close(). This is a minimal stand-in
 * for what a browser does with a modal dialog, so that component tests drive the same code
 * paths as the browser:
 *
 * - showModal() opens the dialog on top of the others and blocks the rest of the document.
 *   A browser blocks it without any attribute; here the other children of <body> get `inert`
 *   (and lose it again when the last modal dialog closes), so a test can see what is blocked.
 * - close() closes it and fires 'close'.
 * - Escape (when nothing prevented the keydown) fires a cancelable 'cancel' on the topmost
 *   modal dialog and closes it unless the event is canceled.
 * - Tab and Shift+Tab move between the topmost modal dialog's controls only, wrapping around:
 *   the page behind is inert, so the browser's sequential focus never leaves the dialog
 *   (jsdom has no browser toolbar to pass through).
 */

const modalStack: HTMLDialogElement[] = [];
const madeInert = new Set<Element>();

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function topModal(): HTMLDialogElement | undefined {
  return modalStack[modalStack.length - 1];
}

/** Blocks everything outside the topmost modal dialog, as the browser does. */
function updateInertness() {
  for (const element of madeInert) element.removeAttribute('inert');
  madeInert.clear();
  const top = topModal();
  if (!top) return;
  for (const child of Array.from(document.body.children)) {
    if (!child.contains(top) && !child.hasAttribute('inert')) {
      child.setAttribute('inert', '');
      madeInert.add(child);
    }
  }
}

function isTabbable(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  if (element.closest('fieldset[disabled]') && element.matches('input, button, select, textarea')) return false;
  return true;
}

function tabbablesOf(dialog: HTMLDialogElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter(isTabbable);
}

function follows(node: Node, reference: Node): boolean {
  return Boolean(reference.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
}

function onKeyDown(event: KeyboardEvent) {
  const dialog = topModal();
  if (!dialog || event.defaultPrevented) return;
  if (event.key === 'Escape') {
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.close();
    return;
  }
  if (event.key !== 'Tab') return;
  event.preventDefault();
  const controls = tabbablesOf(dialog);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) {
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (!active || !dialog.contains(active) || active === dialog) {
    (event.shiftKey ? last : first).focus();
    return;
  }
  const target = event.shiftKey
    ? [...controls].reverse().find((control) => follows(active, control))
    : controls.find((control) => follows(control, active));
  (target ?? (event.shiftKey ? last : first)).focus();
}

export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    this.setAttribute('open', '');
    modalStack.push(this);
    updateInertness();
    // The dialog focusing steps: the first focusable control, else the dialog itself.
    (tabbablesOf(this)[0] ?? this).focus();
  };

  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = modalStack.indexOf(this);
    if (index >= 0) modalStack.splice(index, 1);
    updateInertness();
    this.dispatchEvent(new Event('close'));
  };

  window.addEventListener('keydown', onKeyDown);
}

/** Whether the polyfill holds this dialog as modal (open with showModal, not show). */
export function isModalOpen(dialog: Element): boolean {
  return modalStack.includes(dialog as HTMLDialogElement);
}

/** Forgets dialogs a test left open (their elements are gone after cleanup). */
export function resetDialogPolyfill() {
  modalStack.length = 0;
  updateInertness();
}
