import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * PostgreSQL's own tools for a DATABASE_URL deployment: `pg_dump -Fc` and `pg_restore`, found
 * the way the test harness finds the server (scripts/pg-cluster.mjs): PG_BIN when set (and then
 * only there, so a wrong PG_BIN is reported rather than silently bypassed), else the newest
 * /usr/lib/postgresql/<version>/bin (pg_dump must be at least the server's version), else PATH.
 */
export function findPostgresTool(tool: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) {
    const path = join(env.PG_BIN, tool);
    if (existsSync(path)) return path;
    throw new Error(
      `${tool} was not found in PG_BIN (${env.PG_BIN}). Install PostgreSQL's client tools (Debian: apt install postgresql-client-15) or set PG_BIN to the directory that holds pg_dump and pg_restore.`,
    );
  }
  const candidates: string[] = [];
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))) {
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
    }
  }
  candidates.push(...(env.PATH ?? '').split(delimiter).filter(Boolean));
  for (const dir of candidates) {
    if (existsSync(join(dir, tool))) return join(dir, tool);
  }
  throw new Error(
    `${tool} was not found (looked in /usr/lib/postgresql/<version>/bin and PATH). Install PostgreSQL's client tools (Debian: apt install postgresql-client-15) or set PG_BIN to the directory that holds pg_dump and pg_restore.`,
  );
}

/** Runs a tool; resolves with its standard output, or fails with its error output. */
function run(bin: string, args: string[], env: NodeJS.ProcessEnv): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${bin} failed (exit ${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
  });
}

/**
 * The connection string goes to the tools through the environment (PGPASSWORD etc. are read
 * from it by libpq), never on the command line where `ps` would show the password.
 */
function connectionEnv(url: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  return {
    ...env,
    PGHOST: decodeURIComponent(parsed.hostname),
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username),
    PGPASSWORD: decodeURIComponent(parsed.password),
    PGDATABASE: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    ...Object.fromEntries(
      [...parsed.searchParams].filter(([k]) => k === 'sslmode').map(([, v]) => ['PGSSLMODE', v] as const),
    ),
  };
}

/** A custom-format dump of the database; `snapshot` (from pg_export_snapshot) pins what it sees. */
export function dumpPostgres(url: string, snapshot?: string, env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  const args = ['--format=custom', '--no-owner', '--no-privileges'];
  if (snapshot) args.push(`--snapshot=${snapshot}`);
  return run(findPostgresTool('pg_dump', env), args, connectionEnv(url, env));
}

/** Loads a custom-format dump into an empty database, stopping at the first error. */
export async function restorePostgres(url: string, dumpFile: string, env: NodeJS.ProcessEnv = process.env) {
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
  const pgEnv = connectionEnv(url, env);
  await run(findPostgresTool('pg_restore', env), [...args, `--dbname=${pgEnv.PGDATABASE}`, dumpFile], pgEnv);
}
