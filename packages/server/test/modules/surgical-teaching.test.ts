import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, USER_TYPES } from '@console/contract';
import { vodCategories, vodVideos } from '../../src/modules/vod/tables';
import { opCourses } from '../../src/modules/surgical-teaching/tables';
import {
  api,
  build,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';
import { makeJpeg, makePng, multipart } from '../files';
import { insertTerminal } from '../realtime';

/**
 * Surgical teaching (issue 19, ADR 0042): organisation settings (cloud storage IPv4 and port,
 * threshold 1–100, storage ≥ 10 G, a logo JPG/PNG < 10 MB checked by content), mark icons (name
 * ≤ 10, JPG/PNG < 1 MB checked by content), departments of an organisation, teaching devices (one
 * per terminal), courses whose recording is a ready VOD video, and dots within the recording's
 * length; the walls between roles (staff read and mark, administrators shape, members see nothing).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'surgical-teaching-test-'));
const ctx = build({ dataDir });
const url = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
let a: Tenant;
let b: Tenant;
let doctor = '';
const ids: Record<string, number> = {};

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  target: string,
  payload?: object,
  token = a.admin.token,
) => ctx.injectAs(token, { method, url: target, ...(payload ? { payload } : {}) });

const upload = (purpose: string, content: Buffer, token = a.admin.token, type = 'image/png') => {
  const body = multipart(content, { type });
  return ctx.injectAs(token, {
    method: 'POST',
    url: api(`/console/api/v1/uploads?purpose=${purpose}`),
    payload: body.payload,
    headers: body.headers,
  });
};
const uploaded = async (purpose: string, content: Buffer, token = a.admin.token) =>
  expectOk<{ url: string }>(await upload(purpose, content, token)).url;

/** A VOD video of a company, as the VOD check job leaves it (ready, with its duration) or not. */
async function video(customerId: number, name: string, durationSeconds: number | null, state = 'ready') {
  const db = ctx.database.db;
  const [category] = await db
    .insert(vodCategories)
    .values({ customerId, name, key: `k${name.replace(/\W/g, '')}` })
    .returning();
  const [row] = await db
    .insert(vodVideos)
    .values({
      customerId,
      name,
      categoryId: category!.id,
      type: 'surgery',
      author: 'Dr',
      content: name,
      videoState: state,
      durationSeconds,
      videoUrl:
        state === 'ready'
          ? `/platformApi/console/api/v1/files/${customerId}/vodVideo/${'a'.repeat(32)}.mp4`
          : null,
    })
    .returning();
  return row!.id;
}

const organ = (extra: Record<string, unknown> = {}) => ({
  name: `机构${Object.keys(ids).length}`,
  cloudStorageIp: '10.1.2.3',
  cloudStoragePort: 9000,
  loopRecordingThreshold: 80,
  allocatedStorageGb: 10,
  ...extra,
});

beforeAll(async () => {
  a = await ctx.createTenant('op_a', ['platform', 'surgicalTeaching']);
  b = await ctx.createTenant('op_b', ['platform', 'surgicalTeaching']);
  await ctx.createUser({ account: 'op_doctor', customerId: a.customerId, userType: USER_TYPES.staff });
  doctor = await ctx.login('op_doctor', TENANT_PASSWORD);
  ids.terminal = (await insertTerminal(ctx.database.db, { customerId: a.customerId, account: '7700001' })).id;
  ids.terminal2 = (
    await insertTerminal(ctx.database.db, { customerId: a.customerId, account: '7700002' })
  ).id;
  ids.bTerminal = (
    await insertTerminal(ctx.database.db, { customerId: b.customerId, account: '7700099' })
  ).id;
  ids.video30 = await video(a.customerId, 'thirty', 30);
  ids.video10 = await video(a.customerId, 'ten', 10);
  ids.video60 = await video(a.customerId, 'sixty', 60);
  ids.processing = await video(a.customerId, 'busy', null, 'processing');
  ids.bVideo = await video(b.customerId, 'bvideo', 20);
});

describe('organisations', () => {
  it('checks the cloud storage IPv4 and port, the threshold 1–100 and the storage of at least 10 G', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cloudStorageIp: '10.1.2' }, 'cloudStorageIp', 'validation.ipv4'],
      [{ cloudStorageIp: '256.1.1.1' }, 'cloudStorageIp', 'validation.ipv4'],
      [{ cloudStorageIp: 'storage.example' }, 'cloudStorageIp', 'validation.ipv4'],
      [{ cloudStoragePort: 0 }, 'cloudStoragePort', 'validation.port'],
      [{ cloudStoragePort: 65_536 }, 'cloudStoragePort', 'validation.port'],
      [{ loopRecordingThreshold: 0 }, 'loopRecordingThreshold', 'validation.min'],
      [{ loopRecordingThreshold: 101 }, 'loopRecordingThreshold', 'validation.max'],
      [{ loopRecordingThreshold: 50.5 }, 'loopRecordingThreshold', 'validation.integer'],
      [{ allocatedStorageGb: 9 }, 'allocatedStorageGb', 'validation.min'],
      [{ name: '' }, 'name', 'validation.required'],
    ];
    for (const [extra, field, key] of cases)
      expectValidationError(await send('POST', url('opOrgans'), organ(extra)), field, key);
    const low = expectOk<{ id: number; loopRecordingThreshold: number; allocatedStorageGb: number }>(
      await send('POST', url('opOrgans'), organ({ name: '低限', loopRecordingThreshold: 1 })),
    );
    expect([low.loopRecordingThreshold, low.allocatedStorageGb]).toEqual([1, 10]);
    const high = expectOk<{ id: number }>(
      await send('POST', url('opOrgans'), organ({ name: '高限', loopRecordingThreshold: 100 })),
    );
    expectValidationError(
      await send('PUT', url('opOrgans', `/${high.id}`), { allocatedStorageGb: 9 }),
      'allocatedStorageGb',
      'validation.min',
    );
    ids.organ = low.id;
    ids.organ2 = high.id;
  });

  it('takes a logo the company uploaded as a JPG or PNG under 10 MB, checked by content', async () => {
    const png = await uploaded('organLogo', makePng(640, 640));
    const jpeg = await uploaded('organLogo', makeJpeg(4096, { width: 640, height: 640 }));
    const saved = expectOk<{ logoUrl: string }>(
      await send('POST', url('opOrgans'), organ({ name: 'Logo', logoUrl: png })),
    );
    expect(saved.logoUrl).toBe(png);
    expectOk(await send('PUT', url('opOrgans', `/${ids.organ!}`), { logoUrl: jpeg }));
    // Not an image at all, whatever it is called: refused by its content.
    const text = await upload(
      'organLogo',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'.padEnd(64)),
    );
    expect(text.statusCode).toBe(415);
    expectError(text, ERROR_CODES.validation, 'error.uploadType');
    // 10 MB and one byte: too large.
    const big = await upload('organLogo', makeJpeg(10 * 1024 * 1024 + 1), a.admin.token, 'image/jpeg');
    expect(big.statusCode).toBe(413);
    // Another company's logo, or a file of another purpose, is not this organisation's logo.
    const bLogo = await uploaded('organLogo', makePng(64, 64), b.admin.token);
    expectValidationError(
      await send('PUT', url('opOrgans', `/${ids.organ!}`), { logoUrl: bLogo }),
      'logoUrl',
      'error.opFileNotOwned',
    );
    const icon = await uploaded('icon', makePng(64, 64));
    expectValidationError(
      await send('POST', url('opOrgans'), organ({ name: 'Icon', logoUrl: icon })),
      'logoUrl',
      'error.opFileNotOwned',
    );
  });
});

