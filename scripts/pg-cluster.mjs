// A private PostgreSQL cluster for tests: started by `npm test` (scripts/test.mjs),
// on a free port, in a directory owned by the `postgres` user when running as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findPgBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  if (existsSync('/usr/lib/postgresql')) {
    for (const v of readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))) {
      candidates.push(`/usr/lib/postgresql/${v}/bin`);
    }
  }
  for (const dir of candidates) if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  throw new Error('PostgreSQL server binaries not found: install the Debian package "postgresql" (or set PG_BIN).');
}

async function freePort(start) {
  for (let port = start; port < start + 200; port++) {
    const free = await new Promise((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port for the test PostgreSQL server');
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(bin, args, { asPostgres = isRoot, allowFail = false } = {}) {
  const [cmd, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const res = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (res.status !== 0 && !allowFail) {
    throw new Error(`${bin} ${args.join(' ')} failed (exit ${res.status}):\n${res.stdout}\n${res.stderr}`);
  }
  return res;
}

export async function startCluster() {
  const bin = findPgBin();
  const base = join(tmpdir(), `portal-pg-${process.pid}`);
  rmSync(base, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  chmodSync(base, 0o777);
  const dataDir = join(base, 'data');
  const socketDir = join(base, 'sock');
  mkdirSync(socketDir, { recursive: true });
  chmodSync(socketDir, 0o777);
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', base]);
  const pwFile = join(base, 'pw');
  writeFileSync(pwFile, 'portal\n');
  if (isRoot) execFileSync('chown', ['postgres:postgres', pwFile]);

  run(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'portal',
    '--pwfile',
    pwFile,
    '-A',
    'scram-sha-256',
    '-E',
    'UTF8',
    '--locale',
    'C',
  ]);
  const port = await freePort(55432 + (process.pid % 500));
  const opts = [
    `-p ${port}`,
    `-k ${socketDir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    '-c shared_buffers=128MB',
  ].join(' ');
  const start = () =>
    run(join(bin, 'pg_ctl'), ['-D', dataDir, '-o', opts, '-l', join(base, 'server.log'), '-w', '-t', '60', 'start']);
  start();
  const url = `postgres://portal:portal@127.0.0.1:${port}`;
  return {
    url,
    port,
    /** The directory of the cluster's Unix socket (for clients on this machine). */
    socketDir,
    /** Stops the server as an operator's restart does (fast: sessions are cut), keeping its data. */
    pause() {
      run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    /** Starts the paused server again, on the same port and data. */
    resume() {
      start();
    },
    stop() {
      run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { allowFail: true });
      rmSync(base, { recursive: true, force: true });
    },
  };
}
