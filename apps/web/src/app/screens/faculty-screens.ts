import { paths } from '../../config/paths';
import { modules as m, type ScreenRoute } from './route-modules';

const f = paths.faculty;

/** Lecturers' screens behind the guard (admin-faculty-side §2). */
export const facultyScreens: ScreenRoute[] = [
  { path: f.changePassword, module: m.changePassword('ChangePasswordRoute') },
  { path: f.libraryResources, module: m.libraryResources('LibraryResourcesRoute'), data: 'libraryResources' },
  { path: f.profile, module: m.faculty('FacultyMyProfileRoute'), data: 'myFacultyProfile' },
  { path: f.assignedCoursesPeriod, module: m.faculty('AssignedCoursesPeriodRoute'), data: 'periods' },
  { path: f.assignedCourses, module: m.faculty('AssignedCoursesRoute'), data: 'myCourses' },
  { path: f.classList, module: m.classList('FacultyClassListRoute'), data: 'classList' },
];

/** Print sheets of staff and lecturers (never public; staff need the screen's capability). */
export const printScreens: ScreenRoute[] = [
  { path: paths.print.classList, module: m.classList('PrintClassListRoute'), data: 'classListPrint' },
  { path: paths.print.gradeSheet, module: m.classList('PrintGradeSheetRoute'), data: 'classListPrint' },
];
