import { eq, inArray, max, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@console/contract';
import type { UploadPurpose } from '@console/contract/uploads';
import {
  OP_MAX_DOTS,
  opCourseDefinition,
  opCourseDotDefinition,
  opDepartmentDefinition,
  opDeviceDefinition,
  opMarkIconDefinition,
  opOrganDefinition,
} from '@console/contract/resources/surgical-teaching';
import type { Tx } from '../../db/client';
import { engineResource, type ResourceHooks, type Row, type Values } from '../../engine/resource';
import type { Caller } from '../../platform/caller';
import { AppError, BadRequest } from '../../platform/errors';
import type { FileStore } from '../uploads/storage';
import { vodVideos } from '../vod/tables';
import { opCourseDots, opCourses, opDepartments, opDevices, opMarkIcons, opOrgans } from './tables';

const companyOf = (caller: Caller, values: Values, before?: Row) =>
  before?.customerId ?? values.customerId ?? caller.customerId;

/**
 * Hooks keeping a picture field to a file of `purpose` this company uploaded (docs/adr/0008): a
 * logo or an icon of another company, or of another purpose, is refused.
 */
function ownFile(files: FileStore, field: string, purpose: UploadPurpose): ResourceHooks {
  const check = async (url: unknown, customerId: unknown) => {
    if (typeof url !== 'string' || url === '' || typeof customerId !== 'number') return;
    if (!(await files.holds(url, customerId, purpose))) throw BadRequest('error.opFileNotOwned', field);
  };
  return {
    async beforeCreate(_tx, caller, values) {
      await check(values[field], companyOf(caller, values));
      return values;
    },
    async beforeUpdate(_tx, caller, values, before) {
      if (field in values && values[field] !== before[field])
        await check(values[field], companyOf(caller, values, before));
      return values;
    },
  };
}

/** SPEC §5 organisation settings; the logo is the company's `organLogo` upload (JPG/PNG < 10 MB). */
export function opOrganResource(options: { files: FileStore }) {
  return engineResource(opOrganDefinition, opOrgans, ownFile(options.files, 'logoUrl', 'organLogo'));
}

export const opDepartmentResource = engineResource(opDepartmentDefinition, opDepartments);

/** A department named with an organisation must be one of that organisation's. */
async function assertDepartmentOf(tx: Tx, departmentId: unknown, organId: unknown) {
  if (typeof departmentId !== 'number' || typeof organId !== 'number') return;
  const [row] = await tx
    .select({ organId: opDepartments.organId })
    .from(opDepartments)
    .where(eq(opDepartments.id, departmentId));
  // A department of another company reads as missing: the engine's reference check refuses it.
  if (row && row.organId !== organId) throw BadRequest('error.opDepartmentOtherOrgan', 'departmentId');
}

const merged = (values: Values, before?: Row) => ({ ...before, ...values });

/** The contract's ISO time as the timestamp column takes it. */
const withDate = (values: Values): Values =>
  typeof values.recordedAt === 'string' ? { ...values, recordedAt: new Date(values.recordedAt) } : values;

/** Teaching devices: one entry per terminal; the department is one of the organisation's. */
export const opDeviceResource = engineResource(opDeviceDefinition, opDevices, {
  async beforeCreate(tx, _caller, values) {
    await assertDepartmentOf(tx, values.departmentId, values.organId);
    return values;
  },
  async beforeUpdate(tx, _caller, values, before) {
    const after = merged(values, before);
    await assertDepartmentOf(tx, after.departmentId, after.organId);
    return values;
  },
});

/** SPEC §5 dot icon: the picture is the company's `icon` upload (JPG/PNG < 1 MB). */
export function opMarkIconResource(options: { files: FileStore }) {
  return engineResource(opMarkIconDefinition, opMarkIcons, ownFile(options.files, 'iconUrl', 'icon'));
}

async function videoOf(tx: Tx, videoId: number) {
  const [row] = await tx
    .select({
      id: vodVideos.id,
      videoState: vodVideos.videoState,
      durationSeconds: vodVideos.durationSeconds,
      address: vodVideos.videoUrl,
      thumbnailUrl: vodVideos.thumbnailUrl,
    })
    .from(vodVideos)
    .where(eq(vodVideos.id, videoId));
  return row;
}

/** The latest dot of a course (0 without dots). */
async function lastDotOf(tx: Tx, courseId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(opCourseDots.seconds) })
    .from(opCourseDots)
    .where(eq(opCourseDots.courseId, courseId));
  return row?.last ?? 0;
}

/**
 * The course's recording: a VOD video of the company that is ready to play (uploaded and checked);
 * its duration becomes the course's length. A new recording must still hold every dot.
 */
async function attachVideo(tx: Tx, values: Values, courseId?: number): Promise<Values> {
  if (typeof values.videoId !== 'number') return values;
  const video = await videoOf(tx, values.videoId);
  // Another company's video reads as missing: the engine's reference check refuses it.
  if (!video) return values;
  if (video.videoState !== 'ready' || video.durationSeconds === null)
    throw BadRequest('error.opCourseVideoNotReady', 'videoId');
  if (courseId !== undefined) {
    const last = await lastDotOf(tx, courseId);
    if (last > video.durationSeconds)
      throw new AppError(ERROR_CODES.validation, 'error.opCourseVideoTooShort', 400, {
        params: { seconds: last },
        fields: { videoId: 'error.opCourseVideoTooShort' },
      });
  }
  return { ...values, lengthSeconds: video.durationSeconds };
}

