/** Titles offered by Create Faculty Account (admin-faculty-side §5). */
export const FACULTY_TITLES = [
  'Mr.',
  'Mrs.',
  'Miss',
  'Dr.',
  'Rev.',
  'Rev. Dr.',
  'Prof.',
  'Rev. Prof.',
  'Pastor',
] as const;
export type FacultyTitle = (typeof FACULTY_TITLES)[number];
