/**
 * Lazily loaded route module of the registration period list, apart from the other registration
 * screens (registration-routes.tsx): the list's first load carries neither the registration form,
 * the print sheet nor the form libraries (decision 0010).
 */
export { RegistrationPeriodsPage as RegistrationPeriodsRoute } from '../../features/registration/components/registration-periods-page';
