import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HOSTEL_APPLICATION_STATUS_LABELS,
  hostelStatusMessage,
  PREVIOUS_STAY_LABELS,
  PREVIOUS_STAYS,
} from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../test/render-app';
import { mockApi, ok, type MockHandler } from '../test/mock-api';
import type { MyWallets } from '../features/wallets/api/wallets';
import type { HostelFormResponse, HostelPeriodsResponse } from '../features/hostels/api/hostels';
import { expectPageHeading } from '../test/page-heading';

/*
 * Issue 15 point 5: the accommodation wallet was reachable only by typing its address. The
 * student menu, the portal wallet and the hostel screens now lead to it.
 */

const WALLETS: MyWallets = {
  portal: { balance_kobo: 1_000_000, entries: [] },
  accommodation: { balance_kobo: 4_500_000, entries: [] },
  top_ups: [],
  provider: 'sandbox',
  bank_accounts: [],
};

const PERIOD = {
  period_id: '120252026',
  semester: '1st',
  session: '2025/2026',
  season: 'regular',
  accommodation_status: 'opened' as const,
};

const HOSTEL_PERIODS: HostelPeriodsResponse = {
  items: [{ ...PERIOD, registration_completed: true, application: null }],
  previous_stay_options: PREVIOUS_STAYS.map((value) => ({ value, label: PREVIOUS_STAY_LABELS[value] })),
};

const HOSTEL_FORM: HostelFormResponse = {
  period: PERIOD,
  student: {
    custom_id: 'STU0000001',
    student_id: '64004',
    full_name: 'OKAFOR Grace',
    surname: 'Okafor',
    first_name: 'Grace',
    other_names: null,
    gender: 'Female',
    phone_number: '08031234567',
    email: 'grace.64004@jets.edu.ng',
    ledger_number: 'JETS/L/2025/64004',
    matriculation_number: 'JETS/MA/2025/64004',
    special_student_category: null,
    denomination: 'ECWA',
    programme: 'MA in Old Testament',
    affiliation_status: 'no',
    year_of_admission: 2025,
    passport_url: null,
  },
  registration: { current_level: '6', fresh_returning: 'returning', year_label: '6 (Returning)' },
  application: {
    status: 'awaiting bursar',
    status_label: HOSTEL_APPLICATION_STATUS_LABELS['awaiting bursar'],
    status_message: hostelStatusMessage('awaiting bursar'),
    previous_stay: 'no',
    comment: null,
    hostel: null,
    allocation: null,
    applied_at: '2025-10-01T09:00:00.000Z',
  },
  wallet_balance_kobo: 0,
  hostels: [],
  summary: null,
  can: { choose: false, print: false },
  secured: false,
  process: null,
};

function asStudent(path: string, handlers: Record<string, MockHandler>) {
  const session = storeTestSession({ role: 'student', custom_id: 'STU0000001' });
  mockApi({
    'GET /api/auth/me': ok(currentUser(session)),
    'GET /api/students/me/wallets': ok(WALLETS),
    ...handlers,
  });
  return renderApp(path);
}

async function followsToAccommodationWallet(app: ReturnType<typeof renderApp>, name = 'Accommodation Wallet') {
  const user = userEvent.setup();
  const link = screen.getByRole('link', { name });
  expect(link).toHaveAttribute('href', '/student/accommodation-wallet');
  await user.click(link);
  await expectPageHeading('Accommodation Wallet');
  expect(app.location().pathname).toBe('/student/accommodation-wallet');
}

describe('Accommodation Wallet links', () => {
  it('is in the student menu, after Portal Wallet', async () => {
    const user = userEvent.setup();
    asStudent('/student/profile', { 'GET /api/students/me': () => new Promise(() => undefined) });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    expect(names.slice(0, 3)).toEqual(['Profile', 'Portal Wallet', 'Accommodation Wallet']);
    expect(within(menu).getByRole('link', { name: 'Accommodation Wallet' })).toHaveAttribute(
      'href',
      '/student/accommodation-wallet',
    );
  });

  it('is linked from the portal wallet page', async () => {
    const app = asStudent('/student/portal-wallet', {});
    await expectPageHeading('Portal Wallet');
    // The heading shows first, over 'Wait.. .' (the page's frame); the footer comes with the page.
    await waitFor(() => expect(screen.queryByText('Wait.. .')).not.toBeInTheDocument());
    await followsToAccommodationWallet(app);
  });

  it('is linked from Apply for Hostel: Choose Period', async () => {
    const app = asStudent('/student/apply-for-hostel-period', {
      'GET /api/students/me/hostel-applications': ok(HOSTEL_PERIODS),
    });
    await expectPageHeading('Apply for Hostel: Choose Period');
    await waitFor(() => expect(screen.queryByText('Wait.. .')).not.toBeInTheDocument());
    await followsToAccommodationWallet(app);
  });

  it('is linked from the Hostel Request Form', async () => {
    const app = asStudent('/student/hostel-form/120252026/STU0000001', {
      'GET /api/students/me/hostel-applications/120252026': ok(HOSTEL_FORM),
    });
    await expectPageHeading('Hostel Request Form');
    // The heading is the page's frame: it is there while the page loads ('Wait.. .').
    await waitFor(() => expect(screen.queryByText('Wait.. .')).not.toBeInTheDocument());
    await followsToAccommodationWallet(app);
  });
});