describe('mark icons', () => {
  it('names an icon in at most 10 characters and takes a JPG or PNG under 1 MB, checked by content', async () => {
    const png = await uploaded('icon', makePng(128, 128));
    expectValidationError(
      await send('POST', url('opMarkIcons'), { name: '一二三四五六七八九十十', iconUrl: png }),
      'name',
      'validation.max',
    );
    expectValidationError(
      await send('POST', url('opMarkIcons'), { name: '切口' }),
      'iconUrl',
      'validation.required',
    );
    const icon = expectOk<{ id: number; name: string }>(
      await send('POST', url('opMarkIcons'), { name: '一二三四五六七八九十', iconUrl: png }),
    );
    expect(icon.name).toBe('一二三四五六七八九十');
    ids.icon = icon.id;
    const jpeg = await uploaded('icon', makeJpeg(2048, { width: 128, height: 128 }));
    ids.icon2 = expectOk<{ id: number }>(
      await send('POST', url('opMarkIcons'), { name: '缝合', iconUrl: jpeg }),
    ).id;
    expectError(
      await send('POST', url('opMarkIcons'), { name: '缝合', iconUrl: jpeg }),
      ERROR_CODES.conflict,
      'error.opMarkIconNameExists',
    );
    // 1 MB and one byte is too large; a PDF is no icon.
    const big = await upload('icon', makeJpeg(1024 * 1024 + 1), a.admin.token, 'image/jpeg');
    expect(big.statusCode).toBe(413);
    const pdf = await upload('icon', Buffer.from('%PDF-1.4\n'.padEnd(64, ' ')), a.admin.token, 'image/png');
    expect(pdf.statusCode).toBe(415);
    // A logo is not an icon, and another company's icon is not this one's.
    const logo = await uploaded('organLogo', makePng(64, 64));
    expectValidationError(
      await send('POST', url('opMarkIcons'), { name: '标志', iconUrl: logo }),
      'iconUrl',
      'error.opFileNotOwned',
    );
    const bIcon = await uploaded('icon', makePng(64, 64), b.admin.token);
    expectValidationError(
      await send('PUT', url('opMarkIcons', `/${ids.icon}`), { iconUrl: bIcon }),
      'iconUrl',
      'error.opFileNotOwned',
    );
  });
});

