// Where a signed-in page's main-thread time goes (issue 12, ADR 16): starts the built server as
// bench/lighthouse/run.mjs does (optionally with WEB_DIST=<a build with readable names>, e.g.
// `npx vite build --minify false --outDir /tmp/x` in packages/web), signs in through the form, then
// reloads each page with a cold cache at 4× CPU slowdown while CDP's Profiler samples, and counts
// React commits and component renders with a minimal React DevTools hook (installed before the
// page's scripts run; React reports each commit to it, also in production builds).
//   node bench/lighthouse/render-profile.mjs [--pages dashboard/index,baseinfo/companyManage]
//        [--runs 3] [--top 40] [--profile-out DIR]
// Prints per page: wall time to a usable page, commits, renders per component, self time per
// script file and per function (top N). Everything started here stops by itself.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchServer, launchChromium, loadAverage, runMain, signIn } from './console-server.mjs';

const { values: options } = parseArgs({
  options: {
    pages: { type: 'string', default: 'dashboard/index,baseinfo/companyManage' },
    runs: { type: 'string', default: '3' },
    top: { type: 'string', default: '40' },
    slowdown: { type: 'string', default: '4' },
    'profile-out': { type: 'string' },
  },
});
const runs = Math.max(1, Number(options.runs) || 1);
const top = Number(options.top) || 40;

const server = benchServer('console-render-profile-');

/**
 * A stand-in for React DevTools' global hook: React calls onCommitFiberRoot after every commit.
 * A component "rendered" in a commit when its fiber is new or its props or hook state object
 * changed since the last commit that showed it (bailed-out subtrees keep both).
 */
const HOOK = `(() => {
  const seen = new WeakMap();
  const stats = { commits: 0, renders: 0, byName: {}, perCommit: [] };
  window.__renderStats = stats;
  const nameOf = (type) => {
    if (!type) return null;
    if (typeof type === 'function') return type.displayName || type.name || 'Anonymous';
    if (type.render) return 'ForwardRef(' + (type.displayName || type.render.displayName || type.render.name || String(type.render).slice(0, 60).replace(/\\s+/g, ' ')) + ')';
    if (type.type) return 'Memo(' + (nameOf(type.type) || '') + ')';
    return null;
  };
  const walk = (fiber, commit) => {
    const stack = [fiber];
    while (stack.length) {
      const f = stack.pop();
      // function, class, forwardRef, memo, simple memo components
      if (f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 14 || f.tag === 15) {
        const last = seen.get(f) || (f.alternate && seen.get(f.alternate));
        if (!last || last.props !== f.memoizedProps || last.state !== f.memoizedState) {
          const name = nameOf(f.type) || '?';
          stats.renders += 1;
          stats.byName[name] = (stats.byName[name] || 0) + 1;
          commit.renders += 1;
          if (commit.top.length < 4 && !name.startsWith('ForwardRef((')) commit.top.push(name);
        }
        const record = { props: f.memoizedProps, state: f.memoizedState };
        seen.set(f, record);
        if (f.alternate) seen.set(f.alternate, record);
      }
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      stats.commits += 1;
      const t0 = performance.now();
      const commit = { at: Math.round(t0), renders: 0, top: [] };
      walk(root.current, commit);
      stats.perCommit.push(commit);
      stats.hookMs = (stats.hookMs || 0) + performance.now() - t0;
    },
  };
})();`;

const USABLE = `!document.querySelector('.ant-spin-spinning, .ant-skeleton-active') &&
  document.querySelector('nav [role="menuitem"]') && document.querySelector('main h1, h1, .ant-table-row') &&
  performance.now()`;

function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0) / 1000);
  }
  const byFile = new Map();
  const byFn = new Map();
  let total = 0;
  for (const [id, msSelf] of self) {
    const { callFrame } = byId.get(id);
    const file = callFrame.url
      ? callFrame.url.replace(/^.*\/assets\//, '')
      : `(${callFrame.functionName || 'native'})`;
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') continue;
    total += msSelf;
    byFile.set(file, (byFile.get(file) ?? 0) + msSelf);
    const fn = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + msSelf);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { total, byFile: sorted(byFile), byFn: sorted(byFn) };
}

async function main() {
  const load = loadAverage();
  const origin = await server.start();
  const browser = await launchChromium({ width: 1366, height: 768 });
  try {
    const page = await browser.newPage();
    await signIn(page, origin);
    await page.evaluateOnNewDocument(HOOK);
    const cdp = await page.createCDPSession();
    process.stdout.write(
      `load average at start: ${load}; web dist: ${process.env.WEB_DIST ?? 'packages/web/dist'}\n`,
    );
    for (const target of options.pages.split(',')) {
      for (let run = 0; run < runs; run += 1) {
        await page.goto('about:blank');
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(options.slowdown) });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(`${origin}/web/${target}`, { waitUntil: 'domcontentloaded' });
        const usable = await page.waitForFunction(USABLE, { polling: 'raf', timeout: 60_000 });
        const usableAt = Number(await usable.jsonValue());
        // let the page settle (late queries, idle work) before the profile ends
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const { profile } = await cdp.send('Profiler.stop');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const stats = await page.evaluate('window.__renderStats');
        if (options['profile-out']) {
          fs.mkdirSync(options['profile-out'], { recursive: true });
          fs.writeFileSync(
            path.join(options['profile-out'], `${target.replace(/\W+/g, '-')}-${run + 1}.cpuprofile`),
            JSON.stringify(profile),
          );
        }
        const { total, byFile, byFn } = summarise(profile);
        process.stdout.write(
          `\n## ${target} run ${run + 1}: usable at ${Math.round(usableAt)} ms (page clock, ${options.slowdown}x CPU); ` +
            `JS+GC self time ${Math.round(total)} ms; React commits ${stats?.commits ?? '?'}, component renders ${stats?.renders ?? '?'} (hook walk ${Math.round(stats?.hookMs ?? 0)} ms)\n`,
        );
        if (run !== runs - 1) continue;
        process.stdout.write(
          `by file: ${byFile
            .slice(0, 12)
            .map(([f, t]) => `${f} ${Math.round(t)}`)
            .join('; ')}\n`,
        );
        process.stdout.write(
          `top functions (self ms):\n${byFn
            .slice(0, top)
            .map(([f, t]) => `  ${t.toFixed(1)}  ${f}`)
            .join('\n')}\n`,
        );
        process.stdout.write(
          `commits (page ms: components rendered, first ones):\n${(stats?.perCommit ?? []).map((c) => `  ${c.at}: ${c.renders} ${c.top.join(' > ')}`).join('\n')}\n`,
        );
        const names = Object.entries(stats?.byName ?? {}).sort((a, b) => b[1] - a[1]);
        process.stdout.write(
          `renders by component (top ${top}):\n${names
            .slice(0, top)
            .map(([n, c]) => `  ${c}  ${n}`)
            .join('\n')}\n`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

runMain(main);
