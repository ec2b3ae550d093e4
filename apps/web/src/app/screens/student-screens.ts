import { paths } from '../../config/paths';
import { modules as m, movedTo, type ScreenRoute } from './route-modules';

const s = paths.student;

/** Student screens that need no session (student-side §2). */
export const studentPublicScreens: ScreenRoute[] = [
  { path: s.createProfile, module: m.createProfile('CreateProfileRoute') },
  { path: s.profileCreated, module: m.profileCreated('ProfileCreatedRoute') },
  { path: s.resetPassword, module: m.resetPassword('ResetPasswordRoute') },
];

/** Student screens behind the guard (student-side §2). */
export const studentScreens: ScreenRoute[] = [
  { path: s.changePassword, module: m.changePassword('ChangePasswordRoute') },
  { path: s.downloads, module: m.downloads('DownloadsRoute'), data: 'downloads' },
  { path: s.changeDefaultPassword, module: m.changeDefaultPassword('ChangeDefaultPasswordRoute') },
  { path: s.completeProfile, module: m.completeProfile('CompleteProfileRoute') },
  { path: s.passport, module: m.passport('PassportRoute') },
  { path: s.profile, module: m.profile('ProfileRoute'), data: 'myProfile' },
  { path: s.confirmDetails, module: m.confirmDetails('ConfirmDetailsRoute'), data: 'myProfile' },
  {
    path: s.semesterRegistrationPeriod,
    module: m.registrationPeriods('RegistrationPeriodsRoute'),
    data: 'registrationPeriods',
  },
  movedTo(s.semesterRegistration, s.semesterRegistrationPeriod.getHref()),
  { path: s.registrationForm, module: m.registration('RegistrationFormRoute'), data: 'registrationForm' },
  { path: s.printRegistrationForm, module: m.registration('PrintRegistrationFormRoute'), data: 'registrationPrint' },
  { path: s.printOuts, module: m.registration('PrintOutsRoute'), data: 'printOuts' },
  { path: s.myRegisteredCoursesPeriod, module: m.registration('RegisteredCoursesPeriodRoute'), data: 'periods' },
  { path: s.myRegisteredCourses, module: m.registration('RegisteredCoursesRoute'), data: 'registeredCourses' },
  { path: s.libraryResources, module: m.libraryResources('LibraryResourcesRoute'), data: 'libraryResources' },
  { path: s.portalWallet, module: m.portalWallet('PortalWalletRoute'), data: 'myWallets' },
  { path: s.accommodationWallet, module: m.accommodationWallet('AccommodationWalletRoute'), data: 'myWallets' },
  // Hostels (issue 13)
  { path: s.applyForHostelPeriod, module: m.hostel('ApplyForHostelPeriodRoute'), data: 'hostelPeriods' },
  { path: s.hostelForm, module: m.hostel('HostelFormRoute'), data: 'hostelForm' },
  { path: s.printHostelForm, module: m.hostelPrint('PrintHostelFormRoute'), data: 'hostelPrint' },
  // Class lists (issue 14)
  { path: s.classList, module: m.classList('StudentClassListRoute'), data: 'classList' },
  // Add/drop (issue 12)
  { path: s.addDropPeriod, module: m.addDrop('AddDropPeriodRoute'), data: 'addDropPeriods' },
  { path: s.addDropForm, module: m.addDrop('AddDropFormRoute'), data: 'addDropForm' },
  { path: s.printAddDropForm, module: m.addDrop('PrintAddDropFormRoute'), data: 'addDropPrint' },
];