describe('departments and teaching devices', () => {
  it('keeps a department to its organisation and one teaching device per terminal', async () => {
    ids.department = expectOk<{ id: number }>(
      await send('POST', url('opDepartments'), { name: '普外科', organId: ids.organ }),
    ).id;
    ids.department2 = expectOk<{ id: number }>(
      await send('POST', url('opDepartments'), { name: '骨科', organId: ids.organ2 }),
    ).id;
    const device = {
      name: '一号手术室',
      deviceAccountId: ids.terminal,
      organId: ids.organ,
      departmentId: ids.department,
      room: 'OR-1',
    };
    expectValidationError(
      await send('POST', url('opDevices'), { ...device, departmentId: ids.department2 }),
      'departmentId',
      'error.opDepartmentOtherOrgan',
    );
    const created = expectOk<{ id: number; recordingEnabled: boolean }>(
      await send('POST', url('opDevices'), device),
    );
    expect(created.recordingEnabled).toBe(true);
    ids.device = created.id;
    expectError(
      await send('POST', url('opDevices'), { ...device, name: '二号' }),
      ERROR_CODES.conflict,
      'error.opDeviceAccountTaken',
    );
    // Another company's terminal is no terminal of this one.
    const foreign = await send('POST', url('opDevices'), {
      ...device,
      name: '外',
      deviceAccountId: ids.bTerminal,
    });
    expect(foreign.statusCode).toBe(400);
    // An organisation with departments is not deleted.
    expectError(
      await send('DELETE', url('opOrgans', `/${ids.organ2!}`)),
      ERROR_CODES.validation,
      'error.opOrganInUse',
    );
  });
});

