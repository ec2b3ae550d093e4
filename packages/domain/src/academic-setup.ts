/**
 * Split by aggregate: rules in periods.ts, courses.ts, charges.ts, faculty.ts and dashboard.ts,
 * request and response schemas in schemas/<aggregate>.ts. Only kept for the imports of the
 * registration files until they move to ./periods.js; import from the aggregate's file instead.
 */
export type { Semester } from './periods.js';
