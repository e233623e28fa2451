// Lighthouse on the built console (ARCHITECTURE §9: performance, accessibility, best practices).
// Starts packages/server/dist/main.js on a free 127.0.0.1 port with a temp DATA_DIR (PGlite, demo
// seed), drives Debian's Chromium with puppeteer-core, audits the login page signed out, signs in
// through the form, then audits the dashboard and a list page — each with Lighthouse's default
// mobile profile and its desktop preset — then times login to a usable dashboard at 4× CPU
// slowdown (timeSignIn). Run after `npm run build`:
//   node bench/lighthouse/run.mjs            table to stdout
//   node bench/lighthouse/run.mjs --write    also rewrite the results section of bench/README.md
// Options: --pages login,dashboard,companies  --presets mobile,desktop  --runs 1 (median of N)
//          --json DIR (keep the full reports)  --sign-ins 5 (timed sign-ins, median; 0 skips)
//          --front nginx|none: browsers reach the console through deploy/nginx/console.conf (TLS,
//          HTTP/2; ADR 52: how it is deployed; the default where nginx and openssl are installed)
//          or the console server directly (HTTP/1.1)
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { consoleFrontAvailable, startConsoleFront } from '../../scripts/console-front.mjs';
import { ADMIN, ROOT, SERVER_ENTRY, signIn, startConsoleServer } from './console-server.mjs';

const WEB_DIST = path.join(ROOT, 'packages', 'web', 'dist', 'index.html');
const README = path.join(ROOT, 'bench', 'README.md');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** What is audited: the page signed out (login) or signed in, by its console path under /web/. */
const PAGES = {
  login: { path: 'login', signedIn: false, label: 'login (`/web/login`)' },
  dashboard: { path: 'dashboard/index', signedIn: true, label: 'dashboard (`/web/dashboard/index`)' },
  companies: {
    path: 'baseinfo/companyManage',
    signedIn: true,
    label: 'companies list (`/web/baseinfo/companyManage`)',
  },
};
const PRESETS = { mobile: undefined, desktop: desktopConfig };
/**
 * ARCHITECTURE §9: on the default mobile profile performance >= 0.95 on login and >= 0.90 on the
 * signed-in pages, LCP <= 2.5 s, TBT <= 200 ms; accessibility and best practices 1.0 everywhere;
 * 1.0 in every category on the desktop preset.
 */
