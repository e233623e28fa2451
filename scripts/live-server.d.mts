/** Types of scripts/live-server.mjs (a plain Node script, also imported by tests). */
export interface LiveServer {
  /** LIVE_RTMP_URL, LIVE_HLS_URL, LIVE_CONTROL_URL, LIVE_HOOK_SECRET and LIVE_RECORD_DIR for the console. */
  env: Record<
    'LIVE_RTMP_URL' | 'LIVE_HLS_URL' | 'LIVE_CONTROL_URL' | 'LIVE_HOOK_SECRET' | 'LIVE_RECORD_DIR',
    string
  >;
  dir: string;
  exited: Promise<unknown>;
  stop(): Promise<void>;
}
export function liveServerAvailable(): boolean;
export function startLiveServer(options: {
  consoleUrl: string;
  host?: string;
  /** Where recordings go (default: inside the server's temp directory, removed with it). */
  recordDir?: string;
}): Promise<LiveServer>;
export function ffmpegAvailable(): boolean;
export function pushTestStream(url: string): { stop(): void; exited: Promise<number | null> };
