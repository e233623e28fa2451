import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILES_PATH, pngInfo } from '@console/contract/uploads';
import {
  opCourseDots,
  opCourses,
  opDevices,
  opMarkIcons,
  opOrgans,
} from '../../src/modules/surgical-teaching/tables';
import { FileStore } from '../../src/modules/uploads/storage';
import { vodVideos } from '../../src/modules/vod/tables';
import { seedDemoSurgicalTeaching } from '../../src/seed/demo-surgical-teaching';
import { BASE, build } from '../helper';
import { insertTerminal } from '../realtime';

const FFMPEG = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find((file) => fs.existsSync(file));
const ctx = build();

describe('demo surgical teaching seed', () => {
  it('fills organisations, devices and icons once; without a file store the courses have no dots', async () => {
    const tenant = await ctx.createTenant('opseed');
    const db = ctx.database.db;
    for (const account of ['7800001', '7800002'])
      await insertTerminal(db, { customerId: tenant.customerId, account });
    await db.transaction((tx) => seedDemoSurgicalTeaching(tx, tenant.customerId));
    await db.transaction((tx) => seedDemoSurgicalTeaching(tx, tenant.customerId));
    const organs = await db
      .select()
      .from(opOrgans)
      .where(eq(opOrgans.customerId, tenant.customerId))
      .orderBy(asc(opOrgans.id));
    expect(organs.map((o) => [o.loopRecordingThreshold, o.allocatedStorageGb])).toEqual([
      [85, 500],
      [90, 100],
    ]);
    expect(await db.select().from(opDevices).where(eq(opDevices.customerId, tenant.customerId))).toHaveLength(
      2,
    );
    const icons = await db.select().from(opMarkIcons).where(eq(opMarkIcons.customerId, tenant.customerId));
    expect(icons.map((icon) => icon.name).sort()).toEqual(['切口', '教学要点', '止血', '缝合'].sort());
    const courses = await db.select().from(opCourses).where(eq(opCourses.customerId, tenant.customerId));
    expect(courses.map((course) => course.dotCount)).toEqual([0, 0]);
  });

  it.skipIf(!FFMPEG)(
    'with ffmpeg, gives the courses playable recordings and dots within them, and the icons real PNGs',
    async () => {
      const tenant = await ctx.createTenant('opseedff');
      const db = ctx.database.db;
      await insertTerminal(db, { customerId: tenant.customerId, account: '7800011' });
      const files = new FileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'op-seed-')), `${BASE}${FILES_PATH}`);
      await db.transaction((tx) => seedDemoSurgicalTeaching(tx, tenant.customerId, { files }));
      const courses = await db
        .select({
          id: opCourses.id,
          length: opCourses.lengthSeconds,
          dotCount: opCourses.dotCount,
          state: vodVideos.videoState,
        })
        .from(opCourses)
        .innerJoin(vodVideos, eq(vodVideos.id, opCourses.videoId))
        .where(eq(opCourses.customerId, tenant.customerId))
        .orderBy(asc(opCourses.id));
      expect(courses.map((c) => [c.state, Math.round(c.length ?? 0), c.dotCount])).toEqual([
        ['ready', 20, 4],
        ['ready', 12, 2],
      ]);
      for (const course of courses) {
        const dots = await db.select().from(opCourseDots).where(eq(opCourseDots.courseId, course.id));
        expect(dots).toHaveLength(course.dotCount);
        expect(dots.every((dot) => dot.seconds >= 0 && dot.seconds <= course.length!)).toBe(true);
      }
      const icons = await db.select().from(opMarkIcons).where(eq(opMarkIcons.customerId, tenant.customerId));
      for (const icon of icons) {
        const ref = files.parseUrl(icon.iconUrl)!;
        expect(ref.purpose).toBe('icon');
        expect(pngInfo(fs.readFileSync(files.pathOf(ref)))).toEqual({ width: 128, height: 128 });
      }
    },
    120_000,
  );
});
