import { Alert, Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Tries to reach a stream that is not playable yet (its first segments are still being written). */
const NETWORK_RETRIES = 12;
const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 8000);

/**
 * Plays a live stream's HLS playlist with hls.js (loaded only when a player is shown, so no other
 * page carries it), natively where the browser has no Media Source Extensions. A stream that has
 * just gone on air has no playlist for a few seconds: network errors are retried with a growing
 * pause (about a minute in all), a media error is recovered once, then it says so with a Retry.
 */
export function LivePlayer({ src }: { src: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'loading' | 'playing' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setState('loading');
    let networkRetries = 0;
    let mediaRecovered = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const playing = () => {
      networkRetries = 0;
      setState('playing');
    };
    element.addEventListener('playing', playing);
    let destroy = () => {};
    let cancelled = false;
    const native = () => {
      element.src = src;
      element.addEventListener('error', () => setState('failed'), { once: true });
    };
    // hls.js wherever Media Source Extensions exist: Chromium now also answers "maybe" for native
    // HLS, but played nothing in Debian's build. Native playback only without MSE (older iPhones).
    if (!('MediaSource' in window) && !('ManagedMediaSource' in window)) native();
    else {
      void import('hls.js').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return native();
        const hls = new Hls({ liveDurationInfinity: true });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === Hls.ErrorTypes.NETWORK_ERROR && networkRetries < NETWORK_RETRIES) {
            setState('loading');
            retryTimer = setTimeout(() => hls.loadSource(src), retryDelayMs(networkRetries));
            networkRetries += 1;
            return;
          }
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !mediaRecovered) {
            mediaRecovered = true;
            hls.recoverMediaError();
            return;
          }
          setState('failed');
        });
        hls.loadSource(src);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      });
    }
    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
      element.removeEventListener('playing', playing);
      destroy();
      element.removeAttribute('src');
    };
  }, [src, attempt]);

  return (
    <div>
      {state === 'failed' ? (
        <Alert
          type="warning"
          showIcon
          title={t('lives.playFailed')}
          action={
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('lives.playRetry')}
            </Button>
          }
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <Spin spinning={state === 'loading'} description={t('lives.connecting')}>
        <video
          ref={video}
          data-testid="live-player"
          controls
          muted
          autoPlay
          playsInline
          aria-label={t('lives.player')}
          style={{ width: '100%', maxHeight: 480, background: '#000' }}
        />
      </Spin>
    </div>
  );
}
