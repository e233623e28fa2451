import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILES_PATH } from '@console/contract/uploads';
import { convertRecording, requestConversion } from '../../src/modules/lives/recordings';
import { collaborationSessions } from '../../src/modules/collaboration/tables';
import { liveChatMessages, liveViewers } from '../../src/modules/live-chat/tables';
import { liveRecordings, liveSessions, lives } from '../../src/modules/lives/tables';
import { FileStore } from '../../src/modules/uploads/storage';
import { DEFAULT_MEDIA_TOOLS } from '../../src/modules/vod/media-tools';
import { vodVideos } from '../../src/modules/vod/tables';
import { seedDemoLives } from '../../src/seed/demo-lives';
import { BASE, build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo live streams seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital scheduled streams and one that ran, with its ledger, once', async () => {
    const hospitalId = await seedDemoTwice(ctx);
    // The live streams of their own, not those the collaboration sessions ride on (their seed's).
    const sessionLives = ctx.database.db
      .select({ id: collaborationSessions.liveId })
      .from(collaborationSessions)
      .where(isNotNull(collaborationSessions.liveId));
    const rows = await ctx.database.db
      .select()
      .from(lives)
      .where(and(eq(lives.customerId, hospitalId), notInArray(lives.id, sessionLives), isNull(lives.roomId)));
    expect(rows.map((r) => r.status).sort()).toEqual(['ended', 'notStarted', 'notStarted']);
    expect(new Set(rows.map((r) => r.playName)).size).toBe(3);
    for (const row of rows) expect(row.inviteCode).toMatch(/^\d{6}$/);
    const ended = rows.find((r) => r.status === 'ended')!;
    const ledger = await ctx.database.db.select().from(liveSessions).where(eq(liveSessions.liveId, ended.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.endReason).toBe('stopped');
    // chat (ADR 28): visible lines on each stream, one pending on the moderated one, check-ins
    const chat = await ctx.database.db
      .select()
      .from(liveChatMessages)
      .where(eq(liveChatMessages.customerId, hospitalId));
    const moderated = rows.find((r) => r.danmakuAudit)!;
    expect(chat.filter((m) => m.state === 'pending').map((m) => m.liveId)).toEqual([moderated.id]);
    expect(new Set(chat.filter((m) => m.state === 'visible').map((m) => m.liveId)).size).toBe(3);
    const checkedIn = await ctx.database.db
      .select()
      .from(liveViewers)
      .where(eq(liveViewers.customerId, hospitalId));
    expect(checkedIn.filter((v) => v.checkedInAt).length).toBe(2);
  });
});

const FFMPEG = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find((file) => fs.existsSync(file));

describe('demo live recording', () => {
  it.skipIf(!FFMPEG)(
    'with ffmpeg, a recorded stream has a ready recording that converts to a VOD video',
    async () => {
      const tenant = await ctx.createTenant('liveseedff');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-seed-'));
      const recordDir = path.join(dir, 'rec');
      const files = new FileStore(path.join(dir, 'files'), `${BASE}${FILES_PATH}`);
      const db = ctx.database.db;
      await db.transaction((tx) => seedDemoLives(tx, tenant.customerId, { recordDir }));
      await db.transaction((tx) => seedDemoLives(tx, tenant.customerId, { recordDir }));
      const rows = await db.select().from(lives).where(eq(lives.customerId, tenant.customerId));
      expect(rows.map((r) => `${r.status}:${r.record}`).sort()).toEqual([
        'ended:false',
        'ended:true',
        'notStarted:false',
        'notStarted:true',
      ]);
      const recorded = rows.find((r) => r.status === 'ended' && r.record)!;
      const [recording] = await db
        .select()
        .from(liveRecordings)
        .where(eq(liveRecordings.liveId, recorded.id));
      expect(recording).toMatchObject({ state: 'ready', customerId: tenant.customerId });
      expect(recording!.path.startsWith(`${recordDir}/`)).toBe(true);
      expect(fs.statSync(recording!.path).size).toBe(recording!.size);

      // the seeded recording is a real one: the convert job makes it a video
      await db.transaction((tx) => requestConversion(tx, recorded.id, recording!.id, undefined, new Date()));
      const outcome = await convertRecording(db, files, DEFAULT_MEDIA_TOOLS, recording!.id, () => new Date());
      expect(outcome).toBe('converted');
      const [after] = await db.select().from(liveRecordings).where(eq(liveRecordings.id, recording!.id));
      const [video] = await db.select().from(vodVideos).where(eq(vodVideos.id, after!.vodVideoId!));
      expect(video).toMatchObject({ videoState: 'ready', width: 320, height: 240, codec: 'h264' });
      expect(video!.durationSeconds).toBeGreaterThan(5);
    },
    60_000,
  );
});
