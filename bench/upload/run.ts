/**
 * Resumable upload throughput and server memory (issue 16): one `--mb` MB file (500 by default,
 * the VOD cap) uploaded with the tus protocol to the built server (`packages/server/dist/main.js`,
 * PGlite in a temp DATA_DIR, the incoming files on the same disk as the source), against a plain
 * streamed copy of the same file on the same disk. The server's resident memory is sampled from
 * /proc every 100 ms during the upload: it must stay flat (the body is streamed to disk, never
 * held whole).
 *
 *   npm run bench:upload [-- --mb 500 --chunk-mb 0 --client curl|fetch]   (0: one PATCH for the whole file)
 *
 * Needs `npm run build` first. Measured, never asserted (ARCHITECTURE §8).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '500' },
    'chunk-mb': { type: 'string', default: '0' },
    /** `fetch` (Node's undici, in this process) or `curl` (a separate client process, `-T`). */
    client: { type: 'string', default: 'curl' },
  },
});
const MB = 1024 * 1024;
const size = Number(values.mb) * MB;
const chunk = Number(values['chunk-mb']) * MB || size;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const entry = path.join(root, 'packages', 'server', 'dist', 'main.js');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
const dataDir = path.join(work, 'data');
const source = path.join(work, 'source.mp4');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A file of `size` random-looking bytes behind an MP4 header (the upload does not care). */
async function makeSource() {
  const out = fs.createWriteStream(source);
  const block = Buffer.alloc(4 * MB);
  for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((i * 2654435761) >>> 0, i);
  Buffer.from('00000018667479706d703432000000006d703432', 'hex').copy(block);
  for (let written = 0; written < size; written += block.length) {
    const piece = block.subarray(0, Math.min(block.length, size - written));
    if (!out.write(piece)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

/** One PATCH of the whole file by curl (`-T`, streamed from disk by curl itself). */
function curlPatch(url: string, token: string, offset: number, end: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const curl = spawn('curl', [
      ...['-sS', '-o', '/dev/null', '-w', '%{http_code}', '-X', 'PATCH', '-T', source, url],
      ...['-H', `token: ${token}`, '-H', 'tus-resumable: 1.0.0', '-H', `upload-offset: ${offset}`],
      ...['-H', 'content-type: application/offset+octet-stream', '-H', 'expect:'],
    ]);
    let code = '';
    curl.stdout.on('data', (data: Buffer) => (code += data.toString()));
    curl.on('error', reject);
    curl.on('close', () => resolve(new Response(null, { status: Number(code) || 599 })));
    if (offset !== 0 || end !== size - 1)
      reject(new Error('--client curl sends the whole file (--chunk-mb 0)'));
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function main() {
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: npm run build first`);
  await makeSource();
  execFileSync('sync');

  // The yardstick: a streamed copy on the same disk.
  const copyStart = performance.now();
  await pipeline(fs.createReadStream(source), fs.createWriteStream(path.join(work, 'copy.mp4')));
  execFileSync('sync');
  const copySeconds = (performance.now() - copyStart) / 1000;
  fs.rmSync(path.join(work, 'copy.mp4'));

  const port = await freePort();
  const password = 'Bench#2026';
  const server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MQTT_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SEED: 'none',
      CAPTCHA: 'off',
      ADMIN_ACCOUNT: 'admin',
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/platformApi`;
  try {
    for (let i = 0; ; i += 1) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
      if (ready?.ok) break;
      if (i > 600) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const json = async (res: Response) => {
      const body = (await res.json()) as { retCode: string; retData: Record<string, unknown> };
      if (body.retCode !== '000000') throw new Error(JSON.stringify(body));
      return body.retData;
    };
    const login = await json(
      await fetch(`${base}/accountServer/api/1.0/sys/doLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password }),
      }),
    );
    const headers = { token: String(login.accessToken), 'content-type': 'application/json' };
    const category = await json(
      await fetch(`${base}/console/api/v1/vodCategories`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'bench', key: 'bench' }),
      }),
    );
    const video = await json(
      await fetch(`${base}/console/api/v1/vodVideos`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'bench',
          categoryId: category.id,
          type: 'other',
          author: 'b',
          content: 'b',
          tags: ['b'],
        }),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleRss = rssMb(server.pid!);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(server.pid!));
    }, 100);

    const start = performance.now();
    const created = await fetch(`${base}/console/api/v1/vodUploads`, {
      method: 'POST',
      headers: {
        token: headers.token,
        'tus-resumable': '1.0.0',
        'upload-length': String(size),
        'upload-metadata': `videoId ${Buffer.from(String(video.id)).toString('base64')}`,
      },
    });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
    const location = new URL(created.headers.get('location')!, base).toString();
    for (let offset = 0; offset < size; offset += chunk) {
      const end = Math.min(size, offset + chunk) - 1;
      const res =
        values.client === 'curl'
          ? await curlPatch(location, headers.token, offset, end)
          : await fetch(location, {
              method: 'PATCH',
              headers: {
                token: headers.token,
                'tus-resumable': '1.0.0',
                'upload-offset': String(offset),
                'content-type': 'application/offset+octet-stream',
              },
              body: Readable.toWeb(fs.createReadStream(source, { start: offset, end })) as ReadableStream,
              duplex: 'half',
            } as RequestInit);
      if (res.status !== 204) throw new Error(`patch at ${offset}: ${res.status} ${await res.text()}`);
    }
    execFileSync('sync');
    const uploadSeconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    const mbps = (seconds: number) => (size / MB / seconds).toFixed(0);
    const load = os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(
      `file: ${values.mb} MB; client: ${values.client}; tus PATCH size: ${chunk === size ? 'whole file' : `${chunk / MB} MB`}; load average (1, 5, 15 min) after: ${load}`,
    );
    console.log(`plain streamed copy: ${copySeconds.toFixed(2)} s (${mbps(copySeconds)} MB/s)`);
    console.log(
      `tus upload:          ${uploadSeconds.toFixed(2)} s (${mbps(uploadSeconds)} MB/s) = ${((copySeconds / uploadSeconds) * 100).toFixed(0)} % of the copy`,
    );
    console.log(
      `server RSS: ${idleRss.toFixed(0)} MB idle, ${peakRss.toFixed(0)} MB peak during the upload (+${(peakRss - idleRss).toFixed(0)} MB)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
