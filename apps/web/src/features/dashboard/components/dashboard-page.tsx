import { Link } from 'react-router';
import {
  backupStatusLine,
  DASHBOARD_COUNTS,
  officeCan,
  refusedAccountsNotice,
  type AdminPosition,
} from '@portal/domain';
import { PageLayout } from '../../../components/page-layout';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import {
  DASHBOARD_LABELS,
  useBackupStatus,
  useDashboardCounts,
  useDedicatedAccountsStatus,
  type DashboardCount,
} from '../api/dashboard';

let numberFormat: Intl.NumberFormat | undefined; // made on first use (packages/domain/src/dates.ts says why)

/** Where a figure's card leads: the active students it counts; Faculty to the lecturers. */
function hrefOf(key: DashboardCount, position: AdminPosition | null): string | null {
  if (key === 'faculty') {
    return officeCan(position, 'manageFaculty') ? paths.admin.manageFaculty.getHref() : null;
  }
  return `${paths.admin.activeStudents.getHref()}?${new URLSearchParams({ filter: key }).toString()}`;
}

export interface DashboardPageProps {
  position: AdminPosition | null;
}

/** /admin/dashboard (every office but the porter): the portal's figures, each leading to its list. */
export function DashboardPage({ position }: DashboardPageProps) {
  const counts = useDashboardCounts();
  const backups = useBackupStatus(officeCan(position, 'manageBackups'));
  const accounts = useDedicatedAccountsStatus(officeCan(position, 'watchBankAccounts'));
  // Shown only while some student's own account is refused (decision 0030); nothing otherwise.
  const refusedAccounts = accounts.data ? refusedAccountsNotice(accounts.data) : null;

  return (
    <PageLayout title="Dashboard" width="wide">
      {backups.data ? (
        <p className={backups.data.last_failure ? 'feedback feedback--error' : 'lead'}>
          <Link to={paths.admin.backups.getHref()}>{backupStatusLine(backups.data)}</Link>
        </p>
      ) : null}
      {refusedAccounts ? <p className="feedback feedback--error">{refusedAccounts}</p> : null}
      <QueryStatus query={counts} />
      {counts.data ? (
        <ul className="count-grid" aria-label="Figures">
          {DASHBOARD_COUNTS.map((key) => {
            const value = counts.data[key];
            const body = (
              <>
                <span className="count-card__label">{DASHBOARD_LABELS[key]}</span>{' '}
                <span className="count-card__value">
                  {value === undefined ? '-' : (numberFormat ??= new Intl.NumberFormat('en-NG')).format(value)}
                </span>
              </>
            );
            const href = hrefOf(key, position);
            return (
              <li key={key}>
                {href ? (
                  <Link className="count-card" to={href}>
                    {body}
                  </Link>
                ) : (
                  <div className="count-card">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </PageLayout>
  );
}

/** The porter's landing page: no figures, the way to the hostel requests. */
export function PorterWelcomePage() {
  return (
    <PageLayout title="Dashboard">
      <p className="lead">Welcome. Your office works with hostel requests and hostels.</p>
      <div className="button-row button-row--start">
        <Link className="button button--primary" to={paths.admin.hostelApplicationsPeriod.getHref()}>
          Hostel Requests
        </Link>
        <Link className="button button--secondary" to={paths.admin.manageHostels.getHref()}>
          Manage Hostels
        </Link>
      </div>
    </PageLayout>
  );
}
