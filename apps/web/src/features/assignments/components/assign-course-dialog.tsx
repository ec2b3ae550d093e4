import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { assignCourseSchema } from '@portal/domain';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { QueryStatus } from '../../../components/query-status';
import { SelectField } from '../../../components/select-field';
import { errorMessage } from '../../../lib/api-client';
import { nameWithTitle } from '../../../lib/names';
import { useFacultyList } from '../../../api/faculty';
import { useAssignCourse, type PeriodAssignments } from '../api/assignments';

type Values = z.input<typeof assignCourseSchema>;
type Output = z.output<typeof assignCourseSchema>;

export interface AssignCourseDialogProps {
  periodId: string;
  courses: PeriodAssignments['unassigned_courses'];
  onAssigned: (message: string) => void;
  onCancel: () => void;
}

/** Assign Course: a course not yet assigned in the period, and an active lecturer. */
export function AssignCourseDialog({ periodId, courses, onAssigned, onCancel }: AssignCourseDialogProps) {
  const assign = useAssignCourse();
  // Active lecturers only (the server filters; up to 100, by surname).
  const faculty = useFacultyList({ page: 1, q: '', status: 'active' });
  const lecturers = (faculty.data?.items ?? []).filter((member) => member.status === 'active');
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(assignCourseSchema),
    mode: 'onTouched',
    defaultValues: { course_code: '', faculty_id: '' },
  });
  const isProcessing = isSubmitting || assign.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onAssigned(await assign.mutateAsync({ periodId, ...values }));
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <FormDialog
      title="Assign Course"
      submitLabel="Assign Course"
      canSubmit={isValid}
      isProcessing={isProcessing}
      error={serverError}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onCancel}
    >
      <SelectField
        id="assign-course"
        label="Course"
        placeholder="Select"
        options={courses.map((course) => ({
          value: course.code,
          label: `${course.code}: ${course.title} (${course.hours})`,
        }))}
        registration={register('course_code')}
        error={errors.course_code?.message}
        hint={courses.length === 0 ? 'Every available course is assigned for this period.' : undefined}
      />
      <QueryStatus query={faculty} />
      <SelectField
        id="assign-faculty"
        label="Faculty"
        placeholder="Select"
        options={lecturers.map((member) => ({ value: member.custom_id, label: nameWithTitle(member) }))}
        registration={register('faculty_id')}
        error={errors.faculty_id?.message}
      />
    </FormDialog>
  );
}
