import type { Track } from '@console/contract/resources/ambulance-fleet';
import { Alert, Button, Checkbox, Segmented, Slider, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clock, positionAt, REPLAY_SPEEDS, vitalsAt } from '../fleet-time';
import { TrackTotalsView } from './track-totals';
import { VitalsView } from './vitals-view';
import styles from './fleet.module.css';

/** Ranges offered for a replay, ending now (minutes back). */
export const REPLAY_RANGES = [15, 60, 360, 1440] as const;
const TICK_MS = 200;

export interface ReplayState {
  track: Track | null;
  /** The replayed moment (ms), null when nothing is replayed. */
  cursorMs: number | null;
  follow: boolean;
}

/**
 * The replay of one vehicle's track: a range ending now, a time slider played at 2–20× with
 * follow mode, the totals from the server and the vitals at the replayed moment. The map draws
 * what `onChange` reports.
 */
export function ReplayPanel({
  track,
  loading,
  error,
  range,
  onRange,
  onChange,
}: {
  track: Track | null | undefined;
  loading: boolean;
  error: boolean;
  range: number | null;
  onRange: (minutes: number) => void;
  onChange: (state: ReplayState) => void;
}) {
  const { t } = useTranslation();
  const [cursor, setCursor] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(REPLAY_SPEEDS[1]);
  const [follow, setFollow] = useState(true);
  const points = track?.points ?? [];
  const start = points.length ? Date.parse(points[0]!.at) : 0;
  const end = points.length ? Date.parse(points[points.length - 1]!.at) : 0;
  const at = cursor ?? start;

  // A new track starts at its beginning, paused.
  const [shown, setShown] = useState(track);
  if (shown !== track) {
    setShown(track);
    setCursor(null);
    setPlaying(false);
  }

  useEffect(() => {
    onChange({ track: track ?? null, cursorMs: points.length ? at : null, follow });
  }, [track, at, follow, points.length, onChange]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setCursor((current) => {
        const next = (current ?? start) + TICK_MS * speed;
        if (next >= end) {
          setPlaying(false);
          return end;
        }
        return next;
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [playing, speed, start, end]);

  const here = positionAt(points, at);
  return (
    <section className={styles.replay} aria-label={t('ambulanceFleet.replay')}>
      <Typography.Text strong>{t('ambulanceFleet.replay')}</Typography.Text>
      <Space wrap>
        {REPLAY_RANGES.map((minutes) => (
          <Button
            key={minutes}
            size="small"
            type={range === minutes ? 'primary' : 'default'}
            onClick={() => onRange(minutes)}
          >
            {t('ambulanceFleet.lastMinutes', { count: minutes })}
          </Button>
        ))}
      </Space>
      {error ? <Alert type="error" showIcon title={t('ambulanceFleet.trackFailed')} /> : null}
      {loading ? <Spin size="small" /> : null}
      {track && points.length === 0 ? (
        <div className={styles.muted} data-testid="track-empty">
          {t('ambulanceFleet.noTrack')}
        </div>
      ) : null}
      {track && points.length > 0 ? (
        <>
          <TrackTotalsView totals={track.totals} stops={track.stops.length} />
          <Slider
            min={start}
            max={Math.max(end, start + 1)}
            value={at}
            onChange={(value) => {
              setPlaying(false);
              setCursor(value);
            }}
            tooltip={{ formatter: (value) => clock(((value ?? start) - start) / 1000) }}
            aria-label={t('ambulanceFleet.replayTime')}
          />
          <Space wrap>
            <Button
              size="small"
              type="primary"
              onClick={() => {
                if (!playing && at >= end) setCursor(start);
                setPlaying(!playing);
              }}
            >
              {playing ? t('ambulanceFleet.pause') : t('ambulanceFleet.play')}
            </Button>
            <Segmented
              size="small"
              value={speed}
              onChange={(value) => setSpeed(Number(value))}
              options={REPLAY_SPEEDS.map((value) => ({ value, label: `${value}×` }))}
              aria-label={t('ambulanceFleet.speed')}
            />
            <Checkbox checked={follow} onChange={(event) => setFollow(event.target.checked)}>
              {t('ambulanceFleet.follow')}
            </Checkbox>
          </Space>
          <div className={styles.muted} data-testid="replay-moment">
            {new Date(at).toLocaleString()} · {clock((at - start) / 1000)} / {clock((end - start) / 1000)}
          </div>
          <Typography.Text strong>{t('ambulanceFleet.vitalsThen')}</Typography.Text>
          <VitalsView vitals={here ? vitalsAt(points, here.index) : null} testId="replay-vitals" />
        </>
      ) : null}
    </section>
  );
}
