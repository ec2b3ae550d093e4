export { ReceiptsDeskPage as CaptureQueryReceiptRoute } from '../../features/receipts-desk/components/receipts-desk-page';
