import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok } from '../../../test/mock-api';

function item(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    to_phone: '+2348031234567',
    body: `Your code is 12345${id}`,
    purpose: 'password reset',
    status: 'sent',
    error: null,
    attempts: 1,
    next_attempt_at: null,
    provider: 'outbox',
    created_at: '2025-09-01T10:00:00Z',
    ...overrides,
  };
}

describe('SMS Outbox', () => {
  it('pages and searches the outbox', async () => {
    const user = userEvent.setup();
    const session = storeTestSession({ role: 'admin', surname: 'ict' });
    const requested: string[] = [];
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/sms-outbox': ({ url }) => {
        requested.push(url.search);
        const page = Number(url.searchParams.get('page'));
        if (url.searchParams.get('q') === 'failed') return ok({ items: [], total: 0, page: 1, page_size: 2 });
        return page === 1
          ? ok({
              items: [item(1), item(2, { status: 'failed', error: 'Provider timeout' })],
              total: 3,
              page: 1,
              page_size: 2,
            })
          : ok({ items: [item(3)], total: 3, page: 2, page_size: 2 });
      },
    });

    const app = renderApp('/admin/sms-outbox');
    await screen.findByRole('heading', { level: 1, name: 'SMS Outbox' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Phone', 'Message', 'Purpose', 'Status']);
    expect(within(table).getByText('Provider timeout')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Your code is 123453')).toBeInTheDocument();
    expect(app.location().search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.type(screen.getByLabelText('Search'), 'failed');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No record found.')).toBeInTheDocument();
    await waitFor(() => expect(requested).toEqual(['?page=1&q=', '?page=2&q=', '?page=1&q=failed']));
  });

  it('says above the list that one-time codes are masked when the server masked them (issue 15 §7)', async () => {
    const session = storeTestSession({ role: 'admin', surname: 'ict' });
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/sms-outbox': ok({
        items: [item(1, { body: 'Your JETS portal password reset code is ••••••. It expires in 10 minutes.' })],
        total: 1,
        page: 1,
        page_size: 50,
        codes_masked: true,
      }),
    });
    renderApp('/admin/sms-outbox');
    expect(
      await screen.findByText(
        'One-time codes (password-reset codes) are masked here: only the student they were sent to can read them.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Your JETS portal password reset code is ••••••. It expires in 10 minutes.')).toBeVisible();
  });

  it('shows no note in the demo, where codes are shown', async () => {
    const session = storeTestSession({ role: 'admin', surname: 'ict' });
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/sms-outbox': ok({ items: [item(1)], total: 1, page: 1, page_size: 50, codes_masked: false }),
    });
    renderApp('/admin/sms-outbox');
    expect(await screen.findByText('Your code is 123451')).toBeVisible();
    expect(screen.queryByText(/are masked here/)).not.toBeInTheDocument();
  });

  it('shows a message being tried again with its next try, and one given up with the provider’s error (issue 28 §7)', async () => {
    const session = storeTestSession({ role: 'admin', surname: 'ict' });
    const nextTry = '2026-11-27T10:05:00Z';
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/sms-outbox': ok({
        items: [
          item(1, {
            body: 'Being tried again',
            status: 'pending',
            attempts: 2,
            next_attempt_at: nextTry,
            error: 'termii: no answer within 10000 ms',
            provider: 'termii',
          }),
          item(2, {
            body: 'Given up',
            status: 'failed',
            attempts: 4,
            error: 'termii: HTTP 400: ApplicationSenderId not found',
            provider: 'termii',
          }),
        ],
        total: 2,
        page: 1,
        page_size: 50,
        codes_masked: true,
      }),
    });
    renderApp('/admin/sms-outbox');
    const pending = (await screen.findByText('Being tried again')).closest('tr')!;
    expect(within(pending).getByText('pending')).toBeVisible();
    expect(within(pending).getByText(`Try 2 of 4 failed; next try ${formatDateTime(nextTry)}`)).toBeVisible();
    expect(within(pending).getByText('termii: no answer within 10000 ms')).toBeVisible();
    const failed = screen.getByText('Given up').closest('tr')!;
    expect(within(failed).getByText('failed')).toHaveClass('badge--danger');
    expect(within(failed).getByText('Not sent after 4 tries')).toBeVisible();
    expect(within(failed).getByText('termii: HTTP 400: ApplicationSenderId not found')).toBeVisible();
  });
});
