import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatNaira } from '@portal/domain';
import { renderApp } from '../../../test/render-app';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { stubLocationAssign } from '../../../test/stub-location';

const PENDING = {
  reference: 'PTL-SBX1',
  amount_kobo: 500_000,
  email: 'ada.ab123@jets.edu.ng',
  status: 'pending',
  merchant: 'ECWA Theological Seminary, Jos',
};

describe('Sandbox Payment Gateway', () => {
  it('shows the payment without a portal session and returns to the portal after paying', async () => {
    const user = userEvent.setup();
    const assign = stubLocationAssign();
    let body: unknown;
    const api = mockApi({
      'GET /api/sandbox-gateway/transactions/PTL-SBX1': ok(PENDING),
      'POST /api/sandbox-gateway/transactions/PTL-SBX1/complete': (request) => {
        body = request.body;
        return ok({ redirect_url: '/student/portal-wallet?reference=PTL-SBX1&trxref=PTL-SBX1' });
      },
    });
    renderApp('/sandbox-gateway/checkout/PTL-SBX1');

    expect(await screen.findByText(formatNaira(500_000))).toBeInTheDocument();
    expect(screen.getByText('Sandbox Payment Gateway — no real money')).toBeInTheDocument();
    expect(screen.getByText('ECWA Theological Seminary, Jos')).toBeInTheDocument();
    expect(screen.getByText('ada.ab123@jets.edu.ng')).toBeInTheDocument();
    // Not the portal: no portal header or menu.
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline (simulate failure)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel payment' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Pay (simulate success)' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/student/portal-wallet?reference=PTL-SBX1&trxref=PTL-SBX1'),
    );
    expect(body).toEqual({ outcome: 'success' });
    expect(api.calls()).not.toContain('GET /api/auth/me');
  });

  it('says so when the payment was already completed, with a link back to the wallet', async () => {
    mockApi({ 'GET /api/sandbox-gateway/transactions/PTL-SBX2': ok({ ...PENDING, status: 'failed' }) });
    renderApp('/sandbox-gateway/checkout/PTL-SBX2');
    expect(await screen.findByText(/This payment has already been completed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay (simulate success)' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Portal Wallet' })).toHaveAttribute(
      'href',
      '/student/portal-wallet',
    );
  });

  it('shows a refusal to complete', async () => {
    const user = userEvent.setup();
    const assign = stubLocationAssign();
    mockApi({
      'GET /api/sandbox-gateway/transactions/PTL-SBX3': ok(PENDING),
      'POST /api/sandbox-gateway/transactions/PTL-SBX3/complete': fail('This payment has already been completed.', 409),
    });
    renderApp('/sandbox-gateway/checkout/PTL-SBX3');
    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment has already been completed.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('never follows a redirect off this origin', async () => {
    const user = userEvent.setup();
    const assign = stubLocationAssign();
    mockApi({
      'GET /api/sandbox-gateway/transactions/PTL-SBX4': ok(PENDING),
      'POST /api/sandbox-gateway/transactions/PTL-SBX4/complete': ok({ redirect_url: '//evil.example/steal' }),
    });
    renderApp('/sandbox-gateway/checkout/PTL-SBX4');
    await user.click(await screen.findByRole('button', { name: 'Decline (simulate failure)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred! Contact ICT Dept.');
    expect(assign).not.toHaveBeenCalled();
  });
});
