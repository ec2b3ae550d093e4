import { useServerForm } from '../../../lib/use-server-form';
import { assignCourseSchema } from '@portal/domain';
import { FormDialog } from '../../../components/form-dialog';
import { QueryStatus } from '../../../components/query-status';
import { SelectField } from '../../../components/select-field';
import { nameWithTitle } from '../../../lib/names';
import { useFacultyList } from '../../../api/faculty';
import { useAssignCourse, type PeriodAssignments } from '../api/assignments';

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
  const form = useServerForm({
    schema: assignCourseSchema,
    isPending: assign.isPending,
    mode: 'onTouched',
    defaultValues: { course_code: '', faculty_id: '' },
  });
  const onSubmit = form.submitWith(async (values) => onAssigned(await assign.mutateAsync({ periodId, ...values })));

  return (
    <FormDialog
      title="Assign Course"
      submitLabel="Assign Course"
      {...form.status}
      onSubmit={onSubmit}
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
        {...form.field('course_code')}
        hint={courses.length === 0 ? 'Every available course is assigned for this period.' : undefined}
      />
      <QueryStatus query={faculty} />
      <SelectField
        id="assign-faculty"
        label="Faculty"
        placeholder="Select"
        options={lecturers.map((member) => ({ value: member.custom_id, label: nameWithTitle(member) }))}
        {...form.field('faculty_id')}
      />
    </FormDialog>
  );
}