describe('courses and dots', () => {
  const course = (extra: Record<string, unknown> = {}) => ({
    name: '腹腔镜胆囊切除术',
    organId: ids.organ,
    departmentId: ids.department,
    surgeon: '王医生',
    deviceId: ids.device,
    recordedAt: '2026-11-20T08:30:00.000Z',
    videoId: ids.video30,
    ...extra,
  });

  it('plays a ready VOD video of the company: its length, address and state come with the course', async () => {
    expectValidationError(
      await send('POST', url('opCourses'), course({ videoId: ids.processing })),
      'videoId',
      'error.opCourseVideoNotReady',
    );
    const foreign = await send('POST', url('opCourses'), course({ videoId: ids.bVideo }));
    expect(foreign.statusCode).toBe(400);
    expect(JSON.stringify(foreign.json())).not.toContain('bvideo');
    const created = expectOk<{
      id: number;
      lengthSeconds: number;
      dotCount: number;
      address: string;
      videoState: string;
    }>(await send('POST', url('opCourses'), course()));
    expect(created).toMatchObject({ lengthSeconds: 30, dotCount: 0, videoState: 'ready' });
    expect(created.address).toMatch(/\/vodVideo\/a{32}\.mp4$/);
    ids.course = created.id;
  });

  it('places dots within the recording, with a mark icon and a note of at most 200 characters', async () => {
    const dot = (extra: Record<string, unknown> = {}) => ({
      courseId: ids.course,
      seconds: 12.5,
      iconId: ids.icon,
      note: '分离胆囊三角',
      ...extra,
    });
    expectValidationError(
      await send('POST', url('opCourseDots'), dot({ seconds: -1 })),
      'seconds',
      'validation.min',
    );
    expectValidationError(
      await send('POST', url('opCourseDots'), dot({ seconds: 30.1 })),
      'seconds',
      'error.opDotBeyondLength',
    );
    expectValidationError(
      await send('POST', url('opCourseDots'), dot({ note: 'x'.repeat(201) })),
      'note',
      'validation.max',
    );
    expectValidationError(
      await send('POST', url('opCourseDots'), dot({ iconId: undefined })),
      'iconId',
      'validation.required',
    );
    // A staff member marks the course; the dot comes back with its icon.
    const first = expectOk<{ id: number; seconds: number; iconUrl: string; iconName: string }>(
      await send('POST', url('opCourseDots'), dot(), doctor),
    );
    expect(first).toMatchObject({ seconds: 12.5, iconName: '一二三四五六七八九十' });
    expect(first.iconUrl).toMatch(/\/icon\//);
    const last = expectOk<{ id: number }>(
      await send('POST', url('opCourseDots'), dot({ seconds: 30, iconId: ids.icon2 })),
    );
    expectValidationError(
      await send('PUT', url('opCourseDots', `/${last.id}`), { seconds: 31 }),
      'seconds',
      'error.opDotBeyondLength',
    );
    expectOk(await send('PUT', url('opCourseDots', `/${last.id}`), { seconds: 25, note: '缝合' }, doctor));
    const counted = expectOk<{ dotCount: number }>(await send('GET', url('opCourses', `/${ids.course!}`)));
    expect(counted.dotCount).toBe(2);
    const listed = expectOk<{ list: { seconds: number }[] }>(
      await send('GET', url('opCourseDots', `?courseId=${ids.course!}&sort=seconds`), undefined, doctor),
    );
    expect(listed.list.map((row) => row.seconds)).toEqual([12.5, 25]);
    // A recording shorter than a dot is refused; a longer one takes the course's length.
    expectError(
      await send('PUT', url('opCourses', `/${ids.course!}`), { videoId: ids.video10 }),
      ERROR_CODES.validation,
      'error.opCourseVideoTooShort',
    );
    const longer = expectOk<{ lengthSeconds: number }>(
      await send('PUT', url('opCourses', `/${ids.course!}`), { videoId: ids.video60 }),
    );
    expect(longer.lengthSeconds).toBe(60);
    // An icon in use is not deleted; removing a dot counts down.
    expectError(
      await send('DELETE', url('opMarkIcons', `/${ids.icon2!}`)),
      ERROR_CODES.validation,
      'error.opMarkIconInUse',
    );
    expectOk(await send('DELETE', url('opCourseDots', `/${last.id}`), undefined, doctor));
    const [stored] = await ctx.database.db
      .select({ dotCount: opCourses.dotCount })
      .from(opCourses)
      .where(eq(opCourses.id, ids.course!));
    expect(stored!.dotCount).toBe(1);
    // A VOD video a course plays is not deleted from under it.
    expectError(await send('DELETE', url('vodVideos', `/${ids.video60!}`)), ERROR_CODES.conflict);
  });

  it('refuses another company’s course and icon for a dot', async () => {
    const bIconUrl = await uploaded('icon', makePng(32, 32), b.admin.token);
    const bIcon = expectOk<{ id: number }>(
      await send('POST', url('opMarkIcons'), { name: 'B', iconUrl: bIconUrl }, b.admin.token),
    );
    const res = await send('POST', url('opCourseDots'), {
      courseId: ids.course,
      seconds: 1,
      iconId: bIcon.id,
    });
    expect(res.statusCode).toBe(400);
    const theirs = await send(
      'POST',
      url('opCourseDots'),
      { courseId: ids.course, seconds: 1, iconId: ids.icon },
      b.admin.token,
    );
    expect(theirs.statusCode).toBe(400);
    const page = expectOk<{ list: unknown[] }>(
      await send('GET', url('opCourseDots', `?courseId=${ids.course!}`), undefined, b.admin.token),
    );
    expect(page.list).toEqual([]);
  });
});

describe('roles', () => {
  it('lets the staff read everything and mark courses, administrators shape it, members see nothing', async () => {
    for (const key of [
      'opOrgans',
      'opDepartments',
      'opDevices',
      'opMarkIcons',
      'opCourses',
      'opCourseDots',
    ]) {
      expect((await send('GET', url(key), undefined, doctor)).statusCode, key).toBe(200);
      expectError(await send('GET', url(key), undefined, a.member.token), ERROR_CODES.forbidden);
    }
    expectError(
      await send('POST', url('opOrgans'), organ({ name: '医生建' }), doctor),
      ERROR_CODES.forbidden,
    );
    expectError(
      await send('PUT', url('opCourses', `/${ids.course!}`), { name: 'x' }, doctor),
      ERROR_CODES.forbidden,
    );
    expectError(
      await send('DELETE', url('opCourses', `/${ids.course!}`), undefined, doctor),
      ERROR_CODES.forbidden,
    );
    expectError(await upload('icon', makePng(16, 16), doctor), ERROR_CODES.forbidden);
    expectError(
      await send(
        'POST',
        url('opCourseDots'),
        { courseId: ids.course, seconds: 2, iconId: ids.icon },
        a.member.token,
      ),
      ERROR_CODES.forbidden,
    );
    // Deleting a course takes its dots with it.
    expectOk(await send('DELETE', url('opCourses', `/${ids.course!}`)));
    const dots = expectOk<{ list: unknown[] }>(
      await send('GET', url('opCourseDots', `?courseId=${ids.course!}`)),
    );
    expect(dots.list).toEqual([]);
  });
});
