#!/usr/bin/env node
// A local stream server for the console (ADR 26): Debian's nginx with its RTMP module running the
// project's deploy/nginx/live.conf, in the foreground, on free ports, in a temp directory removed
// when it stops. `npm start` and the e2e server use it when nginx and the module are installed;
// a real deployment runs nginx itself from the same file and sets the LIVE_* variables.
//
//   node scripts/live-server.mjs [console URL]   start it and print the LIVE_* variables to give
//                                                the console (default console URL http://127.0.0.1:8080)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, NGINX, startNginx } from './nginx.mjs';

const RTMP_MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so';
const FFMPEG = '/usr/bin/ffmpeg';

/** Whether this machine has what the stream server needs (Debian: nginx libnginx-mod-rtmp). */
export function liveServerAvailable() {
  return fs.existsSync(NGINX) && fs.existsSync(RTMP_MODULE);
}

/** Whether ffmpeg is here to push a test stream (Debian: ffmpeg). */
export function ffmpegAvailable() {
  return fs.existsSync(FFMPEG);
}

/**
 * ffmpeg pushing a generated test picture (H.264 in FLV, what encoders send) to `url` until it is
 * stopped or the stream server drops it; `exited` resolves with its exit code.
 */
export function pushTestStream(url) {
  const child = spawn(
    FFMPEG,
    ['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10'].concat([
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-g',
      '10',
      '-pix_fmt',
      'yuv420p',
      '-f',
      'flv',
      url,
    ]),
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { stop: () => child.kill('SIGKILL'), exited };
}

/**
 * Starts nginx with live.conf calling back the console at `consoleUrl`. `host` is the address it
 * listens on and the one its URLs name (loopback by default); `recordDir` where recordings go
 * (default: inside its temp directory, removed with it). Resolves once both ports accept
 * connections, with the console's LIVE_* environment and `stop()`.
 */
export async function startLiveServer({ consoleUrl, host = '127.0.0.1', recordDir }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-live-'));
  fs.mkdirSync(path.join(dir, 'hls'));
  fs.mkdirSync(path.join(dir, 'tmp'));
  // Recordings (ADR 27) outlive the stream server when the caller names where they go.
  const records = path.resolve(recordDir ?? path.join(dir, 'rec'));
  fs.mkdirSync(records, { recursive: true });
  const rtmpPort = await freePort(host);
  const httpPort = await freePort(host);
  const secret = randomBytes(24).toString('hex');
  const values = {
    RTMP_MODULE,
    DIR: dir,
    LISTEN: host,
    RTMP_PORT: String(rtmpPort),
    HTTP_PORT: String(httpPort),
    CONSOLE_URL: consoleUrl,
    HOOK_SECRET: secret,
    RECORD_DIR: records,
  };
  const nginx = await startNginx({ template: 'live.conf', values, dir, host, ports: [rtmpPort, httpPort] });
  const env = {
    LIVE_RTMP_URL: `rtmp://${host}:${rtmpPort}/live`,
    LIVE_HLS_URL: `http://${host}:${httpPort}/hls`,
    LIVE_CONTROL_URL: `http://127.0.0.1:${httpPort}/control`,
    LIVE_HOOK_SECRET: secret,
    LIVE_RECORD_DIR: records,
  };
  return { env, dir, exited: nginx.exited, stop: nginx.stop };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!liveServerAvailable()) {
    process.stderr.write(
      `live-server: needs ${NGINX} and ${RTMP_MODULE} (apt-get install nginx libnginx-mod-rtmp)\n`,
    );
    process.exit(1);
  }
  const server = await startLiveServer({ consoleUrl: process.argv[2] ?? 'http://127.0.0.1:8080' });
  process.stdout.write(
    `Stream server running (Ctrl-C stops it). Start the console with:\n\n${Object.entries(server.env)
      .map(([name, value]) => `  ${name}=${value}`)
      .join(' \\\n')}\n`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => server.stop().then(() => process.exit(0)));
  server.exited.then(() => server.stop().then(() => process.exit(1)));
}
