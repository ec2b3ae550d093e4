/**
 * Reference lists of the seminary, in one place (original-system §2.1-§2.2, student-side §3, §9).
 * Stored values are the labels shown here.
 */

export const COUNTRIES = ['Nigeria', 'Cameroon', 'Liberia', 'Chad', 'Ghana', 'Niger', 'Sudan', 'Benin'] as const;
export type Country = (typeof COUNTRIES)[number];

export const DENOMINATIONS = ['ECWA', 'Non-ECWA'] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

export const FIRST_ADMISSION_YEAR = 2015;
export const LAST_ADMISSION_YEAR = 2031;
export const ADMISSION_YEARS: readonly number[] = Array.from(
  { length: LAST_ADMISSION_YEAR - FIRST_ADMISSION_YEAR + 1 },
  (_, i) => FIRST_ADMISSION_YEAR + i,
);

/** Faculties and their departments. */
export const FACULTIES = {
  'Faculty of Biblical Studies': ['Old Testament', 'New Testament'],
  'Faculty of Theological Studies': [
    'Systematic Theology',
    'Church History and Historical Theology',
    'Christian Ethics and Public Theology',
    'Christian Apologetics',
    'Theological Studies',
  ],
  'Faculty of Practical Theology': [
    'Pastoral Studies',
    'Missions and Intercultural Studies',
    'Youth Ministry',
    'Leadership and Administration',
    'Peace and Conflict Studies',
    'Community Development',
  ],
  'Faculty of Education': ['Christian Education', 'Biblical Counselling and Psychology'],
} as const satisfies Record<string, readonly string[]>;

export type Faculty = keyof typeof FACULTIES;
export const FACULTY_NAMES = Object.keys(FACULTIES) as Faculty[];
export type Department = (typeof FACULTIES)[Faculty][number];
export const DEPARTMENTS = FACULTY_NAMES.flatMap((f) => FACULTIES[f]) as Department[];

export function isDepartmentOf(faculty: string, department: string): boolean {
  return (FACULTIES as Record<string, readonly string[]>)[faculty]?.includes(department) ?? false;
}

export type ProgrammeLevel = 'UG' | 'PG';

interface ProgrammeCategoryInfo {
  /** Short name used in lists and statistics. */
  short: string;
  level: ProgrammeLevel;
  /** Registration levels of this category (student-side §9). */
  levels: readonly string[];
  /** Programmes with their matriculation-number codes. */
  programmes: Readonly<Record<string, string>>;
}

/** Programme categories, their programmes and codes (original-system §2.1-§2.2). */
export const PROGRAMME_CATEGORIES = {
  'Diploma Programme': {
    short: 'Diploma',
    level: 'UG',
    levels: ['1-Diploma', '2-Diploma', '3-Diploma'],
    programmes: {
      'Diploma of Theology (Pastoral Studies)': 'DPS',
      'Diploma of Theology (Missions and Evangelism)': 'DME',
      'Diploma of Theology (Biblical Studies)': 'DBS',
    },
  },
  'Bachelor of Arts Programme': {
    short: 'BA',
    level: 'UG',
    levels: ['1-BA', '2-BA', '3-BA', '4-BA'],
    programmes: {
      'BA in Theology (Theological Studies)': 'TS',
      'BA in Theology (Pastoral Studies)': 'PS',
      'BA in Theology (Christian Education)': 'CE',
      'BA in Theology (Evangelism and Missions)': 'EM',
      'BA in Theology (Biblical Studies)': 'BS',
      'BA in Theology (Youth Ministry)': 'YM',
    },
  },
  'PGDT Programme': {
    short: 'PGDT',
    level: 'PG',
    levels: ['5'],
    programmes: { 'Post-Graduate Diploma of Theology': 'PGDT' },
  },
  'Masters Programme': {
    short: 'MA',
    level: 'PG',
    levels: ['6', '7'],
    programmes: {
      'MA in Old Testament': 'OT',
      'MA in New Testament': 'NT',
      'MA in Systematic Theology': 'ST',
      'MA in Church History and Historical Theology': 'CH',
      'MA in Christian Ethics and Public Theology': 'CP',
      'MA in Christian Apologetics': 'CA',
      'MA in Pastoral Studies': 'PA',
      'MA in Christian Education': 'CE',
      'MA in Mission and Intercultural Studies': 'MI',
      'MA in Leadership and Administration': 'LA',
      'MA in Biblical Counselling and Psychology': 'BP',
      'MA in Peace and Conflict Studies': 'PC',
      'MA in Youth Ministry': 'YM',
    },
  },
  'Master of Divinity Programme': {
    short: 'MDiv',
    level: 'PG',
    levels: ['6', '7'],
    programmes: { 'Master of Divinity (Pastoral Studies)': 'MD' },
  },
} as const satisfies Record<string, ProgrammeCategoryInfo>;

export type ProgrammeCategory = keyof typeof PROGRAMME_CATEGORIES;
export const PROGRAMME_CATEGORY_NAMES = Object.keys(PROGRAMME_CATEGORIES) as ProgrammeCategory[];

export function programmesOf(category: string): string[] {
  const info = (PROGRAMME_CATEGORIES as Record<string, ProgrammeCategoryInfo>)[category];
  return info ? Object.keys(info.programmes) : [];
}

export function programmeCode(category: string, programme: string): string | undefined {
  return (PROGRAMME_CATEGORIES as Record<string, ProgrammeCategoryInfo>)[category]?.programmes[programme];
}

export function programmeLevel(category: ProgrammeCategory): ProgrammeLevel {
  return PROGRAMME_CATEGORIES[category].level;
}

/** The affiliation question offers Yes only for the Bachelor of Arts (student-side §5). */
export function affiliationOptions(category: string): readonly ('yes' | 'no')[] {
  return category === 'Bachelor of Arts Programme' ? ['yes', 'no'] : ['no'];
}

/** Registration levels; 5 to 7 are postgraduate (student-side §9). */
export const LEVELS = ['1-Diploma', '2-Diploma', '3-Diploma', '1-BA', '2-BA', '3-BA', '4-BA', '5', '6', '7'] as const;
export type Level = (typeof LEVELS)[number];
export function isPostgraduateLevel(level: string): boolean {
  return level === '5' || level === '6' || level === '7';
}
