import { SmsOutboxPage } from '../../features/sms-outbox/components/sms-outbox-page';
import { paths } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route module (office ict). */
export function SmsOutboxRoute() {
  return (
    <RequireOffice screen={paths.admin.smsOutbox}>
      <SmsOutboxPage />
    </RequireOffice>
  );
}
