import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { isModalOpen } from '../test/dialog-polyfill';
import { Dialog, DIALOG_OPEN_CLASS, type DialogProps } from './dialog';
import { FormDialog } from './form-dialog';
import { ConfirmDialog, MessageDialog } from './message-dialog';
import { ApiError } from '../lib/api-client';

/** A page with a button that opens a dialog, and another button behind it. */
function Page({ dismissable = true, ...props }: Partial<DialogProps> & { dismissable?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {isOpen ? (
        <Dialog
          title="Edit Charge"
          onDismiss={dismissable ? () => setIsOpen(false) : undefined}
          actions={
            <>
              <button type="button" onClick={() => setIsOpen(false)}>
                Cancel
              </button>
              <button type="button">Save</button>
            </>
          }
          {...props}
        >
          <label htmlFor="amount">Amount</label>
          <input id="amount" />
        </Dialog>
      ) : null}
    </main>
  );
}

async function open() {
  const user = userEvent.setup();
  const view = render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, view, opener, dialog: screen.getByRole<HTMLDialogElement>('dialog', { name: 'Edit Charge' }) };
}

describe('Dialog', () => {
  it('is a native <dialog> opened modal with showModal(), portalled to <body> and named by its title', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog, view } = await open();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.parentElement).toBe(document.body);
    expect(view.container).not.toContainElement(dialog);
    expect(dialog).toHaveAttribute('open');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(isModalOpen(dialog)).toBe(true);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Edit Charge' })).toBeInTheDocument();
    showModal.mockRestore();
  });

  it('makes the page behind inert and stops it from scrolling while open', async () => {
    const { user, view, dialog } = await open();
    expect(view.container).toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    expect(document.documentElement).toHaveClass(DIALOG_OPEN_CLASS);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.container).not.toHaveAttribute('inert');
    expect(document.documentElement).not.toHaveClass(DIALOG_OPEN_CLASS);
  });

  it('starts on the first action, keeps Tab inside and gives focus back to the opener', async () => {
    const { user, dialog, opener } = await open();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const amount = within(dialog).getByLabelText('Amount');
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(amount).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    // From <body> (a focused button was disabled), Tab comes back into the dialog.
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(amount).toHaveFocus();

    await user.click(cancel);
    expect(opener).toHaveFocus();
  });

  it('gives focus to the main landmark when its opener has gone', async () => {
    const user = userEvent.setup();
    function Removable() {
      const [phase, setPhase] = useState<'row' | 'confirm' | 'gone'>('row');
      return (
        <main tabIndex={-1}>
          {phase === 'row' ? (
            <button type="button" onClick={() => setPhase('confirm')}>
              Remove Timetable
            </button>
          ) : null}
          {phase === 'confirm' ? (
            <Dialog
              title="Remove Download"
              actions={
                <button type="button" onClick={() => setPhase('gone')}>
                  Remove
                </button>
              }
            >
              <p>Remove it?</p>
            </Dialog>
          ) : null}
        </main>
      );
    }
    render(<Removable />);
    await user.click(screen.getByRole('button', { name: 'Remove Timetable' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const { user, opener } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores Escape and the backdrop without onDismiss', async () => {
    const user = userEvent.setup();
    render(<Page dismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Charge' });
    await user.keyboard('{Escape}');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(dialog).toHaveAttribute('open');
    expect(isModalOpen(dialog)).toBe(true);
  });

  it('closes on a click on its backdrop, not on a drag that ends there', async () => {
    const { dialog } = await open();
    // A text selection started in the panel and released over the backdrop.
    fireEvent.pointerDown(within(dialog).getByLabelText('Amount'));
    fireEvent.click(dialog);
    expect(dialog).toBeInTheDocument();

    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows the browser when it closes the dialog by itself', async () => {
    const { dialog } = await open();
    // A second Escape without a click in between is not cancelable: the browser just closes.
    act(() => dialog.close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const user = userEvent.setup();
    const { unmount } = render(<Page dismissable={false} />);
    await user.click(screen.getAllByRole('button', { name: 'Open' })[1]!);
    const stubborn = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Edit Charge' });
    act(() => stubborn.close());
    // It needs an answer: it opens again.
    expect(stubborn).toHaveAttribute('open');
    expect(isModalOpen(stubborn)).toBe(true);
    unmount();
  });

  it('is an alert dialog described by its body when asked', async () => {
    const user = userEvent.setup();
    render(<Page role="alertdialog" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Edit Charge' });
    expect(dialog).toHaveAccessibleDescription('Amount');
  });

  describe('that comes with its page (opens after paint)', () => {
    function Announcement({ onClose }: { onClose: () => void }) {
      return (
        <main tabIndex={-1}>
          <p>The page</p>
          <Dialog
            title="Hostel Accommodation Secured"
            opens="after-paint"
            onDismiss={onClose}
            actions={
              <button type="button" onClick={onClose}>
                Close
              </button>
            }
          >
            <p>Congratulations!</p>
          </Dialog>
        </main>
      );
    }

    it('is closed when the page is committed, then opens modal, focused, over the painted page', async () => {
      const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
      const view = render(<Announcement onClose={() => undefined} />);
      const dialog = document.querySelector('dialog')!;
      // Committed with the page, not yet opened: the page's first paint comes first.
      expect(showModal).not.toHaveBeenCalled();
      expect(dialog).not.toHaveAttribute('open');
      expect(document.documentElement).not.toHaveClass(DIALOG_OPEN_CLASS);
      expect(await screen.findByRole('dialog', { name: 'Hostel Accommodation Secured' })).toBe(dialog);
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(isModalOpen(dialog)).toBe(true);
      expect(view.container).toHaveAttribute('inert');
      expect(document.documentElement).toHaveClass(DIALOG_OPEN_CLASS);
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      showModal.mockRestore();
    });

    it('closes like any other and gives focus to the page', async () => {
      const user = userEvent.setup();
      function Host() {
        const [open, setOpen] = useState(true);
        return (
          <main tabIndex={-1}>
            <p>The page</p>
            {open ? (
              <Dialog title="Hostel Accommodation Secured" opens="after-paint" onDismiss={() => setOpen(false)}>
                <button type="button" onClick={() => setOpen(false)}>
                  Close
                </button>
              </Dialog>
            ) : null}
          </main>
        );
      }
      render(<Host />);
      const dialog = await screen.findByRole('dialog', { name: 'Hostel Accommodation Secured' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.documentElement).not.toHaveClass(DIALOG_OPEN_CLASS);
      expect(screen.getByRole('main')).toHaveFocus();
    });

    it('never opens, and locks nothing, when the page goes before it was painted', async () => {
      const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
      const view = render(<Announcement onClose={() => undefined} />);
      view.unmount();
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(showModal).not.toHaveBeenCalled();
      expect(document.documentElement).not.toHaveClass(DIALOG_OPEN_CLASS);
      showModal.mockRestore();
    });
  });
});

describe('FormDialog, MessageDialog and ConfirmDialog', () => {
  function Flow() {
    const [step, setStep] = useState<'closed' | 'form' | 'done'>('closed');
    return (
      <>
        <button type="button" onClick={() => setStep('form')}>
          Create Period
        </button>
        {step === 'form' ? (
          <FormDialog
            title="Create Period"
            submitLabel="Create Period"
            canSubmit
            isProcessing={false}
            onSubmit={(event) => {
              event.preventDefault();
              setStep('done');
            }}
            onCancel={() => setStep('closed')}
          >
            <label htmlFor="session">Session</label>
            <input id="session" />
          </FormDialog>
        ) : null}
        {step === 'done' ? <MessageDialog title="Action was Successful!" onClose={() => setStep('closed')} /> : null}
      </>
    );
  }

  it('hands focus from the form to the result and back to the opener', async () => {
    const user = userEvent.setup();
    render(<Flow />);
    const opener = screen.getByRole('button', { name: 'Create Period' });
    await user.click(opener);
    const form = screen.getByRole('dialog', { name: 'Create Period' });
    expect(within(form).getByLabelText('Session')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Create Period' }));

    const result = screen.getByRole('dialog', { name: 'Action was Successful!' });
    expect(screen.queryByRole('dialog', { name: 'Create Period' })).not.toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Ok' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.documentElement).not.toHaveClass(DIALOG_OPEN_CLASS);
  });

  it('asks before an irreversible action in an alert dialog that starts on Cancel, and shows a refusal in it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new ApiError('The course is not assigned.', 409)));
    render(
      <ConfirmDialog
        title="Unassign Course"
        confirmLabel="Unassign"
        isProcessing={false}
        onConfirm={onConfirm}
        onCancel={() => {}}
      >
        <p>Unassign OTS 611?</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Unassign Course' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The course is not assigned.');
  });
});
