import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { openConfiguredDatabase } from '../bootstrap.js';
import { loadConfig } from '../config/env.js';
import { PasswordHasher } from '../lib/password-hasher.js';
import {
  describeBulkReport,
  ProviderKeyRefusedStop,
  requestAccountsInBulk,
} from '../modules/payments/bulk-accounts.service.js';

const USAGE = 'Usage: npm run bank-accounts [-- --dry-run]';

export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

const consoleOutput: CommandOutput = { out: (l) => console.log(l), err: (l) => console.error(l) };

/**
 * `npm run bank-accounts`: asks the payment provider for the own bank account of every student
 * who completed the profile and has none (issue 29 §1). Answers the exit code: 0 done, 1 a
 * configuration fault (the environment, the database, the provider's key), 2 a wrong argument.
 */
export async function runBankAccounts(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CommandOutput = consoleOutput,
): Promise<number> {
  let dryRun: boolean;
  try {
    dryRun = parseArgs({ args: argv, options: { 'dry-run': { type: 'boolean', default: false } } }).values['dry-run'];
  } catch {
    io.err(USAGE);
    return 2;
  }
  let handle;
  try {
    const config = loadConfig(env);
    handle = await openConfiguredDatabase(config, io.out);
    // The application's own services (provider, logger): its error lines (a refusal, for ict)
    // go to stderr, the progress to stdout.
    const app = await buildApp({
      config,
      db: handle.db,
      databaseKind: handle.kind,
      hasher: new PasswordHasher(1, 0),
      logger: { level: config.LOG_LEVEL, stream: process.stderr },
    });
    try {
      const report = await requestAccountsInBulk(app.deps, { dryRun, say: io.out });
      for (const line of describeBulkReport(report, dryRun)) io.out(line);
      return 0;
    } catch (err) {
      if (!(err instanceof ProviderKeyRefusedStop)) throw err;
      for (const line of describeBulkReport(err.report, false)) io.out(line);
      io.err(err.message);
      return 1;
    } finally {
      await app.close();
    }
  } catch (err) {
    io.err(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await handle?.close();
  }
}
