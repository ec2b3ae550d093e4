import { paths } from '../../../config/paths';
import { PeriodPickerPage } from '../../../components/period-picker-page';

/**
 * /admin/enrollment-statistics-period: the spec's own columns for this chooser ('#', 'Sem.',
 * 'Session', 'View' with a 'Proceed' link), newest period first.
 */
export function StatisticsPeriodPage() {
  return (
    <PeriodPickerPage
      title="Enrollment Statistics"
      intro="Choose the semester whose enrollment you want to see."
      hrefFor={(periodId) => paths.admin.enrollmentStatistics.getHref({ periodId })}
      headers={{ semester: 'Sem.', proceed: 'View' }}
    />
  );
}
