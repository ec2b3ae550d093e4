/** A course as the class-list screens read it from the query string. */
export interface ClassListCourse {
  code: string;
  title: string;
  hours: string;
}

/** `base?code=..&title=..&hours=..` for a class-list link (admin, lecturer). */
export function withCourseQuery(base: string, course: ClassListCourse): string {
  const query = new URLSearchParams({ code: course.code, title: course.title, hours: course.hours });
  return `${base}?${query.toString()}`;
}
