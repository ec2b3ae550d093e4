import { FeedbackMessage } from '../../../components/feedback';
import { FormSection } from '../../../components/form-sections';
import { PageLayout } from '../../../components/page-layout';
import { frameOf, paths } from '../../../config/paths';
import { QueryStatus } from '../../../components/query-status';
import { useMyWallets } from '../api/wallets';
import { WalletBalance, WalletStatementTable } from './wallet-statement';

/** /student/accommodation-wallet: balance and statement; the Bursary credits it (no top-up). */
export function AccommodationWalletPage() {
  const wallets = useMyWallets();
  const wallet = wallets.data?.accommodation ?? null;

  return (
    <PageLayout {...frameOf(paths.student.accommodationWallet)}>
      <QueryStatus query={wallets} onRetry={() => void wallets.refetch()} />
      {wallets.data && !wallet ? (
        <FeedbackMessage tone="info">
          Your accommodation wallet has not been opened yet. Contact the ICT department.
        </FeedbackMessage>
      ) : null}
      {wallet ? (
        <>
          <WalletBalance label="Balance" kobo={wallet.balance_kobo} />
          <FormSection id="accommodation-statement-title" title="Statement" className="section">
            <WalletStatementTable entries={wallet.entries} caption="Accommodation wallet statement, newest first" />
          </FormSection>
        </>
      ) : null}
    </PageLayout>
  );
}
