import { Alert } from '../../../components/alert';
import { LoadingState } from '../../../components/loading-state';
import { PageCard } from '../../../components/page-card';
import { errorMessage } from '../../../lib/api-client';
import { useMyWallets } from '../api/wallets';
import { WalletBalance, WalletStatementTable } from './wallet-statement';

/** /student/accommodation-wallet: balance and statement; the Bursary credits it (no top-up). */
export function AccommodationWalletPage() {
  const wallets = useMyWallets();
  const wallet = wallets.data?.accommodation ?? null;

  return (
    <PageCard
      title="Accommodation Wallet"
      width="medium"
      intro="Accommodation wallets apply only to hostel accommodation."
    >
      {wallets.isPending ? <LoadingState /> : null}
      {wallets.isError ? (
        <>
          <Alert>{errorMessage(wallets.error)}</Alert>
          <button type="button" className="button button--primary" onClick={() => void wallets.refetch()}>
            Try again
          </button>
        </>
      ) : null}
      {wallets.data && !wallet ? (
        <Alert tone="info">Your accommodation wallet has not been opened yet. Contact the ICT department.</Alert>
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
    </PageCard>
  );
}
