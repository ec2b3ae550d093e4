export { ManagePeriodsPage as ManagePeriodsRoute } from '../../features/periods/components/manage-periods-page';
