#!/usr/bin/env node
// `npm start` after the build: the console server, with a local stream server for live streams
// when this machine has nginx and its RTMP module and no LIVE_RTMP_URL is set (ADR 26). Without
// them the console runs as before and says that no stream server is configured.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { liveServerAvailable, startLiveServer } from './live-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'packages', 'server', 'dist', 'main.js');

let live = null;
if (!process.env.LIVE_RTMP_URL && liveServerAvailable()) {
  const port = process.env.PORT || '8080';
  // nginx calls the console back on the loopback address, whatever address the console binds.
  const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : '127.0.0.1';
  try {
    // Recordings are kept with the console's data (the temp directory goes when nginx stops).
    const recordDir = path.resolve(process.env.DATA_DIR || 'data', 'recordings');
    live = await startLiveServer({ consoleUrl: `http://127.0.0.1:${port}`, host, recordDir });
    process.stdout.write(`Stream server (nginx-rtmp): encoders push to ${live.env.LIVE_RTMP_URL}/…\n`);
  } catch (error) {
    process.stderr.write(`Stream server not started (${error.message}); live streams cannot start.\n`);
  }
} else if (!process.env.LIVE_RTMP_URL) {
  process.stdout.write(
    'No stream server: live streams cannot start (install nginx libnginx-mod-rtmp, or set LIVE_RTMP_URL…).\n',
  );
}

const child = spawn(process.execPath, [entry], { env: { ...process.env, ...live?.env }, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code, signal) => {
  await live?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
