import type { ClassListPrintKind } from '@portal/domain';
import { paths } from '../../../config/paths';

/** The course a class-list or print page names in its query string (`?code&title&hours`). */
export interface CourseQuery {
  code: string;
  title: string;
  hours: string;
}

export function readCourseQuery(search: URLSearchParams): CourseQuery {
  return {
    code: search.get('code')?.trim() ?? '',
    title: search.get('title')?.trim() ?? '',
    hours: search.get('hours')?.trim() ?? '',
  };
}

/** `/print-class-list/{periodId}?code&title&cat&hours` (cat=list: the list, cat=sheet: the grade sheet). */
export function printClassListHref(periodId: string, course: CourseQuery, cat: ClassListPrintKind): string {
  const query = new URLSearchParams({ code: course.code, title: course.title, cat, hours: course.hours });
  return `${paths.print.classList.getHref({ periodId })}?${query.toString()}`;
}

/** `/print-grade-sheet/{periodId}?code&title&hours`. */
export function printGradeSheetHref(periodId: string, course: CourseQuery): string {
  const query = new URLSearchParams({ code: course.code, title: course.title, hours: course.hours });
  return `${paths.print.gradeSheet.getHref({ periodId })}?${query.toString()}`;
}

/** 'ADAMU John Musa': surname, first name, other names. */
export function fullName(person: { surname: string; first_name: string; other_names: string | null }): string {
  return [person.surname, person.first_name, person.other_names]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
