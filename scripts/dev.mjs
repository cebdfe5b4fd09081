// `npm run dev`: the API with reload (tsx watch) on API_PORT (5001) and Vite on 5000, which
// serves the client with hot reload and proxies /api to the API. Open http://localhost:5000.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '5001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? 'http://localhost:5000' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
