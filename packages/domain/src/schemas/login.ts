import * as zm from 'zod/mini';
import { MESSAGES } from '../messages.js';

/** An empty field says '*Required' and its other checks do not run (issue 15). */
const filled = () => zm.minLength(1, { error: MESSAGES.required, abort: true });

/*
 * The requests of the three logins, part of the auth aggregate (re-exported by auth.ts). They are
 * a module of their own, written with zod's functional API (`zod/mini`; the same rules and
 * messages as the method-chaining API), because the login pages load them in their first load:
 * that load then carries only zod's core, not its whole method-chaining layer nor the other auth
 * schemas (decision 0010, budget of 160 KB). They validate, parse and describe themselves
 * (OpenAPI) like every other schema.
 */

/** Student login: Student ID of exactly 5 characters, password of at least 8 (student-side §5). */
export const studentLoginSchema = zm.object({
  username: zm.string().check(zm.trim(), filled(), zm.length(5, MESSAGES.invalid), zm.toUpperCase()),
  password: zm.string().check(filled(), zm.minLength(8, MESSAGES.invalid), zm.maxLength(200, MESSAGES.invalid)),
});

/** Admin login: an e-mail username and a password of at least 8 (admin-faculty-side §5). */
export const adminLoginSchema = zm.object({
  username: zm.pipe(zm.string().check(zm.trim(), filled()), zm.email(MESSAGES.invalid).check(zm.toLowerCase())),
  password: zm.string().check(filled(), zm.minLength(8, MESSAGES.invalid), zm.maxLength(200, MESSAGES.invalid)),
});

/** Faculty login: an e-mail username and a password of at least 4 (admin-faculty-side §5). */
export const facultyLoginSchema = zm.object({
  username: zm.pipe(zm.string().check(zm.trim(), filled()), zm.email(MESSAGES.invalid).check(zm.toLowerCase())),
  password: zm.string().check(filled(), zm.minLength(4, MESSAGES.invalid), zm.maxLength(200, MESSAGES.invalid)),
});

/** The body of every login: what a login form sends. */
export type LoginCredentials = zm.input<typeof studentLoginSchema>;
export type StudentLoginInput = zm.input<typeof studentLoginSchema>;
export type AdminLoginInput = zm.input<typeof adminLoginSchema>;
export type FacultyLoginInput = zm.input<typeof facultyLoginSchema>;
