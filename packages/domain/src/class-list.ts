import type { CsvRows } from './csv.js';

/*
 * Class lists and grade sheets (issue 14; admin-faculty-side "Class lists and print sheets",
 * docs/decisions/0016-class-lists.md): the texts the screens and the API share, and the CSV.
 */

/** The three tables of a class list, in screen order. */
export const CLASS_LIST_SECTIONS = ['registered', 'added', 'dropped'] as const;
export type ClassListSection = (typeof CLASS_LIST_SECTIONS)[number];

/** What an empty table says (word for word from the spec). */
export const CLASS_LIST_EMPTY_TEXTS: Record<ClassListSection, string> = {
  registered: 'No student has REGISTERED this course.',
  added: 'No student has ADDED this course during Add/Drop.',
  dropped: 'No student has DROPPED this course during Add/Drop.',
};

/** The captions of the three tables. */
export const CLASS_LIST_SECTION_TITLES: Record<ClassListSection, string> = {
  registered: 'Registered during Registration',
  added: 'Added during Add/Drop',
  dropped: 'Dropped during Add/Drop',
};

export const CLASS_LIST_MESSAGES = {
  /** The e-mail cell of a student without an e-mail on record. */
  missingEmail: '*Contact ICT department',
  noLecturer: 'No lecturer assigned yet.',
  printList: 'Go to Print this List',
  printSheet: 'Go to Print Grade Sheet',
  courseMissing: (code: string) => `The course ${code} was not found.`,
  notYourCourse: 'You can open the class list only of a course assigned to you in this period.',
  notYourClass: 'You can open the class list only of a course you registered for this semester.',
} as const;

/** The print page's kinds (`?cat=`): the compact list, or the grade sheet. */
export const CLASS_LIST_PRINT_KINDS = ['list', 'sheet'] as const;
export type ClassListPrintKind = (typeof CLASS_LIST_PRINT_KINDS)[number];

/** The grade sheet (admin-faculty-side "Class lists and print sheets"). */
export const GRADE_SHEET = {
  title: 'Grade Sheet',
  programmeLevels: ['Undergraduate', 'Graduate', 'Post Graduate Diploma'],
  facultyNote:
    'Note to faculty: submit 2 copies of this grade sheet to the Academic Dean within two weeks after the examination. Only the term grade (letter) is recorded.',
  assessmentColumns: 5,
  /** Blank rows of the Others section (students missing from the list, written in by hand). */
  blankRows: 8,
} as const;

/** A student of a class list as the CSV needs them. */
export interface ClassListCsvStudent {
  student_id: string;
  surname: string;
  first_name: string;
  other_names: string | null;
  gender: string | null;
  matriculation_number: string | null;
  email: string | null;
  phone_number: string | null;
  mark?: string | null;
}

export const CLASS_LIST_CSV_HEADER = [
  'Table',
  'Number',
  'Surname',
  'First Name',
  'Other Names',
  'Gender',
  'Student ID',
  'Matriculation Number',
  'E-mail',
  'Phone',
  'W/WF',
];

/** The class list as CSV rows: a heading line, the header, then the three tables in order. */
export function classListCsv(
  heading: string,
  tables: Record<ClassListSection, readonly ClassListCsvStudent[]>,
): CsvRows {
  return [
    [heading],
    CLASS_LIST_CSV_HEADER,
    ...CLASS_LIST_SECTIONS.flatMap((section) =>
      tables[section].map((s, i) => [
        CLASS_LIST_SECTION_TITLES[section],
        i + 1,
        s.surname,
        s.first_name,
        s.other_names,
        s.gender,
        s.student_id,
        s.matriculation_number,
        s.email ?? CLASS_LIST_MESSAGES.missingEmail,
        s.phone_number,
        s.mark ?? null,
      ]),
    ),
  ];
}
