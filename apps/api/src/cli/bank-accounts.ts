import { runBankAccounts } from './bank-accounts-command.js';

/** `npm run bank-accounts [-- --dry-run]` (docs/operations.md). */
runBankAccounts(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
