// Gzip size of the JS a route needs before it renders: what index.html loads, the strings of
// the page language, the route's lazy chunk and every chunk they import statically.
// Usage: node scripts/bundle-report.mjs [routeModule[+lazyModule...] ...]   (after `vite build`; LANGUAGE=en for English)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const base = '/web/';

const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
// Scripts and module preloads of index.html (the entry may live in a merged chunk).
const htmlFiles = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
].map((match) => match[1].replace(base, ''));

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
const fileOf = (key) => manifest[key]?.file ?? key;
const gz = (key) => gzipSync(readFileSync(join(dist, fileOf(key))), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (keys) => [...keys].reduce((total, key) => total + gz(key), 0);

// main.tsx loads the page language's strings and antd locale before the first render.
const language = process.env.LANGUAGE ?? 'zh';
const startup = Object.keys(manifest).filter((key) =>
  language === 'en'
    ? /locales\/en\.json$|locale\/en_US\.js$/.test(key)
    : /locales\/zh-CN\.json$|locale\/zh_CN\.js$/.test(key),
);
const initial = [...htmlFiles.map((file) => keyByFile.get(file) ?? file), ...startup];
const initialSet = closure(initial);
console.log(
  `initial (index.html + ${language} strings): ${kb(sum(initialSet))} gzip, ${initialSet.size} files`,
);

const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'src/features/auth/routes/login.tsx',
      // a signed-in page: the signed-in providers, the shell, then the page
      'src/app/routes/signed-in.tsx+src/app/routes/private-app.tsx+src/features/dashboard/routes/dashboard.tsx',
      'src/app/routes/signed-in.tsx+src/app/routes/private-app.tsx+src/features/profile/routes/profile.tsx',
    ];
for (const route of routes) {
  const modules = route.split('+');
  const missing = modules.filter((module) => !manifest[module]);
  if (missing.length) {
    console.log(`${route}: not in the manifest (${missing.join(', ')})`);
    continue;
  }
  const own = closure([...initial, ...modules]);
  const added = [...own].filter((key) => !initialSet.has(key));
  console.log(
    `${route}: ${kb(sum(own))} gzip with the initial load (${own.size} files); the route adds ${kb(sum(added))}`,
  );
}
