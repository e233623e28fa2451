import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Plays a live stream's HLS playlist with hls.js (loaded only when a player is shown, so no other
 * page carries it), natively where the browser has no Media Source Extensions.
 */
export function LivePlayer({ src }: { src: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'loading' | 'playing' | 'failed'>('loading');

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setState('loading');
    const playing = () => setState('playing');
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
          if (data.fatal) setState('failed');
        });
        hls.loadSource(src);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      });
    }
    return () => {
      cancelled = true;
      element.removeEventListener('playing', playing);
      destroy();
      element.removeAttribute('src');
    };
  }, [src]);

  return (
    <div>
      {state === 'failed' ? (
        <Alert type="warning" showIcon title={t('lives.playFailed')} style={{ marginBottom: 8 }} />
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
