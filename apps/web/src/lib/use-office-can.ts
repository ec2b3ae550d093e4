import { officeCan, type OfficeCapability } from '@portal/domain';
import { useCurrentUser } from '../api/current-user';

/**
 * Whether the signed-in staff member's office has `capability` (OFFICE_CAPABILITIES), read from
 * the server's answer to GET /api/auth/me: false for lecturers and students, and until the answer
 * is there. A screen shows or hides an action with it; the server refuses the call regardless.
 */
export function useOfficeCan(capability: OfficeCapability): boolean {
  const { data: user } = useCurrentUser();
  return officeCan(user?.admin_position, capability);
}