/**
 * Courses: the recording is a VOD video (its storage and player are VOD's); each course comes back
 * with the video's `address`, `thumbnailUrl`, `videoState` and current length.
 */
export const opCourseResource = engineResource(opCourseDefinition, opCourses, {
  async beforeCreate(tx, _caller, values) {
    await assertDepartmentOf(tx, values.departmentId, values.organId);
    return attachVideo(tx, { ...withDate(values), dotCount: 0 });
  },
  async beforeUpdate(tx, _caller, values, before) {
    const after = merged(values, before);
    if ('departmentId' in values || 'organId' in values)
      await assertDepartmentOf(tx, after.departmentId, after.organId);
    if ('videoId' in values && values.videoId !== before.videoId)
      return attachVideo(tx, withDate(values), before.id);
    return withDate(values);
  },
  async present(tx, _caller, rows) {
    const ids = [...new Set(rows.map((row) => row.videoId).filter((id) => typeof id === 'number'))];
    if (ids.length === 0) return rows;
    const videos = await tx
      .select({
        id: vodVideos.id,
        videoState: vodVideos.videoState,
        durationSeconds: vodVideos.durationSeconds,
        address: vodVideos.videoUrl,
        thumbnailUrl: vodVideos.thumbnailUrl,
      })
      .from(vodVideos)
      .where(inArray(vodVideos.id, ids as number[]));
    const byId = new Map(videos.map((video) => [video.id, video]));
    return rows.map((row) => {
      const video = byId.get(row.videoId as number);
      if (!video) return { ...row, address: null, thumbnailUrl: null, videoState: 'none' };
      return {
        ...row,
        lengthSeconds: video.durationSeconds ?? row.lengthSeconds,
        address: video.address,
        thumbnailUrl: video.thumbnailUrl,
        videoState: video.videoState,
      };
    });
  },
});

async function courseOf(tx: Tx, courseId: number) {
  const [row] = await tx
    .select({ id: opCourses.id, videoId: opCourses.videoId, dotCount: opCourses.dotCount })
    .from(opCourses)
    .where(eq(opCourses.id, courseId));
  return row;
}

/** A dot's time lies within its course's recording (0 to the video's duration). */
async function assertWithinRecording(tx: Tx, courseId: number, seconds: unknown) {
  if (typeof seconds !== 'number') return;
  const course = await courseOf(tx, courseId);
  if (!course) return;
  const video = await videoOf(tx, course.videoId);
  const length = video?.durationSeconds;
  if (length === null || length === undefined) throw BadRequest('error.opCourseVideoNotReady', 'seconds');
  if (seconds > length)
    throw new AppError(ERROR_CODES.validation, 'error.opDotBeyondLength', 400, {
      params: { length },
      fields: { seconds: 'error.opDotBeyondLength' },
    });
}

async function countDot(tx: Tx, courseId: unknown, delta: 1 | -1) {
  if (typeof courseId !== 'number') return;
  await tx
    .update(opCourses)
    .set({ dotCount: sql`greatest(${opCourses.dotCount} + ${delta}, 0)` })
    .where(eq(opCourses.id, courseId));
}

/**
 * A course's dots: the time within the recording, a mark icon of the company, a note. The course's
 * `dotCount` follows every insert and delete in the same transaction; each dot comes back with its
 * icon's picture and name.
 */
export const opCourseDotResource = engineResource(opCourseDotDefinition, opCourseDots, {
  async beforeCreate(tx, _caller, values) {
    if (typeof values.courseId === 'number') {
      const course = await courseOf(tx, values.courseId);
      if (course && course.dotCount >= OP_MAX_DOTS) throw BadRequest('error.opTooManyDots', 'courseId');
      await assertWithinRecording(tx, values.courseId, values.seconds);
      await countDot(tx, values.courseId, 1);
    }
    return values;
  },
  async beforeUpdate(tx, _caller, values, before) {
    if ('seconds' in values) await assertWithinRecording(tx, before.courseId as number, values.seconds);
    return values;
  },
  async beforeDelete(tx, _caller, row) {
    await countDot(tx, row.courseId, -1);
  },
  async present(tx, _caller, rows) {
    const ids = [...new Set(rows.map((row) => row.iconId).filter((id) => typeof id === 'number'))];
    if (ids.length === 0) return rows;
    const icons = await tx
      .select({ id: opMarkIcons.id, name: opMarkIcons.name, iconUrl: opMarkIcons.iconUrl })
      .from(opMarkIcons)
      .where(inArray(opMarkIcons.id, ids as number[]));
    const byId = new Map(icons.map((icon) => [icon.id, icon]));
    return rows.map((row) => {
      const icon = byId.get(row.iconId as number);
      return { ...row, iconUrl: icon?.iconUrl ?? null, iconName: icon?.name ?? null };
    });
  },
});
