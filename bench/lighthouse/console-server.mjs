// The built console server for the Lighthouse benches (run.mjs, render-profile.mjs): started on a
// free 127.0.0.1 port with a temp DATA_DIR (PGlite, demo seed, no simulation, captcha off). The
// caller stops it (SIGTERM) and removes the data folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { freePort } from '../../scripts/nginx.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_ENTRY = path.join(ROOT, 'packages', 'server', 'dist', 'main.js');
export const ADMIN = { account: 'admin', password: 'Bench#2026' };

/** Spawns the server; `onSpawn` gets the child at once (for cleanup); resolves with its origin once ready. */
export async function startConsoleServer(dataDir, onSpawn) {
  const port = await freePort('127.0.0.1');
  const output = [];
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MQTT_PORT: String(await freePort('127.0.0.1')),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CAPTCHA: 'off',
      ADMIN_ACCOUNT: ADMIN.account,
      ADMIN_PASSWORD: ADMIN.password,
      // The demo tenants fill the list page; no live terminals changing it while it is audited.
      SEED: 'demo',
      DEMO_SIMULATION: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  onSpawn(server);
  for (const stream of [server.stdout, server.stderr])
    stream.on('data', (chunk) => output.push(chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`server not ready after 180 s:\n${output.join('')}`);
    const ready = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return origin;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Sign in through the console's login form as the bench's administrator (a puppeteer page). */
export async function signIn(page, origin) {
  await page.goto(`${origin}/web/login`, { waitUntil: 'networkidle0' });
  await page.type('input[autocomplete="username"]', ADMIN.account);
  await page.type('input[autocomplete="current-password"]', ADMIN.password);
  await Promise.all([
    // evaluated in the page
    page.waitForFunction("location.pathname.startsWith('/web/dashboard')", { timeout: 30_000 }),
    page.click('button[type="submit"]'),
  ]);
}

/**
 * One server for a bench script: a temp data folder, removed (and the server killed) when the
 * process exits however it ends. `start()` resolves with the origin, `stop()` ends it (SIGTERM,
 * up to 10 s).
 */
export function benchServer(prefix) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  let server = null;
  process.on('exit', () => {
    server?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    start: () =>
      startConsoleServer(dataDir, (child) => {
        server = child;
      }),
    async stop() {
      if (!server || server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    },
  };
}

/** Runs a bench script's `main` and exits 0, or 1 with the error. */
export function runMain(main) {
  main().then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exit(1);
    },
  );
}

/** The machine's load averages, as the benches print them. */
export function loadAverage() {
  return os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');
}

/** Debian's Chromium (or CHROME_PATH), headless, for the profiling scripts. */
export function launchChromium(defaultViewport) {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    defaultViewport,
  });
}
