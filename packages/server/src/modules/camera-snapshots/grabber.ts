import { spawn } from 'node:child_process';
import type { MessageKey } from '@console/contract/i18n/messages';

/** What a grab needs of a network camera (a row of modules/network-cameras). */
export interface CameraAddress {
  address: string;
  port: number;
  username: string | null;
  password: string | null;
  mainStreamPath: string;
  subStreamPath: string | null;
}

export interface GrabOptions {
  /** The ffmpeg binary; default `ffmpeg` on the PATH. */
  ffmpeg?: string | undefined;
  /** Killed after this long; default 8 s. */
  timeoutMs?: number | undefined;
  /** A larger still is refused; default 4 MiB. */
  maxBytes?: number | undefined;
}

export type GrabErrorKey = Extract<MessageKey, 'error.cameraNoAnswer' | 'error.ffmpegMissing'>;

/** A grab that gave no still: `key` says why to the user, `message` (password masked) to the log. */
export class GrabError extends Error {
  constructor(
    readonly key: GrabErrorKey,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The RTSP address of a camera's stream, the sub stream when it has one (smaller, cheaper to
 * decode): `rtsp://user:pass@address:port/path`, or the path itself when it is a whole RTSP
 * address (then with the camera's credentials when it carries none).
 */
export function rtspUrlOf(camera: CameraAddress): string {
  const path = camera.subStreamPath || camera.mainStreamPath;
  const credentials = camera.username
    ? `${encodeURIComponent(camera.username)}${camera.password ? `:${encodeURIComponent(camera.password)}` : ''}@`
    : '';
  const whole = /^(rtsps?:\/\/)(.*)$/i.exec(path);
  if (whole) {
    const [, scheme, rest] = whole;
    const host = rest!.split('/')[0]!;
    return host.includes('@') ? path : `${scheme}${credentials}${rest}`;
  }
  const host = camera.address.includes(':') ? `[${camera.address}]` : camera.address;
  return `rtsp://${credentials}${host}:${camera.port}${path.startsWith('/') ? path : `/${path}`}`;
}

/** `rtsp://user:secret@host/…` → `rtsp://user:***@host/…`, everywhere in a text. */
export function maskPassword(text: string): string {
  return text.replace(/(rtsps?:\/\/[^:@/\s]*):[^@/\s]*@/gi, '$1:***@');
}

const JPEG_SOI = [0xff, 0xd8];

function runOnce(
  url: string,
  transport: 'tcp' | 'udp',
  options: Required<GrabOptions>,
  deadline: number,
): Promise<{ jpeg: Buffer } | { error: GrabError; transportRefused: boolean }> {
  const args = [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-rtsp_transport',
    transport,
    // Give up on a camera that accepts the connection and then says nothing (microseconds).
    '-timeout',
    String(Math.max(1, deadline - Date.now()) * 1000),
    // A still needs the stream's size, not seconds of analysis (the default is 5 s).
    '-analyzeduration',
    '1000000',
    '-i',
    url,
    '-frames:v',
    '1',
    '-an',
    '-f',
    'image2pipe',
    '-c:v',
    'mjpeg',
    '-q:v',
    '4',
    'pipe:1',
  ];
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let settled = false;
    const finish = (result: { jpeg: Buffer } | { error: GrabError; transportRefused: boolean }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      resolve(result);
    };
    const fail = (key: GrabErrorKey, message: string, transportRefused = false) =>
      finish({ error: new GrabError(key, maskPassword(message)), transportRefused });
    const child = spawn(options.ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(
      () => fail('error.cameraNoAnswer', `no still within ${options.timeoutMs} ms from ${url}`),
      Math.max(0, deadline - Date.now()),
    );
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') fail('error.ffmpegMissing', `${options.ffmpeg} is not installed`);
      else fail('error.cameraNoAnswer', `ffmpeg did not start: ${error.message}`);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxBytes) {
        fail('error.cameraNoAnswer', `still from ${url} larger than ${options.maxBytes} bytes`);
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString();
    });
    child.on('close', (code) => {
      const jpeg = Buffer.concat(chunks);
      if (code === 0 && jpeg.length > 2 && jpeg[0] === JPEG_SOI[0] && jpeg[1] === JPEG_SOI[1]) {
        finish({ jpeg });
        return;
      }
      const reason = stderr.trim().split('\n').slice(-2).join(' ') || `exit code ${code}`;
      fail('error.cameraNoAnswer', `${url}: ${reason}`, /461|Unsupported Transport/i.test(stderr));
    });
  });
}

/**
 * One frame of a camera's RTSP stream as JPEG, by ffmpeg over RTSP/TCP (interleaved: through
 * firewalls and without UDP loss), within a hard time limit (the process is killed after it) and
 * a size cap. A camera that refuses TCP (461 Unsupported Transport) is asked again over UDP within
 * the same time limit. Rejects with a {@link GrabError} whose message never holds the password.
 */
export async function grabJpeg(url: string, options: GrabOptions = {}): Promise<Buffer> {
  const resolved: Required<GrabOptions> = {
    ffmpeg: options.ffmpeg ?? 'ffmpeg',
    timeoutMs: options.timeoutMs ?? 8000,
    maxBytes: options.maxBytes ?? 4 * 1024 * 1024,
  };
  const deadline = Date.now() + resolved.timeoutMs;
  let result = await runOnce(url, 'tcp', resolved, deadline);
  if ('error' in result && result.transportRefused && Date.now() < deadline)
    result = await runOnce(url, 'udp', resolved, deadline);
  if ('error' in result) throw result.error;
  return result.jpeg;
}
