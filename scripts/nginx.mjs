// Debian's nginx run from one of the project's deploy/nginx templates, in the foreground, in a
// directory of its own: the stream server (live-server.mjs) and the browsers' front
// (console-front.mjs) for `npm start`, the tests and the benches.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = '/usr/sbin/nginx';
export const DEPLOY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'nginx');

/** A port nobody listens on at the moment, on `host`. */
export function freePort(host) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function listening(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, host, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx from `deploy/nginx/<template>` with its `{{NAME}}` placeholders filled from
 * `values`, in `dir` (removed when it stops). Resolves once every one of `ports` on `host` accepts
 * connections, with `exited` and `stop()`.
 */
export async function startNginx({ template, values, dir, host, ports }) {
  const filled = fs
    .readFileSync(path.join(DEPLOY, template), 'utf8')
    .replace(/\{\{(\w+)\}\}/g, (_, name) => values[name] ?? '');
  // One process in the foreground, as this user (root keeps root: nginx would switch to nobody).
  const conf = `daemon off;\nmaster_process off;\n${process.getuid?.() === 0 ? 'user root;\n' : ''}${filled}`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });

  const until = Date.now() + 5000;
  for (;;) {
    const up = await Promise.all(ports.map((port) => listening(host, port)));
    if (up.every(Boolean)) break;
    if (Date.now() > until || child.exitCode !== null) {
      const log = fs.existsSync(path.join(dir, 'error.log'))
        ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
        : '';
      child.kill('SIGKILL');
      remove();
      throw new Error(`nginx did not start${log ? `: ${log.trim()}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let stopping;
  return {
    exited,
    /** Stops nginx (gracefully, then forcibly after 3 s) and removes its directory. */
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGQUIT');
          const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
          await exited;
          clearTimeout(timer);
        }
        remove();
      })();
      return stopping;
    },
  };
}
