import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's Mosquitto for the external-broker tests (CI installs it; without it they skip). */
export const MOSQUITTO = ['/usr/sbin/mosquitto', '/usr/bin/mosquitto'].find((p) => fs.existsSync(p));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mosquitto-'));

/** Starts Mosquitto on loopback `port` with `conf` added to its configuration; resolves once it listens. */
export async function startMosquitto(port: number, conf: string, dir = tempDir()): Promise<ChildProcess> {
  const file = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(file, `listener ${port} 127.0.0.1\npersistence false\n${conf}`);
  // Running as root, mosquitto drops to its own user unless told otherwise.
  if (process.getuid?.() === 0) fs.appendFileSync(file, 'user root\n');
  const child = spawn(MOSQUITTO!, ['-c', file], { stdio: 'ignore' });
  const until = Date.now() + 5000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return child;
    if (Date.now() > until) throw new Error('mosquitto did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}
