// The main thread's long tasks on a signed-in page load, each with what it ran (issue 12: which
// work makes Lighthouse's TBT and delays LCP). Starts the built server like run.mjs (WEB_DIST=
// to serve another build), signs in, then reloads each page with a cold cache under a Chromium
// trace, at Lighthouse's mobile viewport (412×823, 1.75 DPR) and 4× CPU slowdown by default.
//   node bench/lighthouse/task-trace.mjs [--pages dashboard/index,baseinfo/companyManage]
//        [--slowdown 4] [--min 50] [--desktop] [--trace-out DIR]
// Prints per page every task of at least --min ms (trace clock, from navigation start) with its
// largest parts (script evaluation by file, function calls by file, style, layout, parse of
// stylesheets), the LCP candidates and the sum of (task − 50 ms) after the first contentful paint.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchServer, launchChromium, loadAverage, runMain, signIn } from './console-server.mjs';

const { values: options } = parseArgs({
  options: {
    pages: { type: 'string', default: 'dashboard/index,baseinfo/companyManage' },
    slowdown: { type: 'string', default: '4' },
    min: { type: 'string', default: '50' },
    desktop: { type: 'boolean', default: false },
    'trace-out': { type: 'string' },
  },
});
const minTask = Number(options.min) || 50;
const server = benchServer('console-task-trace-');

const short = (url) => (url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/^\/web\/assets\//, '');

/** The top-level tasks of the renderer's main thread, each with its parts, from a trace. */
function tasksOf(events) {
  // the page's navigation (about:blank came before it; later same-document ones have no URL)
  const nav = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
    )
    .at(-1);
  const pid = nav?.pid;
  const tid = nav?.tid;
  const t0 = nav?.ts ?? 0;
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks = [];
  for (const e of own) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + last.dur) continue; // nested
    tasks.push({ ts: e.ts, dur: e.dur ?? 0, parts: new Map() });
  }
  const PARTS = {
    EvaluateScript: (e) => `eval ${short(e.args?.data?.url)}`,
    'v8.compileModule': (e) => `compile ${short(e.args?.fileName)}`,
    'v8.evaluateModule': () => 'evaluate module',
    FunctionCall: (e) => `call ${short(e.args?.data?.url)} ${e.args?.data?.functionName ?? ''}`.trim(),
    ParseAuthorStyleSheet: (e) => `parse css ${short(e.args?.data?.styleSheetUrl)}`,
    UpdateLayoutTree: () => 'style',
    Layout: () => 'layout',
    Paint: () => 'paint',
    ParseHTML: () => 'parse html',
    MinorGC: () => 'gc',
    MajorGC: () => 'gc',
    TimerFire: () => 'timer',
    FireAnimationFrame: () => 'animation frame',
  };
  // Only the outermost event of each kind inside a task (a FunctionCall inside an EvaluateScript
  // is already counted by it); style and layout are counted wherever they are.
  let i = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const open = [];
    while (i < own.length && own[i].ts < task.ts) i += 1;
    for (let j = i; j < own.length && own[j].ts < end; j += 1) {
      const e = own[j];
      const name = PARTS[e.name];
      if (!name) continue;
      while (open.length && open.at(-1) <= e.ts) open.pop();
      const always = e.name === 'UpdateLayoutTree' || e.name === 'Layout' || e.name.endsWith('GC');
      if (!always && open.length) continue;
      if (!always) open.push(e.ts + (e.dur ?? 0));
      const key = name(e);
      task.parts.set(key, (task.parts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
  }
  const lcp = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === pid && e.ts >= t0)
    .map((e) => ({ at: (e.ts - t0) / 1000, size: e.args?.data?.size, type: e.args?.data?.type }));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= t0);
  return { t0, tasks, lcp, fcp: fcp ? (fcp.ts - t0) / 1000 : 0 };
}

/** Self time per function (name file:line) of the CPU profile's samples between two trace times. */
function selfTimeIn(profile, from, to) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  let at = profile.startTime;
  for (let k = 0; k < profile.samples.length; k += 1) {
    at += profile.timeDeltas[k] ?? 0;
    const next = at + (profile.timeDeltas[k + 1] ?? 0);
    if (at < from || at >= to) continue;
    const frame = nodes.get(profile.samples[k])?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const key = `${frame.functionName || '(anonymous)'} ${short(frame.url) || ''}:${frame.lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (next - at) / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

async function main() {
  const load = loadAverage();
  const origin = await server.start();
  const browser = await launchChromium(
    options.desktop
      ? { width: 1350, height: 940 }
      : { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  );
  try {
    const page = await browser.newPage();
    await signIn(page, origin);
    const cdp = await page.createCDPSession();
    process.stdout.write(
      `load average at start: ${load}; web dist: ${process.env.WEB_DIST ?? 'packages/web/dist'}\n`,
    );
    for (const target of options.pages.split(',')) {
      await page.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(options.slowdown) });
      await page.tracing.start({
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'v8',
          'blink.user_timing',
          'loading',
          'toplevel',
        ],
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${origin}/web/${target}`, { waitUntil: 'networkidle0', timeout: 120_000 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const { profile } = await cdp.send('Profiler.stop');
      const buffer = await page.tracing.stop();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      if (options['trace-out']) {
        fs.mkdirSync(options['trace-out'], { recursive: true });
        fs.writeFileSync(path.join(options['trace-out'], `${target.replace(/\W+/g, '-')}.json`), buffer);
        fs.writeFileSync(
          path.join(options['trace-out'], `${target.replace(/\W+/g, '-')}.cpuprofile`),
          JSON.stringify(profile),
        );
      }
      const { traceEvents } = JSON.parse(Buffer.from(buffer).toString('utf8'));
      const { t0, tasks, lcp, fcp } = tasksOf(traceEvents);
      const long = tasks.filter((task) => task.dur / 1000 >= minTask);
      const blocking = tasks
        .filter((task) => (task.ts - t0) / 1000 >= fcp)
        .reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0);
      process.stdout.write(
        `\n## ${target} (${options.slowdown}× CPU): FCP ${Math.round(fcp)} ms; LCP candidates ${lcp
          .map((c) => `${Math.round(c.at)} ms (${c.type}, ${c.size})`)
          .join(
            ', ',
          )}; tasks ≥ ${minTask} ms: ${long.length}; blocking time after FCP ${Math.round(blocking)} ms\n`,
      );
      for (const task of long) {
        const parts = [...task.parts]
          .filter(([, ms]) => ms >= 2)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([key, ms]) => `${key} ${Math.round(ms)}`)
          .join('; ');
        process.stdout.write(
          `  ${String(Math.round((task.ts - t0) / 1000)).padStart(6)} +${Math.round(task.dur / 1000)} ms: ${parts}\n`,
        );
        const functions = selfTimeIn(profile, task.ts, task.ts + task.dur)
          .slice(0, 8)
          .map(([name, ms]) => `${name} ${Math.round(ms)}`)
          .join('; ');
        if (functions) process.stdout.write(`          self: ${functions}\n`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

runMain(main);
