/** '1st Semester, 2025/2026': how forms, prints and lists name a period. */
export function periodTitle(period: { semester: string; session: string }): string {
  return `${period.semester} Semester, ${period.session}`;
}
