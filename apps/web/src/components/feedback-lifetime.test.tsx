import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { MESSAGE_DURATION_MS, useFeedback } from '../lib/use-feedback';
import { currentUser, renderApp, storeTestSession } from '../test/render-app';
import { fail, mockApi, ok } from '../test/mock-api';
import { FeedbackMessage } from './feedback';

/*
 * Issue 15 point 8: banners and messages disappear after 5 seconds as the spec says
 * (student-side §9 and admin-faculty-side §9: "messages 5000 ms"); the login failure banner stays.
 */

afterEach(() => {
  vi.useRealTimers();
});

function Refusal({ text, lifetimeMs }: { text: string; lifetimeMs?: number | null }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <form>
      <input aria-label="Session" />
      <FeedbackMessage focusRef={ref} {...(lifetimeMs !== undefined ? { lifetimeMs } : {})}>
        {text}
      </FeedbackMessage>
      <button type="button" onClick={() => ref.current?.focus()}>
        Focus the message
      </button>
    </form>
  );
}

describe('messages clear themselves after 5000 ms', () => {
  it('clears an error of a page’s feedback region as well as a success', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFeedback());
    act(() => result.current.show('error', 'You are not allowed to do this.'));
    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS - 1));
    expect(result.current.message?.text).toBe('You are not allowed to do this.');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('keeps an error shown beside the row’s control that failed until the next message', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFeedback());
    act(() => result.current.show('error', 'You are not allowed to do this.', { target: 'OTS 611' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.message?.text).toBe('You are not allowed to do this.');
  });

  it("clears a form's refusal banner, and gives focus back to the form", () => {
    vi.useFakeTimers();
    render(<Refusal text="Period already exists." />);
    const alert = screen.getByRole('alert');
    act(() => screen.getByRole('button', { name: 'Focus the message' }).click());
    expect(alert).toHaveFocus();
    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS - 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Period already exists.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Session')).toHaveFocus();
  });

  it('keeps a note, and a banner whose lifetime is null', () => {
    vi.useFakeTimers();
    render(
      <>
        <FeedbackMessage tone="info">Your portal wallet has not been opened yet.</FeedbackMessage>
        <Refusal text="Invalid username or password." lifetimeMs={null} />
      </>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Your portal wallet has not been opened yet.');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password.');
  });
});

describe('in the screens', () => {
  it('Change Password: the success message disappears after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const session = storeTestSession({ role: 'student' });
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'POST /api/auth/change-password': ok('Password changed successfully.'),
    });
    renderApp('/student/change-password');
    await user.type(await screen.findByLabelText('Current Password'), 'old-password');
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS));
    await waitFor(() => expect(screen.queryByText('Password changed successfully.')).not.toBeInTheDocument());
  });

  it('Create Period: the server’s refusal disappears after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const session = storeTestSession({ role: 'admin', surname: 'registrar' });
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/periods': ok({ items: [], current_period_id: null }),
      'POST /api/periods': fail('Period already exists.', 409),
    });
    renderApp('/admin/manage-semester-registration');
    await user.click(await screen.findByRole('button', { name: 'Create Period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Period' });
    await user.selectOptions(within(dialog).getByLabelText('Semester'), '1st');
    await user.type(within(dialog).getByLabelText('Session'), '2031/2032');
    await user.selectOptions(within(dialog).getByLabelText('Season'), 'regular');
    await user.click(within(dialog).getByRole('button', { name: 'Create Period' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Period already exists.');

    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('Student Access: the login failure banner stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    mockApi({ 'POST /api/auth/student/login': fail('Invalid username or password.', 401) });
    renderApp('/student/login');
    await user.type(await screen.findByLabelText('Student ID'), 'AB123');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');

    act(() => vi.advanceTimersByTime(3 * MESSAGE_DURATION_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password.');
  });
});
