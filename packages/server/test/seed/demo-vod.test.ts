import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILES_PATH } from '@console/contract/uploads';
import { FileStore } from '../../src/modules/uploads/storage';
import { vodCategories, vodVideos } from '../../src/modules/vod/tables';
import { seedDemoVod } from '../../src/seed/demo-vod';
import { BASE, build } from '../helper';

const FFMPEG = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find((file) => fs.existsSync(file));
const ctx = build();

describe('demo VOD seed', () => {
  it('fills both scopes once, and without a file store leaves the videos waiting for a file', async () => {
    const tenant = await ctx.createTenant('vodseed');
    const db = ctx.database.db;
    await db.transaction((tx) => seedDemoVod(tx, tenant.customerId));
    await db.transaction((tx) => seedDemoVod(tx, tenant.customerId));
    const categories = await db
      .select()
      .from(vodCategories)
      .where(eq(vodCategories.customerId, tenant.customerId));
    expect(categories.map((c) => `${c.product}:${c.key}:${c.childCount}`).sort()).toEqual([
      'school:safety:0',
      'vod:basicNursing:0',
      'vod:firstAid:0',
      'vod:nursing:1',
      'vod:science:0',
    ]);
    const videos = await db.select().from(vodVideos).where(eq(vodVideos.customerId, tenant.customerId));
    expect(videos).toHaveLength(4);
    expect(videos.every((video) => video.videoState === 'none' && !video.published)).toBe(true);
  });

  it.skipIf(!FFMPEG)(
    'with ffmpeg, gives three videos generated clips checked by the job code, two published',
    async () => {
      const tenant = await ctx.createTenant('vodseedff');
      const files = new FileStore(
        fs.mkdtempSync(path.join(os.tmpdir(), 'vod-seed-')),
        `${BASE}${FILES_PATH}`,
      );
      const db = ctx.database.db;
      await db.transaction((tx) => seedDemoVod(tx, tenant.customerId, { files }));
      const ready = await db
        .select()
        .from(vodVideos)
        .where(and(eq(vodVideos.customerId, tenant.customerId), eq(vodVideos.videoState, 'ready')));
      expect(ready).toHaveLength(3);
      expect(ready.filter((video) => video.published)).toHaveLength(2);
      for (const video of ready) {
        expect(video).toMatchObject({ width: 320, height: 240, codec: 'h264' });
        expect(fs.existsSync(files.pathOf(files.parseUrl(video.videoUrl!)!))).toBe(true);
      }
    },
    60_000,
  );
});
