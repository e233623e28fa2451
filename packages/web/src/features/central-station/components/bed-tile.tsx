import type { Alarm, BedStation } from '@console/contract/alarms';
import { BUILT_IN_INDICATORS } from '@console/contract/medical/alarm-levels';
import { DisconnectOutlined } from '@ant-design/icons';
import { theme, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReferenceName } from '@/engine/reference-name';
import { TREND_CODES, TREND_MIN_SPAN, TREND_WINDOW_MS, useBedTrend } from '../api/get-bed-trend';
import { AlarmBadge } from './alarm-badge';
import styles from './central-station.module.css';
import { Sparkline } from './sparkline';

export interface BedLabel {
  name: string;
  code: string;
}

export interface BedTileProps {
  station: BedStation;
  bed: BedLabel | undefined;
  /** The bed's highest open alarm. */
  alarm: Alarm | null;
  /** Its terminal has no signal: offline, silent too long, or nothing reported yet. */
  noSignal: boolean;
}

const format = (value: number, decimals: number) => value.toFixed(decimals);

/** One bed of the central station: its name, patient, six vitals by level, trends and alarm. */
export function BedTile({ station, bed, alarm, noSignal }: BedTileProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const trend = useBedTrend(station.bedId, station.patientId);
  const levels = Object.values(station.levels);
  const level =
    alarm?.level === 'alarm' || levels.includes('alarm')
      ? 'alarm'
      : alarm || levels.includes('warning')
        ? 'warning'
        : 'normal';
  const border = noSignal || level === 'normal' ? 'var(--level-normal-border)' : `var(--level-${level})`;
  const title = bed ? bed.name : `#${station.bedId}`;
  return (
    <li
      className={styles.tile}
      style={{ '--tile-border': border, background: token.colorBgContainer } as CSSProperties}
      aria-label={title}
      data-testid={`bed-tile-${station.bedId}`}
      data-signal={noSignal ? 'none' : 'live'}
      data-level={level}
    >
      <div className={styles.tileHeader}>
        <h3 className={styles.bedName} style={{ color: token.colorTextHeading }} title={bed?.code}>
          {/* The bed screen: its vitals, camera, trends and notes. */}
          <Link
            to={`/aiIcu/bedMonitor/${station.bedId}`}
            style={{ color: 'inherit' }}
            title={t('centralStation.openBed', { bed: title })}
          >
            {title}
          </Link>
        </h3>
        {alarm && <AlarmBadge alarm={alarm} />}
      </div>
      <Typography.Text type="secondary" className={styles.patient}>
        {station.patientId ? (
          <ReferenceName resourceKey="patients" id={station.patientId} />
        ) : (
          t('centralStation.noPatient')
        )}
      </Typography.Text>
      {noSignal ? (
        <div
          className={styles.noSignal}
          style={{ background: 'var(--level-silent-bg)', color: token.colorTextSecondary }}
          data-testid="no-signal"
        >
          <DisconnectOutlined aria-hidden="true" />
          {t('centralStation.noSignal')}
        </div>
      ) : (
        <>
          <dl className={styles.vitals}>
            {BUILT_IN_INDICATORS.map((indicator) => {
              const value = station.values[indicator.code];
              const level = station.levels[indicator.code] ?? 'normal';
              return (
                <div
                  key={indicator.code}
                  className={[styles.vital, level !== 'normal' ? styles[level] : ''].join(' ')}
                  data-testid={`vital-${indicator.code}`}
                  data-level={level}
                >
                  <dt title={t(`centralStation.vitalName.${indicator.code}`)}>
                    {t(`centralStation.vital.${indicator.code}`)}
                    {level !== 'normal' && (
                      <span className={styles.cue}>
                        <span aria-hidden="true">{level === 'alarm' ? '!!!' : '!!'}</span>
                        <span className={styles.visuallyHidden}>{t(`centralStation.level.${level}`)}</span>
                      </span>
                    )}
                  </dt>
                  <dd>
                    {typeof value === 'number' ? format(value, indicator.decimals) : '–'}
                    <span className={styles.unit}>{indicator.unit}</span>
                  </dd>
                </div>
              );
            })}
          </dl>
          <div className={styles.trends}>
            {TREND_CODES.map((code) => (
              <div key={code}>
                <div
                  className={styles.trendLabel}
                  style={{ color: token.colorTextSecondary }}
                  aria-hidden="true"
                >
                  {t(`centralStation.vital.${code}`)}
                </div>
                <Sparkline
                  points={trend.data?.[code] ?? []}
                  windowMs={TREND_WINDOW_MS}
                  minSpan={TREND_MIN_SPAN[code]}
                  color={code === 'heartRate' ? token.colorSuccess : token.colorPrimary}
                  label={t('centralStation.trend', { vital: t(`centralStation.vitalName.${code}`) })}
                />
              </div>
            ))}
          </div>
        </>
      )}
    </li>
  );
}
