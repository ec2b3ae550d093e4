/** A person's parts of name as lists show them. */
export interface NameParts {
  title?: string | null;
  surname: string;
  first_name?: string | null;
  other_names?: string | null;
}

/** 'Rev. Dr. ADAMU John Musa': title, surname, first name, other names (empty parts left out). */
export function nameWithTitle(person: NameParts): string {
  return [person.title, person.surname, person.first_name, person.other_names]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
