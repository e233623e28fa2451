import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN, OUTPUT_DIR, STORAGE_STATE } from './e2e/support/constants';

/**
 * End-to-end tests (ARCHITECTURE §8): the built console + server, driven by Debian's Chromium.
 * Run through `npm run test:e2e` (scripts/e2e.mjs builds first), or `npx playwright test` after
 * `npm run build`.
 *
 * The server runs from packages/server/dist/main.js on a fresh temp data directory (PGlite), on a
 * free loopback port chosen here. The config is evaluated again in each worker process; the port
 * is put in the environment the first time, so workers (which inherit it) agree with the runner.
 */

function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

process.env.E2E_PORT ||= String(freePort());
process.env.E2E_MQTT_PORT ||= String(freePort());
process.env.E2E_RUNNER_PID ||= String(process.pid);

const port = Number(process.env.E2E_PORT);
const origin = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: OUTPUT_DIR,
  fullyParallel: false,
  workers: 1,
  // On CI a test that fails is run once more: a pass then is reported as flaky (.ci/run lists those
  // with the first lines of their first failure) instead of refusing the whole landing; a test that
  // fails twice still fails it. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Room for a loaded 2-CPU machine (the server, Chromium and the simulated terminals share it):
  // multi-step specs ran out of 30 s and live updates out of 10 s there while passing alone.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `${origin}/web/`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signed-out flows and API checks: no stored session.
    {
      name: 'public',
      testMatch: ['login.spec.ts', 'api.spec.ts'],
      use: { ...devices['Desktop Chrome'] },
    },
    // Logs in once through the console and saves the session for the signed-in project.
    {
      name: 'setup',
      testMatch: /auth\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'signed-in',
      testIgnore: ['login.spec.ts', 'api.spec.ts', /auth\.setup\.ts$/],
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], storageState: STORAGE_STATE },
    },
  ],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `${origin}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      MQTT_PORT: process.env.E2E_MQTT_PORT,
      PRODUCT: 'platform',
      // PGlite in a temp dir (e2e/support/serve.mjs); E2E_DATABASE_URL runs against PostgreSQL instead.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      CAPTCHA: 'off',
      ADMIN_ACCOUNT: ADMIN.account,
      ADMIN_PASSWORD: ADMIN.password,
      SEED: 'demo',
      // Live demo terminals would change presence under other specs' feet; realtime.spec.ts drives its own.
      DEMO_SIMULATION: 'off',
      // icu-visitation.spec.ts moves the server's clock to run a visit overdue (loopback only).
      TEST_CLOCK: 'on',
      // servers.spec.ts sees a stopped Mosquitto go down within one probe interval (ADR 0029).
      SERVER_PROBE_SECONDS: '2',
      LOG_LEVEL: 'warn',
    },
  },
});
