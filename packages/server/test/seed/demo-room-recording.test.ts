import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILES_PATH } from '@console/contract/uploads';
import { collaborationSessions } from '../../src/modules/collaboration/tables';
import { sessionLive } from '../../src/modules/collaboration/service';
import { convertRecording, requestConversion, streamRecordings } from '../../src/modules/lives/recordings';
import { liveRecordings, lives } from '../../src/modules/lives/tables';
import { rooms } from '../../src/modules/rooms/tables';
import { FileStore } from '../../src/modules/uploads/storage';
import { DEFAULT_MEDIA_TOOLS } from '../../src/modules/vod/media-tools';
import { BASE, build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();
const FFMPEG = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find((file) => fs.existsSync(file));

describe('demo room recording (ADR 0047)', DEMO_SEED_TIMEOUT, () => {
  it.skipIf(!FFMPEG)(
    'with ffmpeg, the ended remote meeting’s room has a ready recording, shown in its record, that converts; once',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'room-rec-seed-'));
      const recordDir = path.join(dir, 'rec');
      const hospitalId = await seedDemoTwice(ctx, { lives: { recordDir } });
      const db = ctx.database.db;
      const companions = await db
        .select()
        .from(lives)
        .where(and(eq(lives.customerId, hospitalId), isNotNull(lives.roomId)));
      expect(companions).toHaveLength(1);
      const stream = companions[0]!;
      const [room] = await db.select().from(rooms).where(eq(rooms.id, stream.roomId!));
      expect(room).toMatchObject({ status: 'ended', record: true });
      expect(stream).toMatchObject({ status: 'ended', record: true, name: `${room!.name} #${room!.id}` });
      const [meeting] = await db
        .select()
        .from(collaborationSessions)
        .where(eq(collaborationSessions.roomId, room!.id));
      expect(meeting).toMatchObject({ kind: 'meeting', state: 'ended', record: true });

      const recordings = await db.transaction((tx) => streamRecordings(tx, stream.id));
      expect(recordings).toHaveLength(1);
      expect(recordings[0]).toMatchObject({ state: 'ready', liveId: stream.id });
      const [file] = await db.select().from(liveRecordings).where(eq(liveRecordings.id, recordings[0]!.id));
      expect(file!.path.startsWith(`${recordDir}/`)).toBe(true);
      // the meeting's record shows it
      const shown = await db.transaction((tx) =>
        sessionLive(tx, meeting!, { online: () => false, streamServer: null, recordDir, now: new Date() }),
      );
      expect(shown.recordings.map((r) => [r.id, r.state])).toEqual([[recordings[0]!.id, 'ready']]);

      // a real recording: the convert job makes it a video
      const files = new FileStore(path.join(dir, 'files'), `${BASE}${FILES_PATH}`);
      await db.transaction((tx) =>
        requestConversion(tx, stream.id, recordings[0]!.id, undefined, new Date()),
      );
      const outcome = await convertRecording(
        db,
        files,
        DEFAULT_MEDIA_TOOLS,
        recordings[0]!.id,
        () => new Date(),
      );
      expect(outcome).toBe('converted');
    },
    120_000,
  );
});
