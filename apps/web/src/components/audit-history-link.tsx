import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useOfficeCan } from '../lib/use-office-can';

/**
 * "Audit trail of this …": a form's or a wallet's own history on the Audit Trail screen (issue
 * 25), for the offices that may read it. The screen filters by the kind of record and the student
 * (their custom_id), and by the period for a form.
 */
export function AuditHistoryLink({
  entity,
  customId,
  periodId,
  label,
}: {
  entity: 'registration' | 'add-drop' | 'hostel-application' | 'portal-wallet' | 'accommodation-wallet';
  customId: string;
  periodId?: string;
  label: string;
}) {
  const allowed = useOfficeCan('viewAuditTrail');
  if (!allowed || !customId) return null;
  const search = new URLSearchParams({ q: customId, entity });
  if (periodId) search.set('period', periodId);
  return (
    <p className="form-aside">
      <Link to={`${paths.admin.auditTrail.getHref()}?${search.toString()}`}>{label}</Link>
    </p>
  );
}
