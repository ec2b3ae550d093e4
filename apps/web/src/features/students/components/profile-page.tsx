import { Link } from 'react-router';
import { MODE_OF_STUDY_LABELS, type ModeOfStudy } from '@portal/domain';
import { DetailsList } from '../../../components/details-list';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { frameOf, paths } from '../../../config/paths';
import { useMyProfile, type StudentProfile } from '../../../api/my-profile';

const YES_NO: Record<string, string> = { yes: 'Yes', no: 'No' };

export function fullName(profile: Pick<StudentProfile, 'surname' | 'first_name' | 'other_names'>): string {
  return [profile.surname, profile.first_name, profile.other_names].filter(Boolean).join(' ');
}

const NOT_SET = 'Not set';

function yesNo(value: string | null): string {
  return value ? (YES_NO[value] ?? value) : NOT_SET;
}

function profileRows(profile: StudentProfile): [string, string][] {
  const mode = profile.mode_of_study;
  const rows: [string, string | number | null][] = [
    ['Student ID', profile.username],
    ['Name', fullName(profile)],
    ['Gender', profile.gender],
    ['Phone Number', profile.phone_number],
    ['Mode of Study', mode ? (MODE_OF_STUDY_LABELS[mode as ModeOfStudy] ?? mode) : null],
    ['E-mail', profile.email],
    ['Matriculation Number', profile.matriculation_number],
    ['Ledger Number', profile.ledger_number],
    ['Date of Birth', profile.date_of_birth],
    ['State of Origin', profile.state_of_origin],
    ['Country of Origin', profile.country_of_origin],
    ['Denomination', profile.denomination],
    ['Local Church', profile.local_church],
    ['Name of Pastor', profile.name_of_pastor],
    ['Works Full-time', yesNo(profile.work_fulltime)],
    ['Ministry', profile.ministry],
    ['Year of Admission', profile.year_of_admission],
    ['Programme Category', profile.programme_category],
    ['Programme', profile.programme],
    ['Faculty', profile.faculty],
    ['Department', profile.department],
    ['Affiliation', yesNo(profile.affiliation_status)],
    ['Special Student Category', profile.special_student_category || 'None'],
  ];
  return rows.map(([term, value]) => [term, value === null || value === '' ? NOT_SET : String(value)]);
}

/** /student/profile: the read-only profile, from one request. */
export function ProfilePage() {
  const profile = useMyProfile();

  return (
    <PageLayout {...frameOf(paths.student.profile)}>
      <QueryStatus query={profile} />
      {profile.data ? (
        <div className="profile">
          <div className="profile__photo">
            {profile.data.passport_url ? (
              <img
                className="passport-photo"
                src={profile.data.passport_url}
                alt={`Passport photograph of ${fullName(profile.data)}`}
                width="160"
                height="160"
              />
            ) : (
              <div
                className="passport-photo passport-photo--placeholder"
                role="img"
                aria-label="No passport photograph yet"
              >
                <span aria-hidden="true">{profile.data.surname.charAt(0)}</span>
              </div>
            )}
            <Link className="button button--secondary button--small" to={paths.student.passport.getHref()}>
              Change Passport
            </Link>
          </div>
          <DetailsList rows={profileRows(profile.data)} />
        </div>
      ) : null}
    </PageLayout>
  );
}
