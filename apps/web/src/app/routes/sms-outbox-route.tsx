import { SmsOutboxPage } from '../../features/sms-outbox/components/sms-outbox-page';
import { paths } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route module (office ict). */
export function SmsOutboxRoute() {
  return (
    <RequireOffice capability="readSmsOutbox" title={paths.admin.smsOutbox.title}>
      <SmsOutboxPage />
    </RequireOffice>
  );
}
