import { OWN_ACCOUNT_TEXTS, type OwnAccount } from '@portal/domain';
import { Link } from 'react-router';
import { FormSection } from '../../../components/form-sections';
import { paths } from '../../../config/paths';
import { useRequestOwnAccount } from '../api/wallets';

/**
 * The student's own bank account number (issue 29 §1): the sentence when Paystack has assigned
 * it, else a button to ask for it (the general accounts show below meanwhile).
 */
export function OwnAccountSection({ account, sandbox }: { account: OwnAccount | undefined; sandbox: boolean }) {
  const request = useRequestOwnAccount();
  if (!account) return null;
  return (
    <FormSection id="own-account-title" title={OWN_ACCOUNT_TEXTS.title} className="section">
      {account.text ? (
        <>
          <p className="own-account" data-testid="own-account">
            <strong>{account.text}</strong>
          </p>
          {sandbox ? (
            <p className="form-aside">
              <Link to={paths.sandboxGateway.transfer.getHref()}>{OWN_ACCOUNT_TEXTS.sandboxLink}</Link>
            </p>
          ) : null}
        </>
      ) : (
        <>
          {account.status === 'pending' ? <p className="form-aside">{OWN_ACCOUNT_TEXTS.pending}</p> : null}
          {account.status === 'failed' ? <p className="form-aside">{OWN_ACCOUNT_TEXTS.unavailable}</p> : null}
          {account.status !== 'pending' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={request.isPending}
              onClick={() => request.mutate()}
            >
              {request.isPending ? OWN_ACCOUNT_TEXTS.asking : OWN_ACCOUNT_TEXTS.button}
            </button>
          ) : null}
        </>
      )}
    </FormSection>
  );
}
