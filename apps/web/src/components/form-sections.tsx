import '../styles/print.css';
import { useState, type ReactNode } from 'react';
import { DataTable, type DataColumn } from './data-table';
import { DetailsList } from './details-list';
import { MODE_OF_STUDY_LABELS, type ModeOfStudy, type RegistrationFormResponse } from '@portal/domain';

/**
 * The parts every student form shares (registration, add/drop): a titled section, Personal
 * Data, the status banner and the year buttons of Add Course(s).
 */

/** What Personal Data reads: the student and the level of the registration. */
export interface PersonalDataForm {
  student: RegistrationFormResponse['student'];
  registration: { year_label: string };
}

export interface FormSectionProps {
  /** The heading's id: the section is named by it. */
  id: string;
  title: string;
  /** 'section registration-section' on a form; 'section' on other pages, 'desk-card' on the desk. */
  className?: string;
  children: ReactNode;
}

/** A titled part of a page or form (a section named by its level-2 heading). */
export function FormSection({ id, title, className = 'section registration-section', children }: FormSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Personal Data: the passport and the fields the offices check on every form. */
export function PersonalData({ form, headingId = 'personal-data' }: { form: PersonalDataForm; headingId?: string }) {
  const { student, registration } = form;
  const mode = student.mode_of_study;
  const rows: [string, string | null][] = [
    ['Name', student.full_name],
    ['Student ID', student.student_id],
    ['Matriculation Number', student.matriculation_number],
    ['Ledger Number', student.ledger_number],
    ['Programme', student.programme],
    ['Department', student.department],
    ['Level', registration.year_label],
    ['Mode of Study', mode ? (MODE_OF_STUDY_LABELS[mode as ModeOfStudy] ?? mode) : null],
    ['Denomination', student.denomination],
    ['Phone Number', student.phone_number],
    ['E-mail', student.email],
  ];
  if (student.special_student_category) {
    rows.push([
      'Special Category',
      `${student.special_student_category}${student.staff_verified ? ' (verified)' : ' (not yet verified by the Bursary)'}`,
    ]);
  }
  return (
    <FormSection id={headingId} title="Personal Data">
      <div className="profile">
        <div className="profile__photo">
          {student.passport_url ? (
            <img
              className="passport-photo"
              src={student.passport_url}
              alt={`Passport photograph of ${student.full_name}`}
              width="120"
              height="120"
            />
          ) : (
            <div className="passport-photo passport-photo--placeholder" role="img" aria-label="No passport photograph">
              <span aria-hidden="true">{student.surname.charAt(0)}</span>
            </div>
          )}
        </div>
        <DetailsList rows={rows.map(([term, value]) => [term, value || 'Not set'])} />
      </div>
    </FormSection>
  );
}

export interface FormStatusProps {
  /** The status in the words students know (Started, Awaiting DPAA's Office, …). */
  label: string;
  /** What the student reads in this state (a disapproval's reasons are inside it). */
  message: string;
  tone: 'info' | 'success' | 'error';
  /** A badge after the label (e.g. an undertaking granted). */
  badge?: ReactNode;
}

/** The state of a form at its top: 'Status: {label}' and the status text. */
export function FormStatus({ label, message, tone, badge }: FormStatusProps) {
  return (
    <div className={`feedback feedback--${tone} registration-status`} role="status">
      <p>
        <strong>Status: {label}</strong>
        {badge}
      </p>
      <p>{message}</p>
    </div>
  );
}

/** The 'Year N courses' buttons of Add Course(s) (one year shown at a time). */
export function YearButtons({
  years,
  chosen,
  onChoose,
}: {
  years: readonly number[];
  chosen: number | null;
  onChoose: (year: number) => void;
}) {
  return (
    <div className="button-row button-row--start year-buttons" role="group" aria-label="Courses by year">
      {years.map((year) => (
        <button
          key={year}
          type="button"
          className={year === chosen ? 'button button--primary button--small' : 'button button--plain button--small'}
          aria-pressed={year === chosen}
          onClick={() => onChoose(year)}
        >
          Year {year} courses
        </button>
      ))}
    </div>
  );
}

/** A course offered on a form: its code, title and hours (what the year table shows). */
interface OfferedCourse {
  code: string;
  title: string;
  hours: string;
}

/**
 * Add Course(s) of a student form: the year buttons and the chosen year's courses, each with the
 * form's own action (Pick on registration, Add on add/drop). The student's own year (the last
 * button) is shown first: most courses taken are of that year.
 */
export function CoursesByYear<C extends OfferedCourse>({
  offered,
  actionHeader,
  action,
}: {
  offered: readonly { year: number; courses: C[] }[];
  actionHeader: string;
  action: (course: C) => ReactNode;
}) {
  const [year, setYear] = useState<number | null>(offered.at(-1)?.year ?? null);
  const shown = offered.find((y) => y.year === year);
  const columns: DataColumn<C>[] = [
    { header: 'Code', cell: (c) => c.code, nowrap: true },
    { header: 'Title', cell: (c) => c.title },
    { header: 'CH', label: 'Credit hours', cell: (c) => c.hours, nowrap: true },
    { header: actionHeader, cell: action },
  ];
  return (
    <>
      <YearButtons years={offered.map((y) => y.year)} chosen={year} onChoose={setYear} />
      {shown ? (
        <DataTable
          caption={`Year ${shown.year} courses`}
          columns={columns}
          rows={shown.courses}
          rowKey={(c) => c.code}
          emptyText="No course of this year is offered to you this semester."
        />
      ) : null}
    </>
  );
}
