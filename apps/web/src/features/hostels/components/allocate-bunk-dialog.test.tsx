import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOSTEL_MESSAGES } from '@portal/domain';
import { ApiError } from '../../../lib/api-client';
import { AllocateBunkDialog, type AllocateBunkDialogProps } from './allocate-bunk-dialog';

const OPTIONS: AllocateBunkDialogProps['options'] = [
  {
    room_id: 11,
    room_number: 'A1',
    beds: [
      { bed_id: 101, bed_number: '1' },
      { bed_id: 102, bed_number: '2' },
    ],
  },
  { room_id: 12, room_number: 'B2', beds: [{ bed_id: 201, bed_number: '4' }] },
];

function optionTexts(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}

function renderDialog(props: Partial<AllocateBunkDialogProps> = {}) {
  const allocate = vi.fn(async () => HOSTEL_MESSAGES.allocated);
  const onAllocated = vi.fn();
  const onRefused = vi.fn();
  const view = render(
    <AllocateBunkDialog
      hostelName="Bingham Hostel Flat"
      options={OPTIONS}
      allocate={allocate}
      onAllocated={onAllocated}
      onRefused={onRefused}
      onCancel={() => {}}
      {...props}
    />,
  );
  return { ...view, allocate, onAllocated, onRefused };
}

describe('Allocate Bunk', () => {
  it('offers the rooms, then only the chosen room’s bedspaces, and sends both ids', async () => {
    const user = userEvent.setup();
    const { allocate, onAllocated } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Allocate Bunk: Bingham Hostel Flat' });
    const rooms = within(dialog).getByLabelText('Available Rooms:');
    const beds = within(dialog).getByLabelText('Available Beds/bunks:');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();

    expect(optionTexts(rooms)).toEqual(['Select', 'Room A1', 'Room B2']);
    // No bedspace is offered until a room is chosen.
    expect(optionTexts(beds)).toEqual(['Select']);
    expect(submit).toBeDisabled();

    await user.selectOptions(rooms, 'Room B2');
    expect(optionTexts(beds)).toEqual(['Select', 'Bedspace 4']);
    await user.selectOptions(rooms, 'Room A1');
    expect(optionTexts(beds)).toEqual(['Select', 'Bedspace 1', 'Bedspace 2']);
    await user.selectOptions(beds, 'Bedspace 2');
    await waitFor(() => expect(submit).toBeEnabled());

    // Another room clears the bedspace chosen in the first.
    await user.selectOptions(rooms, 'Room B2');
    await waitFor(() => expect(beds).toHaveValue(''));
    await waitFor(() => expect(submit).toBeDisabled());
    await user.selectOptions(beds, 'Bedspace 4');
    await waitFor(() => expect(submit).toBeEnabled());

    await user.click(submit);
    await waitFor(() => expect(onAllocated).toHaveBeenCalledWith(HOSTEL_MESSAGES.allocated));
    expect(allocate).toHaveBeenCalledWith({ room_id: 12, bed_id: 201 });
  });

  it("marks an empty select '*Required'", async () => {
    const user = userEvent.setup();
    renderDialog();
    const rooms = screen.getByLabelText('Available Rooms:');
    await user.click(rooms);
    await user.tab();
    expect(await screen.findByText('*Required')).toBeInTheDocument();
    expect(rooms).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal in the dialog and asks for fresh options', async () => {
    const user = userEvent.setup();
    const allocate = vi.fn(async () => {
      throw new ApiError(HOSTEL_MESSAGES.bedTaken, 409);
    });
    const { onRefused, onAllocated, rerender } = renderDialog({ allocate });
    await user.selectOptions(screen.getByLabelText('Available Rooms:'), 'Room A1');
    await user.selectOptions(screen.getByLabelText('Available Beds/bunks:'), 'Bedspace 1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HOSTEL_MESSAGES.bedTaken);
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onAllocated).not.toHaveBeenCalled();

    // The form is read again: bedspace 1 is gone, so the choice is cleared.
    const fresh = [{ ...OPTIONS[0]!, beds: [{ bed_id: 102, bed_number: '2' }] }, OPTIONS[1]!];
    rerender(
      <AllocateBunkDialog
        hostelName="Bingham Hostel Flat"
        options={fresh}
        allocate={allocate}
        onAllocated={onAllocated}
        onRefused={onRefused}
        onCancel={() => {}}
      />,
    );
    const beds = screen.getByLabelText('Available Beds/bunks:');
    expect(optionTexts(beds)).toEqual(['Select', 'Bedspace 2']);
    await waitFor(() => expect(beds).toHaveValue(''));
    // Validation runs asynchronously after the choice is cleared (slow on a busy machine).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
  });
});
