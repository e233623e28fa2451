import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { deviceAccounts } from '../modules/device-accounts/tables';
import {
  opCourseDots,
  opCourses,
  opDepartments,
  opDevices,
  opMarkIcons,
  opOrgans,
} from '../modules/surgical-teaching/tables';
import type { FileStore } from '../modules/uploads/storage';
import { vodCategories, vodVideos } from '../modules/vod/tables';
import { solidPng } from '../platform/png';
import { attachDemoClip, demoClipsPossible, type DemoVodOptions } from './demo-vod';

/** Mark icons: a name (≤ 10 characters) and the colour of its small real PNG. */
const ICONS = [
  { name: '切口', rgb: [0xe5, 0x39, 0x35] },
  { name: '止血', rgb: [0xfb, 0x8c, 0x00] },
  { name: '缝合', rgb: [0x43, 0xa0, 0x47] },
  { name: '教学要点', rgb: [0x35, 0x98, 0xdc] },
] as const;

/** Courses: a recorded operation (a VOD clip of `seconds`) and its dots (time, icon index, note). */
const COURSES = [
  {
    name: '腹腔镜胆囊切除术',
    surgeon: '王建国',
    department: 0,
    device: 0,
    seconds: 20,
    pattern: 'testsrc2',
    daysAgo: 3,
    dots: [
      [2, 0, '建立气腹，置入套管'],
      [6.5, 3, '显露胆囊三角：注意胆总管走行'],
      [11, 1, '夹闭并离断胆囊动脉'],
      [17, 2, '关闭切口'],
    ],
  },
  {
    name: '膝关节镜半月板修复',
    surgeon: '李明',
    department: 1,
    device: 1,
    seconds: 12,
    pattern: 'smptehdbars',
    daysAgo: 9,
    dots: [
      [3, 3, '探查内侧半月板撕裂'],
      [9, 2, '全内缝合'],
    ],
  },
] as const;

/** Writes a PNG into the store as the company's upload of `purpose` would be: its URL. */
async function storePng(
  files: FileStore | undefined,
  customerId: number,
  purpose: 'organLogo' | 'icon',
  png: Buffer,
): Promise<string | null> {
  if (!files) return null;
  const ref = { customerId, purpose, name: `${randomBytes(16).toString('hex')}.png` };
  await fs.promises.mkdir(path.dirname(files.pathOf(ref)), { recursive: true });
  await fs.promises.writeFile(files.pathOf(ref), png);
  return files.urlOf(ref);
}

/**
 * The demo hospital's surgical teaching (issue 19, ADR 0042): an organisation with its logo and
 * storage settings, two departments, two teaching devices (demo terminals), four mark icons (small
 * real PNGs) and two courses whose recordings are VOD videos with generated clips (the VOD demo's
 * helper, checked as uploads are) and dots on their timelines. Without ffmpeg the courses are there
 * without a playable recording or dots. Idempotent: a hospital with organisations is left alone.
 */
export async function seedDemoSurgicalTeaching(
  tx: Tx,
  customerId: number,
  options?: DemoVodOptions,
): Promise<void> {
  const [existing] = await tx
    .select({ id: opOrgans.id })
    .from(opOrgans)
    .where(eq(opOrgans.customerId, customerId))
    .limit(1);
  if (existing) return;
  const files = options?.files;
  const [organ] = await tx
    .insert(opOrgans)
    .values({
      customerId,
      name: '演示医院手术示教中心',
      logoUrl: await storePng(files, customerId, 'organLogo', solidPng(640, 640, [0x35, 0x98, 0xdc])),
      cloudStorageIp: '10.20.0.15',
      cloudStoragePort: 9000,
      loopRecordingThreshold: 85,
      allocatedStorageGb: 500,
      address: '门诊楼 5 层手术部',
      description: '腔镜与关节镜手术示教',
    })
    .returning({ id: opOrgans.id });
  await tx.insert(opOrgans).values({
    customerId,
    name: '城东分院',
    cloudStorageIp: '10.20.1.15',
    cloudStoragePort: 9000,
    loopRecordingThreshold: 90,
    allocatedStorageGb: 100,
  });
  const organId = organ!.id;
  const departments = await tx
    .insert(opDepartments)
    .values([
      { customerId, organId, name: '普外科', description: '腔镜手术' },
      { customerId, organId, name: '骨科', description: '关节镜手术' },
    ])
    .returning({ id: opDepartments.id });
  const terminals = await tx
    .select({ id: deviceAccounts.id, name: deviceAccounts.name })
    .from(deviceAccounts)
    .where(
      and(
        eq(deviceAccounts.customerId, customerId),
        eq(deviceAccounts.enabled, true),
        // video terminals in the theatres, not the compute servers or ambulances
        eq(deviceAccounts.deviceType, 'terminal'),
      ),
    )
    .orderBy(desc(deviceAccounts.account))
    .limit(2);
  const devices: number[] = [];
  for (const [index, terminal] of terminals.entries()) {
    const [device] = await tx
      .insert(opDevices)
      .values({
        customerId,
        name: `${index + 1} 号手术室示教终端`,
        deviceAccountId: terminal.id,
        organId,
        departmentId: departments[index]!.id,
        room: `OR-${index + 1}`,
      })
      .returning({ id: opDevices.id });
    devices.push(device!.id);
  }
  const icons: number[] = [];
  for (const icon of ICONS) {
    const [row] = await tx
      .insert(opMarkIcons)
      .values({
        customerId,
        name: icon.name,
        iconUrl:
          (await storePng(files, customerId, 'icon', solidPng(128, 128, icon.rgb))) ?? '/demo/icon.png',
      })
      .returning({ id: opMarkIcons.id });
    icons.push(row!.id);
  }

  const [category] = await tx
    .insert(vodCategories)
    .values({ customerId, name: '手术示教', key: 'surgicalTeaching' })
    .returning({ id: vodCategories.id });
  const clips = await demoClipsPossible(options);
  for (const [index, course] of COURSES.entries()) {
    const [video] = await tx
      .insert(vodVideos)
      .values({
        customerId,
        name: `${course.name}（录像）`,
        categoryId: category!.id,
        type: 'surgery',
        author: course.surgeon,
        content: `${course.name}：演示用的测试画面。`,
        tags: ['手术示教'],
      })
      .returning({ id: vodVideos.id });
    const ready =
      clips && options
        ? (await attachDemoClip(tx, customerId, options, video!.id, course.pattern, course.seconds)) ===
          'ready'
        : false;
    const [length] = await tx
      .select({ seconds: vodVideos.durationSeconds })
      .from(vodVideos)
      .where(eq(vodVideos.id, video!.id));
    const recordedAt = new Date(Date.now() - course.daysAgo * 86_400_000);
    recordedAt.setUTCHours(1 + index, 30, 0, 0);
    const [row] = await tx
      .insert(opCourses)
      .values({
        customerId,
        name: course.name,
        organId,
        departmentId: departments[course.department]!.id,
        surgeon: course.surgeon,
        deviceId: devices[course.device] ?? null,
        recordedAt,
        videoId: video!.id,
        lengthSeconds: length?.seconds ?? null,
        dotCount: ready ? course.dots.length : 0,
        description: `${course.name}全程录像，含关键步骤打点。`,
      })
      .returning({ id: opCourses.id });
    if (!ready) continue;
    await tx.insert(opCourseDots).values(
      course.dots.map(([seconds, icon, note]) => ({
        customerId,
        courseId: row!.id,
        seconds,
        iconId: icons[icon]!,
        note,
      })),
    );
  }
}
