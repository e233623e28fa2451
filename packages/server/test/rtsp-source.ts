import { spawn } from 'node:child_process';
import net from 'node:net';
import RtspServer, { Client, RtpUdp } from 'rtsp-streaming-server';

/** A port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

// The library listens on every interface; a test's servers listen on 127.0.0.1 only.
RtpUdp.prototype.listen = function listen(this: RtpUdp) {
  return new Promise<void>((resolve, reject) => {
    this.server.once('error', reject);
    this.server.bind(this.port, '127.0.0.1', () => {
      this.server.removeListener('error', reject);
      resolve();
    });
  });
};
// @ts-expect-error -- private in its types; replaced to bind the loopback address
Client.prototype.listen = async function listen(this: Client) {
  for (const [socket, port] of [
    [this.rtpServer, this.rtpServerPort],
    [this.rtcpServer, this.rtcpServerPort],
  ] as const)
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(port, '127.0.0.1', () => {
        socket.removeListener('error', reject);
        resolve();
      });
    });
};
function onLoopback(server: net.Server) {
  const listen = server.listen.bind(server);
  server.listen = ((port: number, done: () => void) =>
    listen(port, '127.0.0.1', done)) as typeof server.listen;
}

export interface RtspSource {
  /** Where players read it: `rtsp://127.0.0.1:{port}/{path}`. */
  port: number;
  path: string;
  stop(): Promise<void>;
}

/**
 * A real RTSP source for tests: an RTSP server (rtsp-streaming-server) on free loopback ports and
 * ffmpeg publishing a `size` test pattern at 10 frames a second into it. Players read over UDP
 * (the server does not interleave over TCP). `stop()` ends both.
 */
export async function startRtspSource(size = '320x240', path = '/cam'): Promise<RtspSource> {
  const publishPort = await freePort();
  const port = await freePort();
  const rtpPortStart = 20_000 + (process.pid % 2000) * 10;
  const server = new RtspServer({
    serverPort: publishPort,
    clientPort: port,
    rtpPortStart,
    rtpPortCount: 10,
  });
  onLoopback(server.PublishServer.server as unknown as net.Server);
  onLoopback(server.ClientServer.server as unknown as net.Server);
  await server.start();
  const publisher = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re', '-f', 'lavfi'],
      ...['-i', `testsrc=size=${size}:rate=10`, '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-tune', 'zerolatency', '-g', '10', '-f', 'rtsp', `rtsp://127.0.0.1:${publishPort}${path}`],
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((done) => publisher.once('exit', done));
  return {
    port,
    path,
    async stop() {
      publisher.kill('SIGKILL');
      await exited;
      for (const mount of Object.values(server.Mounts.mounts)) mount?.close();
      const close = (s: net.Server) => new Promise((done) => s.close(done));
      await close(server.PublishServer.server as unknown as net.Server);
      await close(server.ClientServer.server as unknown as net.Server);
    },
  };
}