function budget(row) {
  if (row.preset === 'desktop') return { performance: 1, accessibility: 1, 'best-practices': 1 };
  return {
    performance: PAGES[row.page].signedIn ? 0.9 : 0.95,
    accessibility: 1,
    'best-practices': 1,
    lcp: 2_500,
    tbt: 200,
  };
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const { values: options } = parseArgs({
  options: {
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
    presets: { type: 'string', default: Object.keys(PRESETS).join(',') },
    runs: { type: 'string', default: '1' },
    write: { type: 'boolean', default: false },
    /** Keep each full Lighthouse report (JSON, opens in the Lighthouse viewer) in this folder. */
    json: { type: 'string' },
    /** Timed sign-ins (login to a usable dashboard at 4× CPU slowdown); 0 skips them. */
    'sign-ins': { type: 'string', default: '5' },
    front: { type: 'string', default: consoleFrontAvailable() ? 'nginx' : 'none' },
  },
});
if (!['nginx', 'none'].includes(options.front))
  throw new Error(`unknown front ${options.front} (nginx, none)`);
const pages = options.pages.split(',').map((name) => {
  if (!PAGES[name]) throw new Error(`unknown page ${name} (${Object.keys(PAGES).join(', ')})`);
  return name;
});
const presets = options.presets.split(',').map((name) => {
  if (!(name in PRESETS)) throw new Error(`unknown preset ${name} (${Object.keys(PRESETS).join(', ')})`);
  return name;
});
const runs = Math.max(1, Number(options.runs) || 1);
const signIns = Math.max(0, Number(options['sign-ins']) || 0);
/** ARCHITECTURE §9 / issue 12: login to a usable dashboard at 4× CPU slowdown. */
const SIGN_IN_BUDGET_MS = 600;
const CPU_SLOWDOWN = 4;

for (const [file, hint] of [
  [SERVER_ENTRY, 'npm run build'],
  [WEB_DIST, 'npm run build'],
  [CHROMIUM, 'apt-get install -y chromium fonts-noto-cjk'],
]) {
  if (!fs.existsSync(file)) {
    process.stderr.write(`lighthouse: ${file} is missing (${hint})\n`);
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// the server, on its own data and ports; everything started here is stopped on the way out

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-lighthouse-'));
let server = null;
let front = null;
let browser = null;
function cleanUp() {
  server?.kill('SIGKILL');
  void front?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    void browser?.close();
    process.exit(130);
  });
}

function startServer() {
  return startConsoleServer(dataDir, (child) => {
    server = child;
  });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/**
 * Login to a usable dashboard, as a user feels it: in a fresh browser context (cold cache, no
 * cookies) at 4× CPU slowdown and no network throttling, the login page is loaded and filled in;
 * the clock (the page's own, so no DevTools round trip counts) starts at the click on sign-in and
 * stops at the first frame where the dashboard shows its menu and its heading and nothing on the
 * page is still loading (no spinner, no skeleton).
 */
async function timeSignIn(origin) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1366, height: 768 });
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}/web/login`, { waitUntil: 'networkidle0' });
    await page.type('input[autocomplete="username"]', ADMIN.account);
    await page.type('input[autocomplete="current-password"]', ADMIN.password);
    // evaluated in the page
    await page.evaluate(
      'window.__signInStart = performance.now(); document.querySelector(\'button[type="submit"]\').click()',
    );
    const elapsed = await page.waitForFunction(
      `location.pathname.startsWith('/web/dashboard') &&
       document.querySelector('nav [role="menuitem"]') &&
       document.querySelector('h1') &&
       !document.querySelector('.ant-spin-spinning, .ant-skeleton-active') &&
       performance.now() - window.__signInStart`,
      { polling: 'raf', timeout: 60_000 },
    );
    return Number(await elapsed.jsonValue());
  } finally {
    await context.close();
  }
}

/** One Lighthouse navigation; signed-in pages keep the session cookies but start with a cold cache. */
async function audit(page, url, preset, signedIn, name, attempt = 1) {
  if (signedIn) {
    // Lighthouse's storage reset would clear the session cookies too; clear only the cache.
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
  }
  const result = await lighthouse(
    url,
    {
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
      disableStorageReset: signedIn,
    },
    PRESETS[preset],
    page,
  );
  const lhr = result.lhr;
  if (options.json) {
    fs.mkdirSync(options.json, { recursive: true });
    fs.writeFileSync(path.join(options.json, `${name}.json`), result.report);
  }
  if (lhr.runtimeError) {
    // Lighthouse's own trace recording sometimes misses the navigation's start (it says: run again);
    // that run measured nothing, so it is run again, twice at most.
    if (lhr.runtimeError.code === 'NO_NAVSTART' && attempt < 3) {
      process.stderr.write(`${name}: NO_NAVSTART, running that audit again\n`);
      return audit(page, url, preset, signedIn, name, attempt + 1);
    }
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? NaN])),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? NaN,
    // What keeps accessibility or best practices below 1: their failing audits that weigh in.
    failing: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter(
          (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
        )
        .map((ref) => `${id}: ${ref.id}`),
    ),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? '',
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

function combine(samples) {
  if (samples.length === 1) return samples[0];
  const pick = (get) => median(samples.map(get));
  return {
    ...samples[0],
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((s) => s.scores[id])])),
    fcp: pick((s) => s.fcp),
    lcp: pick((s) => s.lcp),
    tbt: pick((s) => s.tbt),
    cls: pick((s) => s.cls),
    bytes: pick((s) => s.bytes),
    failing: [...new Set(samples.flatMap((s) => s.failing))],
  };
}

// ---------------------------------------------------------------------------------------------
// report

const score = (value) => (Number.isNaN(value) ? '–' : String(Math.round(value * 100)));
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const kib = (value) => `${(value / 1024).toFixed(1)} KB`;

function verdict(row) {
  const limits = budget(row);
  const missed = [
    ...CATEGORIES.filter((id) => !(row.scores[id] >= limits[id])),
    ...['lcp', 'tbt'].filter((id) => id in limits && !(row[id] <= limits[id])).map((id) => id.toUpperCase()),
  ];
  return missed.length === 0 ? 'met' : `**missed** (${missed.join(', ')})`;
}

function table(rows) {
  return [
    '| page | profile | performance | accessibility | best practices | FCP | LCP | TBT | CLS | bytes | requests | §9 budget |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${PAGES[row.page].label} | ${row.preset} | ${score(row.scores.performance)} | ${score(row.scores.accessibility)} | ${score(row.scores['best-practices'])} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} | ${kib(row.bytes)} | ${row.requests} | ${verdict(row)} |`,
    ),
  ].join('\n');
}

function git(args) {
  return spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() || '?';
}

