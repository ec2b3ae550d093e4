// `npm run dev`: the API with reload (tsx watch) on port 3001, the port Vite's dev server proxies
// `/api` to (apps/web/vite.config.ts), and Vite with hot reload on the port set in that same
// file (`server.port`, 5173). Open http://localhost:5173.
import { spawn } from 'node:child_process';

const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  // Payment callbacks come back to the page served by Vite, not to the API's own port.
  env: { APP_URL: 'http://localhost:5173', ...process.env, PORT: '3001', WEB_DIST_DIR: '/nonexistent' },
});
const web = spawn('npx', ['vite', '--strictPort'], {
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
