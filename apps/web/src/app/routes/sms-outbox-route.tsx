export { SmsOutboxPage as SmsOutboxRoute } from '../../features/sms-outbox/components/sms-outbox-page';
