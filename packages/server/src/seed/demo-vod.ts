import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { FileStore } from '../modules/uploads/storage';
import {
  DEFAULT_MEDIA_TOOLS,
  mediaToolsAvailable,
  runTool,
  type MediaTools,
} from '../modules/vod/media-tools';
import { incomingDirectory, newUploadId, processUpload } from '../modules/vod/service';
import { vodCategories, vodUploads, vodVideos } from '../modules/vod/tables';

/** Where the demo's videos come from: the file store, and ffmpeg to make them. */
export interface DemoVodOptions {
  files: FileStore;
  tools?: MediaTools;
}

const VIDEOS = [
  {
    name: '心肺复苏操作演示',
    category: 'firstAid',
    type: 'course',
    author: '急诊科 王医生',
    tags: ['急救', '心肺复苏'],
    pattern: 'testsrc',
    publish: true,
  },
  {
    name: '气管插管护理要点',
    category: 'basicNursing',
    type: 'lecture',
    author: '护理部 李护士长',
    tags: ['护理', 'ICU'],
    pattern: 'smptebars',
    publish: true,
  },
  {
    name: '手卫生五个时刻',
    category: 'science',
    type: 'promotion',
    author: '院感科',
    tags: ['院感'],
    pattern: 'rgbtestsrc',
    publish: false,
  },
] as const;

/** An MP4 of a few seconds of an ffmpeg test pattern (H.264, 320×240), or undefined without ffmpeg. */
async function makeVideo(tools: MediaTools, pattern: string, out: string, seconds: number): Promise<boolean> {
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
      `${pattern}=size=320x240:rate=15`,
      '-t',
      String(seconds),
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      out,
    ],
    tools.timeoutMs,
  ).catch(() => undefined);
  return result?.code === 0;
}

/**
 * The demo hospital's video on demand: a category tree (with a child) in `/vod` and one in
 * `/schoolVod`, and three videos. With ffmpeg (and a file store) the videos get short generated
 * clips, checked by the same job code as an upload (`processUpload`), two of them published;
 * without it they stay "no video" (video processing is unavailable, and `npm start` says so).
 * Idempotent: a hospital with VOD categories is left alone.
 */
export async function seedDemoVod(tx: Tx, customerId: number, options?: DemoVodOptions): Promise<void> {
  const [existing] = await tx
    .select({ id: vodCategories.id })
    .from(vodCategories)
    .where(eq(vodCategories.customerId, customerId))
    .limit(1);
  if (existing) return;
  const insert = async (name: string, key: string, parentId: number | null = null, product = 'vod') => {
    const [row] = await tx
      .insert(vodCategories)
      .values({ customerId, name, key, parentId, product })
      .returning({ id: vodCategories.id });
    if (parentId) await tx.update(vodCategories).set({ childCount: 1 }).where(eq(vodCategories.id, parentId));
    return row!.id;
  };
  const firstAid = await insert('急救培训', 'firstAid');
  const nursing = await insert('护理教学', 'nursing');
  const ids: Record<string, number> = {
    firstAid,
    nursing,
    basicNursing: await insert('基础护理', 'basicNursing', nursing),
    science: await insert('健康科普', 'science'),
  };
  const school = await insert('安全教育', 'safety', null, 'school');
  await tx.insert(vodVideos).values({
    customerId,
    product: 'school',
    name: '校园消防安全',
    categoryId: school,
    type: 'course',
    author: '保卫处',
    content: '火灾逃生与灭火器使用',
    tags: ['安全'],
  });

  const withFiles = await demoClipsPossible(options);
  for (const [index, video] of VIDEOS.entries()) {
    const [row] = await tx
      .insert(vodVideos)
      .values({
        customerId,
        name: video.name,
        categoryId: ids[video.category]!,
        type: video.type,
        author: video.author,
        introduction: `${video.name}（演示视频）`,
        content: `${video.name}：演示用的测试画面。`,
        tags: [...video.tags],
        weight: 100 - index * 10,
        recommended: index === 0,
        recommendLevel: index === 0 ? 5 : null,
      })
      .returning({ id: vodVideos.id });
    if (!withFiles || !options) continue;
    const outcome = await attachDemoClip(tx, customerId, options, row!.id, video.pattern);
    if (outcome === 'ready' && video.publish)
      await tx
        .update(vodVideos)
        .set({ published: true })
        .where(and(eq(vodVideos.id, row!.id), eq(vodVideos.videoState, 'ready')));
  }
}

/** Whether demo videos can get clips: a file store to keep them and ffmpeg to make them. */
export async function demoClipsPossible(options: DemoVodOptions | undefined): Promise<boolean> {
  return options !== undefined && (await mediaToolsAvailable(options.tools ?? DEFAULT_MEDIA_TOOLS));
}

/**
 * Gives a demo video a generated clip of `seconds` of an ffmpeg test pattern, checked by the VOD
 * job's own code (`processUpload`, in the seed's transaction) as an upload would be: the video's
 * state afterwards (`ready` when it plays), or undefined when ffmpeg made nothing.
 */
export async function attachDemoClip(
  tx: Tx,
  customerId: number,
  options: DemoVodOptions,
  videoId: number,
  pattern: string,
  seconds = 4,
): Promise<string | undefined> {
  const tools = options.tools ?? DEFAULT_MEDIA_TOOLS;
  const uploadId = newUploadId(customerId, videoId);
  const file = path.join(incomingDirectory(options.files), uploadId);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  if (!(await makeVideo(tools, pattern, file, seconds))) return undefined;
  const size = (await fs.promises.stat(file)).size;
  const now = new Date();
  await tx.insert(vodUploads).values({ customerId, uploadId, videoId, size, createdAt: now, expiresAt: now });
  await tx.update(vodVideos).set({ videoState: 'processing' }).where(eq(vodVideos.id, videoId));
  return processUpload(tx as unknown as Db, options.files, tools, { videoId, uploadId }, now);
}
