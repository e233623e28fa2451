#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: builds the console and server, then runs the Playwright
// specs in e2e/ (playwright.config.ts) against Debian's Chromium.
//
//   E2E_SKIP_BUILD=1   use the existing packages/web/dist and packages/server/dist
//   E2E_PORT=NNNN      a fixed server port instead of a free one
//   E2E_NO_INSTALL=1   never apt-get install chromium (by default it does, as root, when missing)
//   E2E_DATA_DIR=DIR   keep the server data there instead of a removed temp dir
//   E2E_DATABASE_URL   run the server on PostgreSQL instead of PGlite
//   E2E_SHARDS=N       split the whole suite into N shards run side by side, each with its own
//                      server, ports, data directory and output folder. Default: one shard per
//                      4 CPUs (a shard is a server and a Chromium: on 2 CPUs that were also
//                      running other work, two shards ran into timeouts), so 1 on 2-CPU machines.
//
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- login.spec.ts --headed`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) {
    process.stderr.write(`e2e: could not run ${command}: ${result.error.message}\n`);
    return 1;
  }
  return result.status ?? (result.signal ? 1 : 0);
}

if (!fs.existsSync(CHROMIUM)) {
  // As root on Debian (the CI machines), install it; anywhere else, say how (README "npm test").
  const canInstall =
    process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get') && process.env.E2E_NO_INSTALL !== '1';
  if (canInstall) {
    process.stdout.write(`e2e: ${CHROMIUM} not found; installing chromium fonts-noto-cjk with apt-get\n`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], env) === 0)
      run('apt-get', ['install', '-y', 'chromium', 'fonts-noto-cjk'], env);
  }
  if (!fs.existsSync(CHROMIUM)) {
    process.stderr.write(
      `e2e: ${CHROMIUM} not found. The end-to-end tests drive Debian's Chromium ` +
        `(npx playwright install cannot download here). Install it with:\n\n` +
        `  apt-get install -y chromium fonts-noto-cjk\n\n`,
    );
    process.exit(1);
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

if (process.env.E2E_SKIP_BUILD === '1') {
  process.stdout.write('e2e: E2E_SKIP_BUILD=1, using the existing build\n');
} else {
  const code = run(npm, ['run', 'build']);
  if (code !== 0) {
    process.stderr.write(`e2e: npm run build failed (exit ${code})\n`);
    process.exit(code);
  }
}

for (const required of ['packages/server/dist/main.js', 'packages/web/dist/index.html']) {
  if (!fs.existsSync(path.join(root, required))) {
    process.stderr.write(`e2e: ${required} is missing; run npm run build (or drop E2E_SKIP_BUILD)\n`);
    process.exit(1);
  }
}

const args = process.argv.slice(2);
const playwright = ['playwright', 'test', '--config', 'playwright.config.ts'];
const shards = Number(process.env.E2E_SHARDS ?? Math.max(1, Math.floor(os.cpus().length / 4)));
// A chosen spec, a fixed port or one data directory means one run; the whole suite is split.
if (args.length > 0 || shards <= 1 || process.env.E2E_PORT || process.env.E2E_DATA_DIR) {
  process.exit(run(npx, [...playwright, ...args]));
}

/**
 * One shard: its own Playwright run, which starts its own server (free ports, a fresh data
 * directory) and writes to its own output folder. Its output is kept and printed whole when it
 * ends, so the two runs' lines do not interleave.
 */
function runShard(index) {
  const outputDir = `test-results/shard-${index}`;
  const env = { ...process.env, E2E_OUTPUT_DIR: outputDir };
  for (const key of ['E2E_PORT', 'E2E_MQTT_PORT', 'E2E_RUNNER_PID']) delete env[key];
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(npx, [...playwright, `--shard=${index}/${shards}`], { cwd: root, env });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`could not run playwright: ${error.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(`\n===== e2e shard ${index}/${shards} (${outputDir}): exit ${status} =====\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

process.stdout.write(
  `e2e: ${shards} shards side by side, each with its own server (E2E_SHARDS=1 for one run)\n`,
);
const statuses = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.stdout.write(`\ne2e: shards exited with ${statuses.join(', ')}\n`);
process.exit(statuses.find((status) => status !== 0) ?? 0);
