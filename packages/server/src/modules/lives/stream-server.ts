/**
 * The stream server the console drives: nginx with its RTMP module (ADR 26). Encoders push to
 * `rtmpUrl/<playName>?key=<streamKey>`; nginx asks the console on every publish (`on_publish`)
 * and serves what it takes as HLS under `hlsUrl/<playName>.m3u8`; its control endpoint drops a
 * publisher when a stream is ended.
 */
export interface StreamServerConfig {
  /** `rtmp://host:port/<application>` encoders push to. */
  rtmpUrl: string;
  /** Base URL of the HLS playlists. */
  hlsUrl: string;
  /** nginx's `rtmp_control` location (`http://host:port/control`). */
  controlUrl: string;
}

export interface StreamServer {
  pushUrl(playName: string, streamKey: string): string;
  playUrl(playName: string): string;
  /** Ends the publish of `playName` now; false when nobody was publishing it. */
  dropPublisher(playName: string): Promise<boolean>;
  /** `dropPublisher` in the background (after an end has committed); a failure is logged. */
  endPublish(playName: string): void;
  /** Drops one client (a reader) of `playName`; false when it was not connected. */
  dropClient(playName: string, clientId: number): Promise<boolean>;
  /**
   * Starts the recorder of a stream being published; answers the file nginx writes, or null when
   * the stream is not (yet) published.
   */
  startRecording(playName: string): Promise<string | null>;
  /** The application's streams now, from `rtmp_stat`; throws when the server does not answer. */
  stat(): Promise<StatStream[]>;
}

/** One stream of `rtmp_stat` (the parts the console uses). */
export interface StatStream {
  name: string;
  /** On air for this many milliseconds. */
  timeMs: number;
  bytesIn: number;
  width: number | null;
  height: number | null;
  frameRate: number | null;
  codec: string | null;
  publishing: boolean;
  clients: { id: number; address: string; timeMs: number; publishing: boolean }[];
}

/** The recorder live.conf declares in the application (`recorder rec`). */
export const RECORDER = 'rec';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e]!);
/** The text of the first `<tag>…</tag>` directly in `xml` (nginx-rtmp's stat has no attributes). */
function textOf(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match ? unescape(match[1]!) : null;
}
function numberOf(xml: string, tag: string): number | null {
  const text = textOf(xml, tag);
  if (text === null || text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
/** Every `<tag>…</tag>` block (not nested in itself, as stream and client blocks are not). */
function blocks(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
}

/**
 * Parses nginx-rtmp's `rtmp_stat all` XML (a fixed, attribute-free layout) for the streams of one
 * application. A small reader for a known shape rather than a general XML dependency.
 */
export function parseStat(xml: string, application: string): StatStream[] {
  const app = blocks(xml, 'application').find((block) => textOf(block, 'name') === application);
  if (!app) return [];
  return blocks(app, 'stream').map((stream) => {
    const clients = blocks(stream, 'client').map((client) => ({
      id: numberOf(client, 'id') ?? 0,
      address: textOf(client, 'address') ?? '',
      timeMs: numberOf(client, 'time') ?? 0,
      publishing: client.includes('<publishing/>'),
    }));
    const video = blocks(stream, 'video')[0] ?? '';
    // The stream's own <publishing/> follows its clients and meta.
    const own = stream.replace(/<client>[\s\S]*?<\/client>/g, '').replace(/<meta>[\s\S]*?<\/meta>/g, '');
    return {
      name: textOf(stream, 'name') ?? '',
      timeMs: numberOf(own, 'time') ?? 0,
      bytesIn: numberOf(own, 'bytes_in') ?? 0,
      width: numberOf(video, 'width'),
      height: numberOf(video, 'height'),
      frameRate: numberOf(video, 'frame_rate'),
      codec: textOf(video, 'codec') || null,
      publishing: own.includes('<publishing/>'),
      clients,
    };
  });
}

/** The RTMP application: the last path segment of the push URL (`live`). */
function applicationOf(rtmpUrl: string): string {
  const segments = new URL(rtmpUrl).pathname.split('/').filter(Boolean);
  const application = segments.at(-1);
  if (!application) throw new Error(`LIVE_RTMP_URL has no application: ${rtmpUrl}`);
  return application;
}

export function streamServer(
  config: StreamServerConfig,
  log: { warn(details: object, message: string): void },
): StreamServer {
  const application = applicationOf(config.rtmpUrl);
  const trim = (url: string) => url.replace(/\/+$/, '');
  // rtmp_stat is served beside the control endpoint (live.conf: /control and /stat).
  const statUrl = trim(config.controlUrl).replace(/\/[^/]*$/, '/stat');
  const server: StreamServer = {
    pushUrl: (playName, streamKey) => `${trim(config.rtmpUrl)}/${playName}?key=${streamKey}`,
    playUrl: (playName) => `${trim(config.hlsUrl)}/${playName}.m3u8`,
    async dropPublisher(playName) {
      const url = new URL(`${trim(config.controlUrl)}/drop/publisher`);
      url.searchParams.set('app', application);
      url.searchParams.set('name', playName);
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      // nginx-rtmp answers the number of dropped clients, or 204 when there were none.
      const body = response.status === 200 ? (await response.text()).trim() : '0';
      if (!response.ok) throw new Error(`stream server control answered ${response.status}`);
      return Number(body) > 0;
    },
    async dropClient(playName, clientId) {
      const url = new URL(`${trim(config.controlUrl)}/drop/client`);
      url.searchParams.set('app', application);
      url.searchParams.set('name', playName);
      url.searchParams.set('clientid', String(clientId));
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      const body = response.status === 200 ? (await response.text()).trim() : '0';
      if (!response.ok) throw new Error(`stream server control answered ${response.status}`);
      return Number(body) > 0;
    },
    async startRecording(playName) {
      const url = new URL(`${trim(config.controlUrl)}/record/start`);
      url.searchParams.set('app', application);
      url.searchParams.set('name', playName);
      url.searchParams.set('rec', RECORDER);
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      // 200 with the file's path; 204 while nginx has no such publisher yet.
      if (response.status === 204) return null;
      if (!response.ok) throw new Error(`stream server control answered ${response.status}`);
      const file = (await response.text()).trim();
      return file || null;
    },
    async stat() {
      const response = await fetch(statUrl, { signal: AbortSignal.timeout(5_000) });
      if (!response.ok) throw new Error(`stream server stat answered ${response.status}`);
      return parseStat(await response.text(), application);
    },
    endPublish(playName) {
      server.dropPublisher(playName).catch((error: unknown) => {
        log.warn({ err: error, playName }, 'stream server: dropping the publisher failed');
      });
    },
  };
  return server;
}
