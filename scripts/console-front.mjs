#!/usr/bin/env node
// The console behind its browsers' front (ADR 52): Debian's nginx running the project's
// deploy/nginx/console.conf, TLS with a self-signed certificate made here (openssl) and HTTP/2, in
// the foreground, on a free port, in a temp directory removed when it stops. The Lighthouse bench
// and the front's test use it; a real deployment runs nginx itself from the same file with the
// site's certificate.
//
//   node scripts/console-front.mjs [console host:port]   start it in front of a running console
//                                                        (default 127.0.0.1:8080) and print its URL
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, NGINX, startNginx } from './nginx.mjs';

const OPENSSL = '/usr/bin/openssl';

/** Whether this machine has what the front needs (Debian: nginx, openssl). */
export function consoleFrontAvailable() {
  return fs.existsSync(NGINX) && fs.existsSync(OPENSSL);
}

/**
 * Starts nginx with console.conf in front of the console at `upstream` (host:port), listening on
 * `host`. Resolves once it accepts connections, with its https origin, the certificate (PEM, for
 * clients to trust) and `stop()`.
 */
export async function startConsoleFront({ upstream, host = '127.0.0.1' }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-front-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  // A certificate for the address browsers are sent to, valid for a day.
  execFileSync(
    OPENSSL,
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1'].concat([
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=IP:${host}`,
    ]),
    { stdio: 'ignore' },
  );
  const port = await freePort(host);
  const values = { DIR: dir, LISTEN: host, PORT: String(port), CERT: cert, KEY: key, UPSTREAM: upstream };
  const nginx = await startNginx({ template: 'console.conf', values, dir, host, ports: [port] });
  return {
    origin: `https://${host}:${port}`,
    certificate: fs.readFileSync(cert, 'utf8'),
    exited: nginx.exited,
    stop: nginx.stop,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!consoleFrontAvailable()) {
    process.stderr.write(`console-front: needs ${NGINX} and ${OPENSSL} (apt-get install nginx openssl)\n`);
    process.exit(1);
  }
  const front = await startConsoleFront({ upstream: process.argv[2] ?? '127.0.0.1:8080' });
  process.stdout.write(
    `Console front running (Ctrl-C stops it): ${front.origin}/web/ (self-signed certificate)\n`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => front.stop().then(() => process.exit(0)));
  front.exited.then(() => front.stop().then(() => process.exit(1)));
}
