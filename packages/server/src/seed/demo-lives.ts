import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { solidPng } from '../platform/png';
import { users } from '../platform/identity-tables';
import { deviceAccounts } from '../modules/device-accounts/tables';
import { liveChatMessages, liveFiles, liveViewers } from '../modules/live-chat/tables';
import { liveRecordings, liveSessions, lives } from '../modules/lives/tables';
import {
  DEFAULT_MEDIA_TOOLS,
  mediaToolsAvailable,
  runTool,
  type MediaTools,
} from '../modules/vod/media-tools';
import { generateInviteCode, generatePlayName, generateStreamKey } from '../modules/lives/resource';
import type { FileStore } from '../modules/uploads/storage';

const HOUR = 3_600_000;

/** Where the demo's recording goes (LIVE_RECORD_DIR, else beside the stored files), and ffmpeg. */
export interface DemoLivesOptions {
  /** Where a demo recording is written (with ffmpeg): none without it. */
  recordDir?: string | undefined;
  tools?: MediaTools;
  /** The file store for the lecture's shared slide: none without it. */
  files?: FileStore | undefined;
}

/** A few seconds of an ffmpeg test pattern as nginx-rtmp records it (FLV, H.264). */
export async function makeRecording(tools: MediaTools, out: string): Promise<boolean> {
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
export async function seedDemoLives(
  tx: Tx,
  customerId: number,
  options: DemoLivesOptions = {},
): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(lives).where(eq(lives.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  const now = Date.now();
  const keys = () => ({
    inviteCode: generateInviteCode(),
    playName: generatePlayName(),
    streamKey: generateStreamKey(),
  });
  const [lecture, surgery] = await tx
    .insert(lives)
    .values([
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
    ])
    .returning({ id: lives.id });
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
  await seedDemoChat(tx, customerId, { lecture: lecture!.id, surgery: surgery!.id, ended: ended!.id }, now);
  if (options.files) await seedDemoLiveFile(tx, customerId, lecture!.id, options.files);

  const tools = options.tools ?? DEFAULT_MEDIA_TOOLS;
  if (!options?.recordDir || !(await mediaToolsAvailable(tools))) return;
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
  await seedReadyRecording(tx, customerId, recorded!.id, file, recordedAt, recordedEnd);
}

/**
 * A stream's one publish in the ledger, stopped from the console, and the recording nginx left of
 * it, ready to convert (the demo's recorded live stream and recorded meeting).
 */
export async function seedReadyRecording(
  tx: Tx,
  customerId: number,
  liveId: number,
  file: string,
  startedAt: Date,
  endedAt: Date,
) {
  const [session] = await tx
    .insert(liveSessions)
    .values({ customerId, liveId, startedAt, endedAt, endReason: 'stopped', publisherAddress: '127.0.0.1' })
    .returning({ id: liveSessions.id });
  await tx.insert(liveRecordings).values({
    customerId,
    liveId,
    sessionId: session!.id,
    path: file,
    state: 'ready',
    size: (await fs.promises.stat(file)).size,
    startedAt,
    endedAt,
  });
}

/**
 * Chat of the demo streams (ADR 28): lines from the hospital's administrator and two terminals,
 * one line of the moderated surgery stream still pending, and check-ins on the lecture.
 */
async function seedDemoChat(
  tx: Tx,
  customerId: number,
  ids: { lecture: number; surgery: number; ended: number },
  now: number,
) {
  const [admin] = await tx
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(eq(users.customerId, customerId))
    .orderBy(asc(users.id))
    .limit(1);
  const terminals = await tx
    .select({ id: deviceAccounts.id, name: deviceAccounts.name })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.customerId, customerId))
    .orderBy(asc(deviceAccounts.id))
    .limit(2);
  const senders = [
    ...(admin ? [{ kind: 'account', id: admin.id, name: admin.account }] : []),
    ...terminals.map((t) => ({ kind: 'device', id: t.id, name: t.name })),
  ];
  if (senders.length === 0) return;
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
  const lines: [liveId: number, text: string, state: string, minutesAgo: number][] = [
    [ids.lecture, '大家好，公开课稍后开始', 'visible', 30],
    [ids.lecture, '请问探视需要提前预约吗？', 'visible', 25],
    [ids.lecture, '需要，在探视登记里预约即可', 'visible', 24],
    [ids.surgery, '画面很清晰', 'visible', 12],
    [ids.surgery, '能讲一下体外循环的参数吗？', 'pending', 5],
    [ids.ended, '感谢各位参加', 'visible', 23 * 60 + 5],
  ];
  await tx.insert(liveChatMessages).values(
    lines.map(([liveId, text, state, minutesAgo], i) => {
      const sender = senders[i % senders.length]!;
      return {
        customerId,
        liveId,
        senderKind: sender.kind,
        senderId: sender.id,
        senderName: sender.name,
        text,
        state,
        createdAt: at(minutesAgo),
      };
    }),
  );
  await tx.insert(liveViewers).values(
    senders.map((sender, i) => ({
      customerId,
      liveId: ids.lecture,
      viewerKind: sender.kind,
      viewerId: sender.id,
      name: sender.name,
      joinedAt: at(31),
      checkedInAt: i < 2 ? at(30 - i) : null,
    })),
  );
}

/** A slide shared with the lecture's viewers: a small PNG in the file store (upload purpose liveFile). */
async function seedDemoLiveFile(tx: Tx, customerId: number, liveId: number, files: FileStore) {
  const ref = { customerId, purpose: 'liveFile' as const, name: `${randomBytes(16).toString('hex')}.png` };
  const file = files.pathOf(ref);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, solidPng(320, 180, [0xd6, 0xe8, 0xff]));
  await tx.insert(liveFiles).values({ customerId, liveId, title: '探视须知', file: files.urlOf(ref) });
}
