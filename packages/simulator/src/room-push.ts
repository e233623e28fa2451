import { spawn as spawnProcess, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** Debian's ffmpeg; without it a simulated terminal pushes nothing (and says so once). */
export const DEFAULT_FFMPEG = '/usr/bin/ffmpeg';

/**
 * ffmpeg's arguments for the generated test picture a terminal pushes as its meeting's composed
 * picture (H.264 in FLV, what an MCU or terminal sends), at real-time pace.
 */
export function pushArguments(pushUrl: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-re',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=10',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-tune',
    'zerolatency',
    '-g',
    '10',
    '-pix_fmt',
    'yuv420p',
    '-f',
    'flv',
    pushUrl,
  ];
}

export type Spawn = (command: string, args: string[]) => Pick<ChildProcess, 'kill' | 'once' | 'exitCode'>;

/**
 * The push of a recorded meeting (ADR 0047): a room's join command that carries `record.pushUrl`
 * makes the source terminal push until it leaves that room or stops. One push at a time; a new
 * room's push replaces the last one.
 */
export class RoomPush {
  private child: ReturnType<Spawn> | null = null;
  /** The room being pushed, and where to. */
  current: { roomId: number; pushUrl: string } | null = null;

  constructor(
    private readonly options: {
      ffmpeg?: string | undefined;
      spawn?: Spawn | undefined;
      onExit?: ((roomId: number, code: number | null) => void) | undefined;
    } = {},
  ) {}

  /** Whether a push can start here (ffmpeg is installed, or a spawner was given). */
  get available(): boolean {
    return this.options.spawn !== undefined || fs.existsSync(this.options.ffmpeg ?? DEFAULT_FFMPEG);
  }

  /** Starts pushing `roomId`'s picture to `pushUrl`; false when ffmpeg is not here. */
  start(roomId: number, pushUrl: string): boolean {
    this.stop();
    if (!this.available) return false;
    const spawn: Spawn =
      this.options.spawn ?? ((command, args) => spawnProcess(command, args, { stdio: 'ignore' }));
    const child = spawn(this.options.ffmpeg ?? DEFAULT_FFMPEG, pushArguments(pushUrl));
    this.child = child;
    this.current = { roomId, pushUrl };
    child.once('error', () => undefined);
    child.once('exit', (code: number | null) => {
      if (this.child !== child) return;
      this.child = null;
      this.current = null;
      this.options.onExit?.(roomId, code);
    });
    return true;
  }

  /** Stops the push of `roomId` (of any room when not named). */
  stop(roomId?: number) {
    if (!this.child || (roomId !== undefined && this.current?.roomId !== roomId)) return;
    const child = this.child;
    this.child = null;
    this.current = null;
    child.kill('SIGKILL');
  }
}
