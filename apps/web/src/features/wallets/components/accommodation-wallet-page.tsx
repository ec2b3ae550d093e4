import { FeedbackMessage } from '../../../components/feedback';
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
          <section className="section" aria-labelledby="accommodation-statement-title">
            <h2 id="accommodation-statement-title" className="section__title">
              Statement
            </h2>
            <WalletStatementTable entries={wallet.entries} caption="Accommodation wallet statement, newest first" />
          </section>
        </>
      ) : null}
    </PageLayout>
  );
}
