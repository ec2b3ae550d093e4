import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { expectPageHeading } from '../../../test/page-heading';

const SENT = 'If the details match our records, a 6-digit code has been sent by SMS to the phone number on record.';

describe('Reset Password', () => {
  it('is linked from Student Access', async () => {
    const user = userEvent.setup();
    const app = renderApp('/student/login');
    await user.click(await screen.findByRole('link', { name: 'Reset it' }));
    await expectPageHeading('Reset Password');
    expect(app.location().pathname).toBe('/student/reset-password');
  });

  it('sends a code, sets the new password, and returns to login from the success dialog', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/auth/password-reset/request': ({ body }) => {
        bodies.push(body);
        return ok(SENT);
      },
      'POST /api/auth/password-reset/confirm': ({ body }) => {
        bodies.push(body);
        return ok('Password reset successfully.');
      },
    });
    const app = renderApp('/student/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });

    // Step 1
    const phone = screen.getByLabelText('Phone Number (without the leading 0)');
    expect(screen.getByText('+234')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(/8031234567/);
    await user.type(screen.getByLabelText('Student ID'), 'ab123');
    await user.type(phone, '08031234567');
    expect(await screen.findByText('*Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await user.clear(phone);
    await user.type(phone, '8031234567');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Proceed' }));

    // Step 2
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123456');
    await user.type(screen.getByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    const reset = screen.getByRole('button', { name: 'Reset Password' });
    await waitFor(() => expect(reset).toBeEnabled());
    await user.click(reset);

    const dialog = await screen.findByRole('dialog', { name: 'Password Reset Successful' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const okButton = within(dialog).getByRole('button', { name: 'OK' });
    expect(okButton).toHaveFocus();
    await user.tab();
    expect(okButton).toHaveFocus();

    expect(bodies).toEqual([
      { student_id: 'AB123', phone_number: '8031234567' },
      { student_id: 'AB123', code: '123456', password: 'brand-new-pass', confirm_password: 'brand-new-pass' },
    ]);

    await user.click(okButton);
    await expectPageHeading('Student Access');
    expect(app.location().pathname).toBe('/student/login');
  });

  it('shows the server text when the code is not valid', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/password-reset/request': ok(SENT),
      'POST /api/auth/password-reset/confirm': fail('The code is not valid or has expired.', 400),
    });
    renderApp('/student/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    await user.type(screen.getByLabelText('Student ID'), 'AB123');
    await user.type(screen.getByLabelText('Phone Number (without the leading 0)'), '8031234567');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Proceed' }));

    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.type(screen.getByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not valid or has expired.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
