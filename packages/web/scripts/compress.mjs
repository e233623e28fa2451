// Writes .br and .gz beside every compressible file of the build, once, so the server sends
// them as they are (@fastify/static preCompressed) instead of compressing on every request.
// `node scripts/compress.mjs [dir]`: another build folder than dist (a bench's `WEB_DIST=` build).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
let files = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const source = fs.readFileSync(file);
  if (source.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  files += 1;
}
console.log(`compressed ${files} files in ${path.relative(process.cwd(), root) || '.'}`);
