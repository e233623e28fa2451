/** Types of scripts/live-server.mjs (a plain Node script, also imported by tests). */
export interface LiveServer {
  /** LIVE_RTMP_URL, LIVE_HLS_URL, LIVE_CONTROL_URL and LIVE_HOOK_SECRET for the console. */
  env: Record<'LIVE_RTMP_URL' | 'LIVE_HLS_URL' | 'LIVE_CONTROL_URL' | 'LIVE_HOOK_SECRET', string>;
  dir: string;
  exited: Promise<unknown>;
  stop(): Promise<void>;
}
export function liveServerAvailable(): boolean;
export function startLiveServer(options: { consoleUrl: string; host?: string }): Promise<LiveServer>;