async function main() {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  const direct = await startServer();
  let origin = direct;
  const args = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
  if (options.front === 'nginx') {
    front = await startConsoleFront({ upstream: new URL(direct).host });
    origin = front.origin;
    // Chromium trusts the front's self-signed certificate by its key, and nothing else unchecked.
    const spki = new X509Certificate(front.certificate).publicKey.export({ type: 'spki', format: 'der' });
    args.push(`--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`);
  }
  process.stdout.write(`server ready on ${direct}${front ? `, its front on ${origin}` : ''}\n`);
  browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args, defaultViewport: null });
  const rows = [];
  const signInTimes = [];
  try {
    const page = await browser.newPage();
    const order = [...pages].sort((a, b) => Number(PAGES[a].signedIn) - Number(PAGES[b].signedIn));
    let signedIn = false;
    for (const name of order) {
      if (PAGES[name].signedIn && !signedIn) {
        await signIn(page, origin);
        signedIn = true;
      }
      for (const preset of presets) {
        const samples = [];
        for (let run = 0; run < runs; run += 1)
          samples.push(
            await audit(
              page,
              `${origin}/web/${PAGES[name].path}`,
              preset,
              PAGES[name].signedIn,
              `${name}-${preset}-${run + 1}`,
            ),
          );
        const row = { page: name, preset, ...combine(samples) };
        const expected = `/web/${PAGES[name].path}`;
        if (!new URL(row.finalUrl).pathname.startsWith(expected))
          throw new Error(`${name}: Lighthouse ended on ${row.finalUrl}, not ${expected}`);
        rows.push(row);
        process.stdout.write(
          `${name} ${preset}: ${CATEGORIES.map((id) => `${id} ${score(row.scores[id])}`).join(', ')}\n`,
        );
      }
    }
    for (let run = 0; run < signIns; run += 1) {
      signInTimes.push(await timeSignIn(origin));
      process.stdout.write(`login to usable dashboard: ${ms(signInTimes.at(-1))}\n`);
    }
  } finally {
    await browser.close();
    await front?.stop();
    await stopServer();
  }

  const failing = [
    ...new Set(rows.flatMap((row) => row.failing.map((f) => `${row.page}/${row.preset} ${f}`))),
  ];
  const commit = `${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain']) ? ' (with uncommitted changes)' : ''}`;
  const facts = [
    `- date: ${new Date().toISOString()}; commit ${commit}`,
    `- Lighthouse ${rows[0]?.lighthouseVersion} (Node ${process.version}) driving ${CHROMIUM} (${rows[0]?.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? '?'}), headless`,
    front
      ? '- served through deploy/nginx/console.conf (nginx: TLS, HTTP/2) in front of the console server, as deployed (ADR 52)'
      : '- served by the console server directly (HTTP/1.1, no front)',
    `- machine: ${os.cpus().length} CPUs, load average ${load} when the run started (other work on the machine skews the timings)`,
    `- ${runs === 1 ? 'one run per row' : `median of ${runs} runs per row`}; mobile = Lighthouse's default profile (Moto G Power, simulated slow 4G, 4× CPU slowdown), desktop = its desktop preset (simulated 40 ms RTT, 10 Mbps)`,
  ].join('\n');
  const signInLine = signInTimes.length
    ? `\n\nLogin to a usable dashboard at ${CPU_SLOWDOWN}× CPU slowdown (cold cache, no network throttling, ${signInTimes.length} sign-ins): median **${ms(median(signInTimes))}** (${signInTimes.map(ms).join(', ')}); budget ${ms(SIGN_IN_BUDGET_MS)}: ${median(signInTimes) <= SIGN_IN_BUDGET_MS ? 'met' : '**missed**'}.`
    : '';
  const markdown = `${facts}\n\n${table(rows)}${signInLine}\n\n${
    failing.length
      ? `Audits below 1 in accessibility / best practices: ${failing.map((f) => `\`${f}\``).join(', ')}.`
      : 'No accessibility or best-practices audit below 1.'
  }`;
  process.stdout.write(`\n${markdown}\n`);

  if (options.write) {
    const start = '<!-- bench:lighthouse results start -->';
    const end = '<!-- bench:lighthouse results end -->';
    const section = `${start}\n## Latest results (\`npm run bench:lighthouse\`)\n\n${markdown}\n${end}`;
    const text = fs.readFileSync(README, 'utf8');
    const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
    fs.writeFileSync(
      README,
      pattern.test(text) ? text.replace(pattern, section) : `${text.trimEnd()}\n\n${section}\n`,
    );
    process.stdout.write('\nwrote bench/README.md\n');
  }
}

main().catch((error) => {
  process.stderr.write(`lighthouse: ${error.stack ?? error}\n`);
  process.exitCode = 1;
});
