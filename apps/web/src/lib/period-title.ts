/** '1st Semester, 2025/2026': how forms, prints and lists name a period (one rule, in the domain). */
export { periodTitle } from '@portal/domain';
