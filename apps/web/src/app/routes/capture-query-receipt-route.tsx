import { ReceiptsDeskPage } from '../../features/receipts-desk/components/receipts-desk-page';
import { paths } from '../../config/paths';
import { RequireOffice } from '../layouts/require-office';

/** Lazily loaded route module (offices ict, bursar, auditor, assistant bursar). */
export function CaptureQueryReceiptRoute() {
  return (
    <RequireOffice screen={paths.admin.captureQueryReceipt}>
      <ReceiptsDeskPage />
    </RequireOffice>
  );
}
