import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOSTEL_CHOICE_TEXTS, type HostelChoiceReason } from '@portal/domain';
import type { HostelFormResponse } from '../api/hostels';
import { HostelCards } from './hostel-cards';

type Card = HostelFormResponse['hostels'][number];

function card(id: number, name: string, reason: HostelChoiceReason, overrides: Partial<Card> = {}): Card {
  return {
    id,
    name,
    status: reason === 'closed' ? 'closed' : 'opened',
    cost_kobo: 4_500_000,
    caution_fee_kobo: 500_000,
    total_kobo: 5_000_000,
    available_beds: reason === 'full' ? 0 : 3,
    can_choose: reason === 'available',
    reason,
    button_text: HOSTEL_CHOICE_TEXTS[reason],
    ...overrides,
  };
}

const CARDS: Card[] = [
  card(1, 'Bingham Hostel Flat', 'available'),
  card(2, 'Married Students Quarters', 'closed'),
  card(3, 'Mary Slessor Hall', 'no-wallet'),
  card(4, 'Bowen Hall', 'insufficient', { cost_kobo: 9_000_000, total_kobo: 9_500_000 }),
  card(5, 'Hannah Hall', 'full'),
];

describe('hostel cards', () => {
  it('shows cost, caution fee, total and free bedspaces of each hostel', () => {
    render(<HostelCards hostels={CARDS} busyId={null} onChoose={() => {}} />);
    const list = screen.getByRole('list', { name: 'Hostels' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const bowen = items[3]!;
    expect(within(bowen).getByRole('heading', { name: 'Bowen Hall' })).toBeInTheDocument();
    expect(within(bowen).getByText('Cost:').nextSibling).toHaveTextContent('₦90,000.00');
    expect(within(bowen).getByText('Caution Fee:').nextSibling).toHaveTextContent('₦5,000.00');
    expect(within(bowen).getByText('Total:').nextSibling).toHaveTextContent('₦95,000.00');
    expect(within(bowen).getByText('Available Bedspaces:').nextSibling).toHaveTextContent('3');
  });

  it("says why a hostel cannot be chosen, in the spec's words, on a disabled button", async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<HostelCards hostels={CARDS} busyId={null} onChoose={onChoose} />);

    const request = screen.getByRole('button', { name: 'Request this hostel: Bingham Hostel Flat' });
    expect(request).toBeEnabled();
    for (const [text, name] of [
      ['Hostel is Closed', 'Married Students Quarters'],
      ['Contact ICT Department', 'Mary Slessor Hall'],
      ['Open but Insufficient Bal.', 'Bowen Hall'],
      ['No Bedspace Available', 'Hannah Hall'],
    ] as const) {
      const button = screen.getByRole('button', { name: `${text}: ${name}` });
      expect(button).toBeDisabled();
      expect(button).toHaveTextContent(text);
    }

    await user.click(request);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose.mock.calls[0]![0]).toMatchObject({ id: 1, name: 'Bingham Hostel Flat' });
  });

  it('while a request is sent, its button says Processing.. and no other hostel can be requested', () => {
    const cards = [card(1, 'Bingham Hostel Flat', 'available'), card(6, 'Bowen Hall', 'available')];
    render(<HostelCards hostels={cards} busyId={1} onChoose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Processing..: Bingham Hostel Flat' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request this hostel: Bowen Hall' })).toBeDisabled();
  });
});
