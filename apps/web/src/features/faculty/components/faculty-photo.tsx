import { nameWithTitle } from '../../../lib/names';
import type { FacultyMember } from '../../../api/faculty';

export interface FacultyPhotoProps {
  member: Pick<FacultyMember, 'title' | 'surname' | 'first_name' | 'other_names'>;
  url: string | null;
}

/** The lecturer's passport photograph, or a placeholder with the surname's initial. */
export function FacultyPhoto({ member, url }: FacultyPhotoProps) {
  if (url) {
    return (
      <img
        className="passport-photo"
        src={url}
        alt={`Passport photograph of ${nameWithTitle(member)}`}
        width="160"
        height="160"
      />
    );
  }
  return (
    <div className="passport-photo passport-photo--placeholder" role="img" aria-label="No passport photograph yet">
      <span aria-hidden="true">{member.surname.charAt(0)}</span>
    </div>
  );
}
