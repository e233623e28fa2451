import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { liveRecordings, liveSessions, lives } from '../modules/lives/tables';
import {
  DEFAULT_MEDIA_TOOLS,
  mediaToolsAvailable,
  runTool,
  type MediaTools,
} from '../modules/vod/media-tools';
import { generateInviteCode, generatePlayName, generateStreamKey } from '../modules/lives/resource';

const HOUR = 3_600_000;

/** Where the demo's recording goes (LIVE_RECORD_DIR, else beside the stored files), and ffmpeg. */
export interface DemoLivesOptions {
  recordDir: string;
  tools?: MediaTools;
}

/** A few seconds of an ffmpeg test pattern as nginx-rtmp records it (FLV, H.264). */
async function makeRecording(tools: MediaTools, out: string): Promise<boolean> {
  const result = await runTool(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x240:rate=15',
      '-t',
      '6',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-f',
      'flv',
      out,
    ],
    tools.timeoutMs,
  ).catch(() => undefined);
  return result?.code === 0;
}

/**
 * Live streams of the demo hospital: two scheduled (not started), one that ran yesterday with its
 * ledger entry and, with ffmpeg, a recorded one whose recording is ready to convert to a video. None
 * is in progress: that is a push on the stream server, which the seed cannot fake. Idempotent: a
 * tenant with live streams is left alone.
 */
export async function seedDemoLives(tx: Tx, customerId: number, options?: DemoLivesOptions): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(lives).where(eq(lives.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const now = Date.now();
  const keys = () => ({
    inviteCode: generateInviteCode(),
    playName: generatePlayName(),
    streamKey: generateStreamKey(),
  });
  await tx.insert(lives).values([
    {
      customerId,
      name: '重症护理公开课',
      description: '面向家属的重症监护室探视与护理讲解',
      startsAt: new Date(now + 2 * HOUR),
      checkIn: true,
      ...keys(),
    },
    {
      customerId,
      name: '手术直播：心脏搭桥',
      description: '手术示教，仅限院内观看',
      startsAt: new Date(now + 26 * HOUR),
      record: true,
      danmakuAudit: true,
      ...keys(),
    },
  ]);
  const startedAt = new Date(now - 24 * HOUR);
  const endedAt = new Date(now - 23 * HOUR);
  const [ended] = await tx
    .insert(lives)
    .values({
      customerId,
      name: '院内新闻发布会',
      startsAt: startedAt,
      status: 'ended',
      startedAt,
      endedAt,
      ...keys(),
    })
    .returning({ id: lives.id });
  await tx.insert(liveSessions).values({
    customerId,
    liveId: ended!.id,
    startedAt,
    endedAt,
    endReason: 'stopped',
    publisherAddress: '127.0.0.1',
  });

  const tools = options?.tools ?? DEFAULT_MEDIA_TOOLS;
  if (!options || !(await mediaToolsAvailable(tools))) return;
  const file = path.join(options.recordDir, `demo-${generatePlayName()}.flv`);
  await fs.promises.mkdir(options.recordDir, { recursive: true });
  if (!(await makeRecording(tools, file))) return;
  const recordedAt = new Date(now - 3 * HOUR);
  const recordedEnd = new Date(now - 3 * HOUR + 6_000);
  const [recorded] = await tx
    .insert(lives)
    .values({
      customerId,
      name: '护理查房示教（录制）',
      description: '录制的直播：结束后可转为点播视频',
      startsAt: recordedAt,
      record: true,
      status: 'ended',
      startedAt: recordedAt,
      endedAt: recordedEnd,
      ...keys(),
    })
    .returning({ id: lives.id });
  const [session] = await tx
    .insert(liveSessions)
    .values({
      customerId,
      liveId: recorded!.id,
      startedAt: recordedAt,
      endedAt: recordedEnd,
      endReason: 'stopped',
      publisherAddress: '127.0.0.1',
    })
    .returning({ id: liveSessions.id });
  await tx.insert(liveRecordings).values({
    customerId,
    liveId: recorded!.id,
    sessionId: session!.id,
    path: file,
    state: 'ready',
    size: (await fs.promises.stat(file)).size,
    startedAt: recordedAt,
    endedAt: recordedEnd,
  });
}
