#!/usr/bin/env node
/**
 * `npm start`: builds the client and the server when they are missing or older than their sources,
 * then serves the app and the API from one process (PORT, default 3000) on the embedded database
 * unless DATABASE_URL is set. The server runs as plain JavaScript (`dist/server/main.js`): no
 * TypeScript compiler in the running process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const isStale = (built, sources) =>
  !existsSync(built) || sources.some((s) => newestMtime(s) > statSync(built).mtimeMs);

function run(what, args) {
  console.log(`Building the ${what}…`);
  const res = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const clientSources = ['src/client', 'src/shared', 'sw', 'public', 'index.html', 'vite.config.ts'];
if (isStale('dist/client/index.html', clientSources))
  run('client', ['node_modules/vite/bin/vite.js', 'build']);
const serverSources = ['src/server', 'src/shared', 'scripts/build-server.mjs'];
if (isStale('dist/server/main.js', serverSources)) run('server', ['scripts/build-server.mjs']);

const server = spawn(process.execPath, ['dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
