// `npm run dev`: the API with reload (tsx watch, port 3001) and Vite with hot reload (port 3000).
import { spawn } from 'node:child_process';

const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.API_PORT ?? '3001', WEB_DIST_DIR: '/nonexistent' },
});
const web = spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--strictPort'], {
  stdio: 'inherit',
  cwd: 'apps/web',
});
const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
web.on('exit', stop);
