import {
  OFFICE_CAPABILITIES,
  type AdminPosition,
  type OfficeCapability,
  type Role,
  type StudentStatus,
} from '@portal/domain';

/**
 * Who may call a route. Every route declares one in `config.access`; the app refuses to
 * start when a route has none (see plugins/auth.ts), and a test lists them all.
 */
export type AccessPolicy =
  | { kind: 'public'; reason: string }
  | {
      kind: 'signed-in';
      roles: readonly Role[];
      /** For role admin: the offices allowed. Absent means every office. */
      offices?: readonly AdminPosition[];
      /** For role student: onboarding statuses allowed (default: only `complete`). */
      studentStatuses?: readonly StudentStatus[];
      /** Reachable by staff and lecturers who must still change a one-time password. */
      allowPendingPasswordChange?: boolean;
      /** Name of the route parameter holding a student's custom_id: a student reaches only their own. */
      ownerParam?: string;
    };

type SignedInOptions = Omit<Extract<AccessPolicy, { kind: 'signed-in' }>, 'kind' | 'roles' | 'offices'>;

export const access = {
  /** Anyone, signed in or not. `reason` documents why the route is public. */
  public: (reason: string): AccessPolicy => ({ kind: 'public', reason }),
  /** Any signed-in user of the given roles (all roles when omitted). */
  signedIn: (
    roles: readonly Role[] = ['student', 'admin', 'faculty'],
    options: SignedInOptions = {},
  ): AccessPolicy => ({
    kind: 'signed-in',
    roles,
    ...options,
  }),
  /** Students only, by default only with a complete profile. */
  students: (options: SignedInOptions = {}): AccessPolicy => ({ kind: 'signed-in', roles: ['student'], ...options }),
  /** Staff of the offices that hold a capability (packages/domain permissions table). */
  offices: (capability: OfficeCapability, options: SignedInOptions = {}): AccessPolicy => ({
    kind: 'signed-in',
    roles: ['admin'],
    offices: OFFICE_CAPABILITIES[capability],
    ...options,
  }),
  faculty: (options: SignedInOptions = {}): AccessPolicy => ({ kind: 'signed-in', roles: ['faculty'], ...options }),
};

export function describePolicy(policy: AccessPolicy): string {
  if (policy.kind === 'public') return `public (${policy.reason})`;
  const offices = policy.offices ? ` [${policy.offices.join(', ')}]` : '';
  return `${policy.roles.join('|')}${offices}${policy.ownerParam ? ` owner:${policy.ownerParam}` : ''}`;
}
