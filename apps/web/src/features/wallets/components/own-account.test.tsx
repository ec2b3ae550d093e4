import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWN_ACCOUNT_TEXTS, type MyWallets, type OwnAccount } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok, type MockHandler } from '../../../test/mock-api';

/** Issue 29 §1: the student's own account number on the Portal Wallet page. */
const WALLETS: MyWallets = {
  portal: { balance_kobo: 0, entries: [] },
  accommodation: { balance_kobo: 0, entries: [] },
  top_ups: [],
  provider: 'sandbox',
  bank_accounts: [
    { label: 'Undergraduate', details: 'First Bank 3012345678 ECWA Theological Seminary UG', example: false },
  ],
};
const NONE: OwnAccount = { status: 'none', bank: null, account_number: null, account_name: null, text: null };
const TEXT =
  'Pay by bank transfer to your own account: Wema Bank, 9930000737, JETS/LAWAL HABILA. Transfers reach your portal wallet within minutes.';
const ACTIVE: OwnAccount = {
  status: 'active',
  bank: 'Wema Bank',
  account_number: '9930000737',
  account_name: 'JETS/LAWAL HABILA',
  text: TEXT,
};

function open(handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'student' });
  const api = mockApi({
    'GET /api/auth/me': ok(currentUser(session)),
    'GET /api/students/me/wallets': ok(WALLETS),
    ...handlers,
  });
  renderApp('/student/portal-wallet');
  return api;
}

describe('the student’s own account number (issue 29)', () => {
  it('shows the sentence with the account, and not the general accounts', async () => {
    open({ 'GET /api/students/me/dedicated-account': ok(ACTIVE) });
    expect(await screen.findByText(TEXT)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Pay by Bank Transfer' })).not.toBeInTheDocument();
  });

  it('offers "Get my account number" with the general accounts, and shows the account once given', async () => {
    const api = open({
      'GET /api/students/me/dedicated-account': ok(NONE),
      'POST /api/students/me/dedicated-account': ok(ACTIVE),
    });
    const section = await screen.findByRole('region', { name: OWN_ACCOUNT_TEXTS.title });
    expect(screen.getByRole('region', { name: 'Pay by Bank Transfer' })).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: OWN_ACCOUNT_TEXTS.button }));
    expect(await screen.findByText(TEXT)).toBeVisible();
    expect(api.calls()).toContain('POST /api/students/me/dedicated-account');
  });
});
