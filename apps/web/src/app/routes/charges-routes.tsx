/* Lazily loaded route module of the charges screens (offices ict, bursar, auditor; only ict and bursar edit). */

export { AdminChargesPage as AdminChargesRoute } from '../../features/charges/components/admin-charges-page';

export { DepartmentalChargesPage as DepartmentalChargesRoute } from '../../features/charges/components/departmental-charges-page';

export { CourseFeesPage as CourseFeesRoute } from '../../features/charges/components/course-fees-page';
