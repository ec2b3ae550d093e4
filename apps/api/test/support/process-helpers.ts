import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const serverBundle = `${repoRoot}apps/api/dist/server.js`;
export const createAdminBundle = `${repoRoot}apps/api/dist/create-admin.js`;

export function requireBuild(): void {
  if (!existsSync(serverBundle) || !existsSync(`${repoRoot}apps/web/dist/index.html`)) {
    throw new Error('The app is not built: run `npm run build` (npm test does it first).');
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Runs a built entry point to completion and returns its output and exit code. */
export function runNode(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: repoRoot, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  stop(): Promise<number | null>;
}

/** Starts the built server and waits until it says it is serving. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // The first start loads the demo data (a few seconds alone; more on a busy two-core machine).
  const deadline = Date.now() + 150_000;
  while (!out.includes('Seminary Portal is serving')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
