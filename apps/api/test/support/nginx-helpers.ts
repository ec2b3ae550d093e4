import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot } from './process-helpers.js';

export const NGINX = '/usr/sbin/nginx';
export const shippedNginxConf = `${repoRoot}deploy/nginx.conf`;

export interface RunningNginx {
  url: string;
  errorLog: () => string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf with this test's ports and a private directory in place of the system
 * paths; everything else (upstream, retries, forwarded headers) stays as shipped. Each
 * replaced text must be in the file, so the test fails if the shipped config changes shape.
 */
export function templateNginxConf(dir: string, listenPort: number, upstreamPorts: [number, number]): string {
  const replacements: [string, string][] = [
    ['user www-data;\n', ''],
    ['127.0.0.1:3001', `127.0.0.1:${upstreamPorts[0]}`],
    ['127.0.0.1:3002', `127.0.0.1:${upstreamPorts[1]}`],
    ['listen 8080;', `listen 127.0.0.1:${listenPort};`],
    ['/run/nginx-portal.pid', join(dir, 'nginx.pid')],
    ['/var/log/nginx/', `${dir}/`],
    ['/var/lib/nginx/', `${dir}/`],
  ];
  let conf = readFileSync(shippedNginxConf, 'utf8');
  for (const [from, to] of replacements) {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer contains ${JSON.stringify(from)}`);
    conf = conf.split(from).join(to);
  }
  return conf;
}

/** Debian's nginx as a foreground child, running the shipped config in front of two instances. */
export async function startNginx(upstreamPorts: [number, number]): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx (.ci/run does).`);
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const port = await freePort();
  const confPath = join(dir, 'nginx.conf');
  writeFileSync(confPath, templateNginxConf(dir, port, upstreamPorts));
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-e', join(dir, 'startup-error.log'), '-c', confPath, '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const errorLog = () => {
    const file = join(dir, 'portal-error.log');
    return out + (existsSync(file) ? readFileSync(file, 'utf8') : '');
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${errorLog()}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer:\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    errorLog,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
