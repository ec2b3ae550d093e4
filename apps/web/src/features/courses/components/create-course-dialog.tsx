import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { COURSE_AUDIENCE_LABELS, COURSE_AUDIENCES, createCourseSchema } from '@portal/domain';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { errorMessage } from '../../../lib/api-client';
import { useCreateCourse } from '../api/courses';

type Values = z.input<typeof createCourseSchema>;
type Output = z.output<typeof createCourseSchema>;

/** Credit hours: 1 to 9, or P/F (pass/fail, sent as 'P'). */
export const HOURS_OPTIONS = [
  ...['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((value) => ({ value, label: value })),
  { value: 'P', label: 'P/F' },
];
export const YEAR_OPTIONS = ['1', '2', '3', '4', '5', '6', '7'];

export interface CreateCourseDialogProps {
  onCreated: (message: string) => void;
  onCancel: () => void;
}

/** Input New Course: Course Title, Credit Hours, Course Code, Year and Offered to. */
export function CreateCourseDialog({ onCreated, onCancel }: CreateCourseDialogProps) {
  const create = useCreateCourse();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(createCourseSchema),
    mode: 'onTouched',
    defaultValues: { title: '', hours: '', code: '', year: '', audience: 'both' },
  });
  const isProcessing = isSubmitting || create.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      // The schema turns 'P' into 'P/F' for storage; the server parses the request with the
      // same schema, so the credit hours go as chosen.
      const hours = String(getValues('hours')).trim().toUpperCase();
      const message = await create.mutateAsync({
        title: values.title,
        hours,
        code: values.code,
        year: values.year,
        audience: values.audience,
      });
      onCreated(message);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <FormDialog
      title="Input New Course"
      submitLabel="Submit"
      canSubmit={isValid}
      isProcessing={isProcessing}
      error={serverError}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onCancel}
    >
      <FormField
        id="course-title"
        label="Course Title"
        autoComplete="off"
        registration={register('title')}
        error={errors.title?.message}
      />
      <SelectField
        id="course-hours"
        label="Credit Hours"
        placeholder="Select"
        options={HOURS_OPTIONS}
        registration={register('hours')}
        error={errors.hours?.message}
      />
      <FormField
        id="course-code"
        label="Course Code"
        placeholder="e.g. OTS 611"
        autoComplete="off"
        autoCapitalize="characters"
        registration={register('code')}
        error={errors.code?.message}
      />
      <SelectField
        id="course-year"
        label="Year"
        placeholder="Select"
        options={YEAR_OPTIONS}
        registration={register('year')}
        error={errors.year?.message}
      />
      <SelectField
        id="course-audience"
        label="Offered to"
        options={COURSE_AUDIENCES.map((value) => ({ value, label: COURSE_AUDIENCE_LABELS[value] }))}
        registration={register('audience')}
        error={errors.audience?.message}
      />
    </FormDialog>
  );
}
