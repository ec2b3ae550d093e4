// The course request schemas live in the domain package (shared with the web forms).
export { COURSE_STATUSES, editCourseSchema, normalizeCourseCode, setCourseStatusSchema } from '@portal/domain';
