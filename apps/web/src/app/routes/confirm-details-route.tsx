export { ConfirmDetailsPage as ConfirmDetailsRoute } from '../../features/students/components/confirm-details-page';
