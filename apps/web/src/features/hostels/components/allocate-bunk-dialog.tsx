import { useEffect } from 'react';
import { useServerForm } from '../../../lib/use-server-form';
import type { z } from 'zod';
import { allocateBedSchema } from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import type { HostelFormResponse } from '../api/hostels';

type Options = NonNullable<HostelFormResponse['process']>['allocation_options'];
type Output = z.output<typeof allocateBedSchema>;

export interface AllocateBunkDialogProps {
  hostelName: string;
  /** Rooms of the chosen hostel with their opened, unallocated bedspaces (they come with the form). */
  options: Options;
  /** Sends the allocation; resolves to the server's message. */
  allocate: (input: Output) => Promise<string>;
  onAllocated: (message: string) => void;
  /** After a refusal: the form is read again, so the options are fresh. */
  onRefused?: () => void;
  onCancel: () => void;
}

/**
 * Allocate Bunk: a room, then one of its bedspaces, both required. Only opened, unallocated
 * bedspaces of the chosen hostel are offered; a room or bedspace that is no longer offered (the
 * form was read again after a refusal) is cleared.
 */
export function AllocateBunkDialog({
  hostelName,
  options,
  allocate,
  onAllocated,
  onRefused,
  onCancel,
}: AllocateBunkDialogProps) {
  const form = useServerForm({
    schema: allocateBedSchema,
    mode: 'onTouched',
    defaultValues: { room_id: '', bed_id: '' },
  });
  const { register, watch, setValue, getValues, errors } = form;
  const roomId = String(watch('room_id') ?? '');
  const room = options.find((r) => String(r.room_id) === roomId);
  const beds = room?.beds ?? [];

  useEffect(() => {
    const { room_id, bed_id } = getValues();
    const stillRoom = options.find((r) => String(r.room_id) === String(room_id));
    if (String(room_id) !== '' && !stillRoom) {
      setValue('room_id', '', { shouldValidate: true });
      setValue('bed_id', '', { shouldValidate: true });
    } else if (String(bed_id) !== '' && !stillRoom?.beds.some((b) => String(b.bed_id) === String(bed_id))) {
      setValue('bed_id', '', { shouldValidate: true });
    }
  }, [options, getValues, setValue]);

  const roomRegistration = register('room_id', {
    onChange: () => setValue('bed_id', '', { shouldValidate: getValues('bed_id') !== '' }),
  });

  const onSubmit = form.submitWith(async (input) => {
    try {
      onAllocated(await allocate(input));
    } catch (error) {
      onRefused?.();
      throw error;
    }
  });

  return (
    <FormDialog
      title={`Allocate Bunk: ${hostelName}`}
      submitLabel="Submit"
      cancelLabel="Close"
      {...form.status}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {options.length === 0 ? (
        <p className="form-aside">No opened bedspace of this hostel is free in this semester.</p>
      ) : null}
      <SelectField
        id="allocate-room"
        label="Available Rooms:"
        placeholder="Select"
        options={options.map((r) => ({ value: String(r.room_id), label: `Room ${r.room_number}` }))}
        registration={roomRegistration}
        error={errors.room_id?.message}
      />
      <SelectField
        id="allocate-bed"
        label="Available Beds/bunks:"
        placeholder="Select"
        options={beds.map((b) => ({ value: String(b.bed_id), label: `Bedspace ${b.bed_number}` }))}
        {...form.field('bed_id')}
      />
    </FormDialog>
  );
}
