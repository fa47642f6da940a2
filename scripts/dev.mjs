#!/usr/bin/env node
/** `npm run dev`: the API with reload (tsx watch, port 3000) and the Vite dev server (5173) proxying to it. */
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const c of children) c.kill(signal);
  process.exit(0);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children) c.on('exit', (code) => code && stop('SIGTERM'));
