import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ffmpegAvailable, liveServerAvailable, startLiveServer } from '../../../scripts/live-server.mjs';
import { DEFAULT_FFMPEG, pushArguments, RoomPush, type Spawn } from '../src/room-push';

/** A spawner that records what it was asked to run and whether it was killed. */
function fakeSpawn() {
  const runs: { command: string; args: string[]; killed: string[]; emit: EventEmitter }[] = [];
  const spawn: Spawn = (command, args) => {
    const emit = new EventEmitter();
    const run = { command, args, killed: [] as string[], emit };
    runs.push(run);
    return {
      exitCode: null,
      kill: (signal?: NodeJS.Signals | number) => {
        run.killed.push(String(signal));
        emit.emit('exit', null);
        return true;
      },
      once: (event: string, listener: (...args: unknown[]) => void) => {
        emit.once(event, listener);
        return undefined as never;
      },
    } as ReturnType<Spawn>;
  };
  return { runs, spawn };
}

describe('a recorded meeting’s push (ADR 0047)', () => {
  it('runs ffmpeg with the test picture to the push address, and stops it when the terminal leaves that room', () => {
    const { runs, spawn } = fakeSpawn();
    const exits: [number, number | null][] = [];
    const push = new RoomPush({ spawn, onExit: (room, code) => exits.push([room, code]) });
    const url = 'rtmp://127.0.0.1:1935/live/labc?key=k1';
    expect(push.start(7, url)).toBe(true);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.command).toBe(DEFAULT_FFMPEG);
    expect(runs[0]!.args).toEqual(pushArguments(url));
    expect(runs[0]!.args.slice(-3)).toEqual(['-f', 'flv', url]);
    expect(runs[0]!.args).toContain('testsrc=size=320x240:rate=10');
    expect(push.current).toEqual({ roomId: 7, pushUrl: url });

    // leaving another room changes nothing
    push.stop(8);
    expect(runs[0]!.killed).toEqual([]);
    push.stop(7);
    expect(runs[0]!.killed).toEqual(['SIGKILL']);
    expect(push.current).toBeNull();
    // a push stopped on purpose is not reported as ended by itself
    expect(exits).toEqual([]);

    // a push that ends by itself (the stream server dropped it) is reported; a new room replaces the last
    push.start(9, url);
    runs[1]!.emit.emit('exit', 0);
    expect(exits).toEqual([[9, 0]]);
    push.start(10, url);
    push.start(11, `${url}2`);
    expect(runs[2]!.killed).toEqual(['SIGKILL']);
    expect(push.current).toEqual({ roomId: 11, pushUrl: `${url}2` });
    push.stop();
    expect(runs[3]!.killed).toEqual(['SIGKILL']);
  });

  it('pushes nothing without ffmpeg', () => {
    const push = new RoomPush({ ffmpeg: '/nonexistent/ffmpeg' });
    expect(push.available).toBe(false);
    expect(push.start(1, 'rtmp://127.0.0.1/live/x')).toBe(false);
    expect(push.current).toBeNull();
  });

  it.skipIf(!liveServerAvailable() || !ffmpegAvailable())(
    'publishes to a real nginx-rtmp until stopped',
    async () => {
      // a stand-in for the console's stream hooks: every publish is accepted
      const hooks = http.createServer((request, response) => {
        request.resume();
        response.writeHead(200).end();
      });
      await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
      const { port } = hooks.address() as AddressInfo;
      const server = await startLiveServer({ consoleUrl: `http://127.0.0.1:${port}` });
      const stat = server.env.LIVE_CONTROL_URL.replace(/\/control$/, '/stat');
      const publishing = async () => {
        const xml = await (await fetch(stat)).text();
        return /<name>lroom1<\/name>[\s\S]*?<publishing\/>/.test(xml);
      };
      const until = async (want: boolean) => {
        const deadline = Date.now() + 20_000;
        while ((await publishing()) !== want) {
          if (Date.now() > deadline) throw new Error(`publishing never became ${want}`);
          await new Promise((r) => setTimeout(r, 150));
        }
      };
      const push = new RoomPush();
      try {
        expect(push.start(1, `${server.env.LIVE_RTMP_URL}/lroom1?key=k`)).toBe(true);
        await until(true);
        push.stop(1);
        await until(false);
      } finally {
        push.stop();
        await server.stop();
        await new Promise((resolve) => hooks.close(resolve));
      }
    },
    40_000,
  );
});
