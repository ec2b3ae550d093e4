/** Institution settings that shape derived identifiers. */
export interface InstitutionConfig {
  /** E-mail domain, e.g. jets.edu.ng. */
  domain: string;
}

/**
 * Lecturer username: first name, a dot, surname at the domain; lower case, no spaces. The n-th
 * lecturer of the same name (n >= 2) gets the digit after the surname: john.bako2@… (issue 15 §6).
 */
export function facultyUsername(firstName: string, surname: string, config: InstitutionConfig, n = 1): string {
  const clean = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  return `${clean(firstName)}.${clean(surname)}${n > 1 ? n : ''}@${config.domain.toLowerCase()}`;
}

/** The first lecturer username of these names not among `taken` (john.bako@…, then john.bako2@…, …). */
export function firstFreeFacultyUsername(
  firstName: string,
  surname: string,
  config: InstitutionConfig,
  taken: Iterable<string>,
): string {
  const used = new Set([...taken].map((u) => u.toLowerCase()));
  let n = 1;
  while (used.has(facultyUsername(firstName, surname, config, n))) n++;
  return facultyUsername(firstName, surname, config, n);
}
