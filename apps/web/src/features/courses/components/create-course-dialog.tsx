import { useServerForm } from '../../../lib/use-server-form';
import { COURSE_AUDIENCE_LABELS, COURSE_AUDIENCES, createCourseSchema } from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { useCreateCourse } from '../api/courses';

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
  const form = useServerForm({
    schema: createCourseSchema,
    isPending: create.isPending,
    mode: 'onTouched',
    defaultValues: { title: '', hours: '', code: '', year: '', audience: 'both' },
  });
  const { getValues } = form;
  const onSubmit = form.submitWith(async (values) => {
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
  });

  return (
    <FormDialog title="Input New Course" submitLabel="Submit" {...form.status} onSubmit={onSubmit} onCancel={onCancel}>
      <FormField id="course-title" label="Course Title" autoComplete="off" {...form.field('title')} />
      <SelectField
        id="course-hours"
        label="Credit Hours"
        placeholder="Select"
        options={HOURS_OPTIONS}
        {...form.field('hours')}
      />
      <FormField
        id="course-code"
        label="Course Code"
        placeholder="e.g. OTS 611"
        autoComplete="off"
        autoCapitalize="characters"
        {...form.field('code')}
      />
      <SelectField id="course-year" label="Year" placeholder="Select" options={YEAR_OPTIONS} {...form.field('year')} />
      <SelectField
        id="course-audience"
        label="Offered to"
        options={COURSE_AUDIENCES.map((value) => ({ value, label: COURSE_AUDIENCE_LABELS[value] }))}
        {...form.field('audience')}
      />
    </FormDialog>
  );
}
