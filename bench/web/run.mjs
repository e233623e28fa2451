// Console bundle budget (ARCHITECTURE §9): gzip size of the JS each route needs before it renders —
// what index.html loads, the strings of the page language, the route's lazy chunk and every chunk
// they import statically. Run after `npm run build -w @console/web`:
//   node bench/web/run.mjs            every route page, Chinese and English, table to stdout
//   node bench/web/run.mjs --write    also rewrite the results section of bench/README.md
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../../', import.meta.url).pathname;
const dist = process.env.BENCH_WEB_DIST ?? join(root, 'packages/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const LOGIN_BUDGET = 200 * 1024;
const ROUTE_BUDGET = 450 * 1024;

const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
// Scripts and module preloads of index.html (the entry may live in a merged chunk), and the entry
// itself: since the first paint (ADR 16 item 9) index.html's head script requests it.
const htmlKeys = [
  ...new Set([
    ...[...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)]
      .map((match) => match[1].replace('/web/', ''))
      .map((file) => keyByFile.get(file) ?? file),
    ...Object.keys(manifest).filter((key) => manifest[key].isEntry),
  ]),
];

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}
const sizes = new Map();
const gz = (key) => {
  if (!sizes.has(key))
    sizes.set(key, gzipSync(readFileSync(join(dist, manifest[key]?.file ?? key)), { level: 9 }).length);
  return sizes.get(key);
};
const sum = (keys) => [...keys].reduce((total, key) => total + gz(key), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * main.tsx loads the public part of the page language's strings and antd's locale before the
 * first render; the signed-in console adds the console part (src/locales/parts.ts) and the
 * language's contract messages (src/lib/messages.ts).
 */
function initialKeys(language) {
  const antdLocale = language === 'en' ? /locale\/en_US\.js$/ : /locale\/zh_CN\.js$/;
  const strings = Object.keys(manifest).filter(
    (key) => antdLocale.test(key) || key === `virtual:console-strings/${language}/public`,
  );
  return [...htmlKeys, ...strings];
}
const consoleStrings = (language) => [
  `virtual:console-strings/${language}/console`,
  `virtual:console-messages/${language}`,
];

const SIGNED_IN = ['src/app/routes/signed-in.tsx', 'src/app/routes/private-app.tsx'].filter(
  (key) => manifest[key],
);
const PUBLIC = new Set(['src/features/auth/routes/login.tsx', 'src/features/auth/routes/auth-redirect.tsx']);
const pages = Object.keys(manifest)
  .filter((key) => /^src\/features\/[^/]+\/routes\/[^/]+\.tsx$/.test(key) && !key.endsWith('.test.tsx'))
  .sort((a, b) => (PUBLIC.has(b) ? 1 : 0) - (PUBLIC.has(a) ? 1 : 0) || a.localeCompare(b));

/**
 * The route table's areas (src/app/routes/areas, ADR 16 item 9) that load `page`: a page of an
 * area loads the area's chunk first, so the route counts it too.
 */
const areasOf = (page) =>
  Object.keys(manifest).filter(
    (key) => key.startsWith('src/app/routes/areas/') && manifest[key].dynamicImports?.includes(page),
  );

/** The strings only an area's pages use, in `language` (src/locales/area-strings.ts). */
const areaStrings = (areas, language) =>
  areas
    .map((key) => `virtual:console-strings/${language}/area/${key.replace(/^.*\//, '').replace(/\.ts$/, '')}`)
    .filter((key) => manifest[key]);

const rows = pages.map((page) => {
  const areas = PUBLIC.has(page) ? [] : areasOf(page);
  const modules = PUBLIC.has(page) ? [page] : [...SIGNED_IN, ...areas, page];
  const budget = page.endsWith('/login.tsx') ? LOGIN_BUDGET : ROUTE_BUDGET;
  const [zh, en] = ['zh', 'en'].map((language) =>
    sum(
      closure([
        ...initialKeys(language),
        ...(PUBLIC.has(page) ? [] : consoleStrings(language)),
        ...areaStrings(areas, language),
        ...modules,
      ]),
    ),
  );
  return {
    page: page.replace('src/features/', '').replace('/routes/', ': ').replace('.tsx', ''),
    zh,
    en,
    budget,
  };
});

const table = [
  '| route | JS gzip (zh) | JS gzip (en) | budget | within |',
  '| --- | ---: | ---: | ---: | --- |',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${kb(r.zh)} | ${kb(r.en)} | ${kb(r.budget)} | ${Math.max(r.zh, r.en) <= r.budget ? 'yes' : '**no**'} |`,
  ),
].join('\n');
const initial = `Initial load (index.html + strings): ${kb(sum(closure(initialKeys('zh'))))} (zh), ${kb(sum(closure(initialKeys('en'))))} (en).`;
console.log(`${initial}\n\n${table}`);

if (process.argv.includes('--write')) {
  const readme = join(root, 'bench/README.md');
  const text = readFileSync(readme, 'utf8');
  const section = `## Console bundle — \`npm run bench:web\`\n\n<!-- written by bench/web/run.mjs -->\nMeasured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, from \`packages/web/dist\`. Each route counts what index.html loads, the page language's strings (the public part only for login and auth redirect), the signed-in shell (except login), the route table's area that loads the page (if any) with the strings only that area uses, and the route's own chunks, gzip level 9. Budgets: login ≤ 200 KB, any route ≤ 450 KB (ARCHITECTURE §9).\n\n${initial}\n\n${table}\n<!-- end bench/web -->\n`;
  const pattern = /## Console bundle[\s\S]*?<!-- end bench\/web -->\n/;
  writeFileSync(
    readme,
    pattern.test(text) ? text.replace(pattern, section) : `${text.trimEnd()}\n\n${section}`,
  );
  console.log('\nwrote bench/README.md');
}
