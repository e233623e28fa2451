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
    endPublish(playName) {
      server.dropPublisher(playName).catch((error: unknown) => {
        log.warn({ err: error, playName }, 'stream server: dropping the publisher failed');
      });
    },
  };
  return server;
}
