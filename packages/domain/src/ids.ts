/** Institution settings that shape derived identifiers. */
export interface InstitutionConfig {
  /** E-mail domain, e.g. jets.edu.ng. */
  domain: string;
}

/** Lecturer username: first name, a dot, surname at the domain; lower case, no spaces. */
export function facultyUsername(firstName: string, surname: string, config: InstitutionConfig): string {
  const clean = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  return `${clean(firstName)}.${clean(surname)}@${config.domain.toLowerCase()}`;
}
