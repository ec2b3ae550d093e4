import { parseArgs } from 'node:util';
import { findUserByUsername, insertUser, recordAudit } from '@portal/db';
import { ADMIN_POSITIONS, isAdminPosition } from '@portal/domain';
import { z } from 'zod';
import { openConfiguredDatabase } from '../bootstrap.js';
import { loadConfig } from '../config/env.js';
import { PasswordHasher } from '../lib/password-hasher.js';
import { newCustomId, newOneTimePassword } from '../lib/tokens.js';

const USAGE = `Usage: npm run create-admin -- --email <e-mail> --position <office> [--surname <name>] [--first-name <name>]
Offices: ${ADMIN_POSITIONS.join(', ')}`;

/** Creates a staff account for a real deployment and prints a one-time password. */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      position: { type: 'string' },
      surname: { type: 'string' },
      'first-name': { type: 'string' },
    },
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success || !isAdminPosition(values.position)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  try {
    if (await findUserByUsername(handle.db, email.data)) {
      console.error(`An account with the username ${email.data} already exists.`);
      process.exitCode = 1;
      return;
    }
    const password = newOneTimePassword();
    const hasher = new PasswordHasher(1, 0);
    const passwordHash = await hasher.hash(password);
    const position = values.position;
    await handle.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        customId: newCustomId(),
        username: email.data,
        role: 'admin',
        adminPosition: position,
        status: 'active',
        surname: (values.surname ?? position).toUpperCase(),
        firstName: values['first-name'] ?? 'Office',
        passwordHash,
        mustChangePassword: true,
      });
      await recordAudit(tx, {
        actorId: null,
        action: 'cli.create-admin',
        entity: 'user',
        entityId: user.customId,
        details: { position },
      });
    });
    console.log(`Created the ${position} account ${email.data}.`);
    console.log(`One-time password: ${password}`);
    console.log('It must be changed at first login at /admin/login.');
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
