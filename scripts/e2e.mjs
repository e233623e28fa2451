#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: builds the console and server, then runs the Playwright
// specs in e2e/ (playwright.config.ts) against Debian's Chromium.
//
//   E2E_SKIP_BUILD=1   use the existing packages/web/dist and packages/server/dist
//   E2E_PORT=NNNN      a fixed server port instead of a free one
//   E2E_NO_INSTALL=1   never apt-get install chromium (by default it does, as root, when missing)
//   E2E_DATA_DIR=DIR   keep the server data there instead of a removed temp dir
//   E2E_DATABASE_URL   run the server on PostgreSQL instead of PGlite
//
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- login.spec.ts --headed`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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

process.exit(run(npx, ['playwright', 'test', '--config', 'playwright.config.ts', ...process.argv.slice(2)]));
