import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/app';
import { freePort } from './mosquitto';

/** Debian's nginx with its RTMP module (CI installs both; without them the live tests skip). */
export const NGINX = ['/usr/sbin/nginx'].find((p) => fs.existsSync(p));
export const RTMP_MODULE = ['/usr/lib/nginx/modules/ngx_rtmp_module.so'].find((p) => fs.existsSync(p));
export const FFMPEG_BIN = ['/usr/bin/ffmpeg'].find((p) => fs.existsSync(p));

const CONF = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/nginx/live.conf');

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface LocalStreamServer {
  rtmpUrl: string;
  hlsUrl: string;
  controlUrl: string;
  secret: string;
  /** Where nginx writes recordings (LIVE_RECORD_DIR). */
  recordDir: string;
  /** Kills nginx at once (SIGKILL), as a crash would: no on_publish_done, no on_record_done. */
  kill(): Promise<void>;
  /** Starts nginx again on the same ports and directory (after `kill`). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The project's nginx configuration (deploy/nginx/live.conf) on free loopback ports in a temp
 * directory, calling back the console at `consoleUrl`.
 */
export async function startStreamServer(consoleUrl: string): Promise<LocalStreamServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-live-'));
  fs.mkdirSync(path.join(dir, 'hls'));
  fs.mkdirSync(path.join(dir, 'tmp'));
  fs.mkdirSync(path.join(dir, 'rec'));
  const [rtmpPort, httpPort] = [await freePort(), await freePort()];
  const secret = `test-${Math.random().toString(36).slice(2)}-secret`;
  const values: Record<string, string> = {
    RTMP_MODULE: RTMP_MODULE!,
    DIR: dir,
    LISTEN: '127.0.0.1',
    RTMP_PORT: String(rtmpPort),
    HTTP_PORT: String(httpPort),
    CONSOLE_URL: consoleUrl,
    HOOK_SECRET: secret,
    RECORD_DIR: path.join(dir, 'rec'),
  };
  let conf = fs.readFileSync(CONF, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  // In the foreground, one process, as the test's user (root in CI keeps root).
  conf = `daemon off;\nmaster_process off;\n${process.getuid?.() === 0 ? 'user root;\n' : ''}${conf}`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  let child: ChildProcess | null = null;
  async function launch() {
    const running = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    child = running;
    const until = Date.now() + 5000;
    while (!(await listening(rtmpPort)) || !(await listening(httpPort))) {
      if (Date.now() > until) {
        running.kill('SIGKILL');
        throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  async function halt(signal: NodeJS.Signals) {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    const timer = setTimeout(() => running.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }
  await launch();
  return {
    rtmpUrl: `rtmp://127.0.0.1:${rtmpPort}/live`,
    hlsUrl: `http://127.0.0.1:${httpPort}/hls`,
    controlUrl: `http://127.0.0.1:${httpPort}/control`,
    secret,
    recordDir: path.join(dir, 'rec'),
    kill: () => halt('SIGKILL'),
    restart: launch,
    async stop() {
      await halt('SIGQUIT');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A stream server for one test file: started before the app (`build(config)` reads `config` when
 * the app opens), calling back the console at `consolePort` (the test makes the app listen there),
 * stopped after. Fills `config` with the LIVE_* settings and a fast job poll.
 */
export function useStreamServer(config: Partial<AppConfig>) {
  const state = { stream: undefined as unknown as LocalStreamServer, consolePort: 0 };
  beforeAll(async () => {
    state.consolePort = await freePort();
    state.stream = await startStreamServer(`http://127.0.0.1:${state.consolePort}`);
    Object.assign(config, {
      LIVE_RTMP_URL: state.stream.rtmpUrl,
      LIVE_HLS_URL: state.stream.hlsUrl,
      LIVE_CONTROL_URL: state.stream.controlUrl,
      LIVE_HOOK_SECRET: state.stream.secret,
      LIVE_RECORD_DIR: state.stream.recordDir,
      jobs: { pollMs: 200 },
    });
  }, 20_000);
  afterAll(() => state.stream?.stop());
  return state;
}

/** ffmpeg pushing a generated test picture to a stream server (shared with the e2e specs). */
export { pushTestStream } from '../../../scripts/live-server.mjs';
