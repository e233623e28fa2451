import { spawn } from 'node:child_process';

/** ffprobe's and ffmpeg's binaries (tests and machines without them on the PATH pass others). */
export interface MediaTools {
  ffprobe: string;
  ffmpeg: string;
  /** Each run is killed after this long; default 60 s. */
  timeoutMs: number;
}

export const DEFAULT_MEDIA_TOOLS: MediaTools = { ffprobe: 'ffprobe', ffmpeg: 'ffmpeg', timeoutMs: 60_000 };

/** A tool that could not be run at all (not installed), as opposed to one that refused the file. */
export class ToolMissing extends Error {}

export interface ToolResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
  timedOut: boolean;
}

/**
 * Runs a media tool with a hard time limit (killed after it, as the camera grabber does, ADR 0020)
 * and a cap on what it may print (`maxBytes`, further output is dropped and the run killed).
 */
export function runTool(bin: string, args: string[], timeoutMs: number, maxBytes = 8 * 1024 * 1024) {
  return new Promise<ToolResult>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let timedOut = false;
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ENOENT') reject(new ToolMissing(`${bin} is not installed`));
      else reject(error);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString();
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(chunks), stderr: stderr.trim(), timedOut });
    });
  });
}

/** Whether ffprobe and ffmpeg both run (checked once at start: processing is unavailable without). */
export async function mediaToolsAvailable(tools: MediaTools): Promise<boolean> {
  try {
    for (const bin of [tools.ffprobe, tools.ffmpeg]) {
      const result = await runTool(bin, ['-version'], 10_000, 1024 * 1024);
      if (result.code !== 0) return false;
    }
    return true;
  } catch {
    return false;
  }
}

export interface VideoProbe {
  durationSeconds: number;
  width: number;
  height: number;
  codec: string;
}

/** What ffprobe found wrong with a file: `key` for the user, `reason` in ffprobe's words. */
export type ProbeOutcome =
  | { ok: true; probe: VideoProbe }
  | { ok: false; key: 'error.vodNotMp4' | 'error.vodNoVideoStream'; reason: string };

interface FfprobeJson {
  format?: { format_name?: string; duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
  }[];
}

/**
 * Checks a file by its content: ffprobe must read it as an MP4 (the ISO/QuickTime family's
 * demuxer) with at least one video stream. Throws {@link ToolMissing} when ffprobe is not there.
 */
export async function probeVideo(tools: MediaTools, file: string): Promise<ProbeOutcome> {
  const result = await runTool(
    tools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    tools.timeoutMs,
  );
  if (result.timedOut) return { ok: false, key: 'error.vodNotMp4', reason: 'ffprobe took too long' };
  if (result.code !== 0)
    return { ok: false, key: 'error.vodNotMp4', reason: result.stderr.split('\n').at(-1) || 'unreadable' };
  let parsed: FfprobeJson;
  try {
    parsed = JSON.parse(result.stdout.toString()) as FfprobeJson;
  } catch {
    return { ok: false, key: 'error.vodNotMp4', reason: 'unreadable' };
  }
  const format = parsed.format?.format_name ?? '';
  if (!format.split(',').includes('mp4'))
    return { ok: false, key: 'error.vodNotMp4', reason: `format ${format || 'unknown'}` };
  const video = parsed.streams?.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height)
    return { ok: false, key: 'error.vodNoVideoStream', reason: 'no video stream' };
  const duration = Number(parsed.format?.duration ?? video.duration ?? 0);
  return {
    ok: true,
    probe: {
      durationSeconds: Number.isFinite(duration) ? Math.round(duration * 100) / 100 : 0,
      width: video.width,
      height: video.height,
      codec: (video.codec_name ?? 'unknown').slice(0, 32),
    },
  };
}

/** A PNG of the frame at `at` seconds (1 s, or the start of a shorter video), or undefined. */
export async function thumbnailOf(tools: MediaTools, file: string, at: number): Promise<Buffer | undefined> {
  const result = await runTool(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-ss',
      String(at),
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      "scale='min(640,iw)':-2",
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ],
    tools.timeoutMs,
    2 * 1024 * 1024,
  );
  const png = result.stdout;
  if (result.code !== 0 || png.length < 8 || png[0] !== 0x89 || png[1] !== 0x50) return undefined;
  return png;
}
