// The server the e2e run talks to (playwright.config.ts `webServer`): the built bundle on a fresh,
// throwaway data directory, with a local stream server (scripts/live-server.mjs) when nginx and its
// RTMP module are installed. Owns their lifetime: created here, removed when the server exits.
// Stops the server if the test runner that started it goes away.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { liveServerAvailable, startLiveServer } from '../../scripts/live-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const entry = path.join(root, 'packages', 'server', 'dist', 'main.js');
if (!fs.existsSync(entry)) {
  process.stderr.write(`e2e: ${entry} is missing; run npm run build first\n`);
  process.exit(1);
}

// E2E_DATA_DIR keeps the data of a run (for debugging); by default it is a new temp directory.
const dataDir = process.env.E2E_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
const ownsDataDir = !process.env.E2E_DATA_DIR;
const removeDataDir = () => {
  if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
};

// Live streams need it; without nginx-rtmp the live specs skip, as the live API tests do.
const live = liveServerAvailable()
  ? await startLiveServer({
      consoleUrl: `http://127.0.0.1:${process.env.PORT}`,
      recordDir: path.join(dataDir, 'recordings'),
    })
  : null;

const child = spawn(process.execPath, [entry], {
  env: { ...process.env, ...live?.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  // The server drains for at most 10 s before it forces itself down; never outlive that by much.
  setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(signal));

// Orphaned (the runner was killed without cleaning up): stop by ourselves. The config passes the
// runner's pid; without it, watch our own parent.
const runner = Number(process.env.E2E_RUNNER_PID) || process.ppid;
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
setInterval(() => {
  if (!alive(runner)) stop('SIGTERM');
}, 1000).unref();

child.on('exit', async (code, signal) => {
  await live?.stop();
  removeDataDir();
  process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
});
