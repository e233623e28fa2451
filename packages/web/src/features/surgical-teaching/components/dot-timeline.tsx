import { theme, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './dot-timeline.module.css';

/** A dot as the timeline draws it (a course dot with its icon, as the server returns it). */
export interface TimelineDot {
  id: number;
  seconds: number;
  note: string;
  iconUrl: string | null;
  iconName: string | null;
}

/** `m:ss` (or `h:mm:ss`) of a time in seconds, tenths dropped. */
export function clock(total: number): string {
  const whole = Math.max(0, Math.floor(total));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export interface DotTimelineProps {
  dots: readonly TimelineDot[];
  /** The recording's length in seconds: dots are placed in proportion to it. */
  duration: number;
  /** Where the video is now (drawn as the played part of the rail). */
  currentTime?: number;
  /** Clicking (or pressing Enter/Space on) a dot moves the video to its time. */
  onSeek: (seconds: number) => void;
}

/**
 * The recording's timeline with its dots: each dot shows its mark icon at its time, its note as
 * a tooltip, and is a button that seeks the video there.
 */
export function DotTimeline({ dots, duration, currentTime = 0, onSeek }: DotTimelineProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const share = (seconds: number) =>
    duration > 0 ? `${Math.min(100, Math.max(0, (seconds / duration) * 100))}%` : '0%';
  return (
    <div role="group" aria-label={t('surgicalTeaching.timeline')}>
      <div className={styles.track} data-testid="dot-timeline">
        <div className={styles.rail} style={{ background: token.colorFillSecondary }} />
        <div
          className={styles.played}
          style={{ width: share(currentTime), background: token.colorPrimary }}
        />
        {dots.map((dot) => {
          const label = t('surgicalTeaching.dotLabel', {
            time: clock(dot.seconds),
            note: dot.note || dot.iconName || '',
          });
          return (
            <Tooltip key={dot.id} title={`${clock(dot.seconds)} ${dot.note}`.trim()}>
              <button
                type="button"
                className={styles.dot}
                style={{
                  left: share(dot.seconds),
                  borderColor: token.colorPrimary,
                  outlineColor: token.colorPrimary,
                  background: token.colorBgContainer,
                }}
                aria-label={label}
                data-seconds={dot.seconds}
                onClick={() => onSeek(dot.seconds)}
              >
                {dot.iconUrl ? <img src={dot.iconUrl} alt="" /> : null}
              </button>
            </Tooltip>
          );
        })}
      </div>
      <div className={styles.ends}>
        <Typography.Text type="secondary">{clock(currentTime)}</Typography.Text>
        <Typography.Text type="secondary">{clock(duration)}</Typography.Text>
      </div>
    </div>
  );
}
