// Bundles the server with its workspace packages (contract is TypeScript source) into
// dist/main.js; npm dependencies stay external. Migrations are copied beside the bundle.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@console/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.rmSync('dist/drizzle', { recursive: true, force: true });
fs.cpSync('drizzle', 'dist/drizzle', { recursive: true });
