import { MAX_AUDIT_REASON, type Alarm } from '@console/contract/alarms';
import { BUILT_IN_INDICATORS } from '@console/contract/medical/alarm-levels';
import { DownOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Popconfirm, Tag, theme, Typography } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { ReasonDialog } from '@/components/reason-dialog';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/engine/dates';
import { useAcknowledgeAlarm, useAuditAlarm, useSilenceAlarm } from '../api/alarm-actions';
import { AlarmBadge } from './alarm-badge';
import type { BedLabel } from './bed-tile';
import styles from './central-station.module.css';

/** The pauses a nurse may choose (at most MAX_SILENCE_MINUTES). */
export const SILENCE_MINUTES = [1, 2, 5, 10] as const;

const INDICATORS = new Map<string, (typeof BUILT_IN_INDICATORS)[number]>(
  BUILT_IN_INDICATORS.map((indicator) => [indicator.code, indicator]),
);

export interface AlarmPanelProps {
  wardId: number;
  alarms: Alarm[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  beds: ReadonlyMap<number, BedLabel>;
  /** What an empty list says (the ward's by default). */
  emptyText?: string;
}

/** The open alarms of the ward, newest first, each with what can be done about it. */
export function AlarmPanel({ wardId, alarms, loading, failed, onRetry, beds, emptyText }: AlarmPanelProps) {
  const { t } = useTranslation();
  if (failed && !alarms)
    return <LoadFailedAlert title={t('centralStation.alarmsFailed')} onRetry={onRetry} />;
  if (loading || !alarms)
    return (
      <div aria-busy="true" style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
        <Spinner />
      </div>
    );
  if (alarms.length === 0) return <Empty description={emptyText ?? t('centralStation.noAlarms')} />;
  return (
    <ul className={styles.alarmList} aria-label={t('centralStation.openAlarms')}>
      {alarms.map((alarm) => (
        <AlarmItem key={alarm.id} wardId={wardId} alarm={alarm} bed={beds.get(alarm.bedId)} />
      ))}
    </ul>
  );
}

function AlarmItem({ wardId, alarm, bed }: { wardId: number; alarm: Alarm; bed: BedLabel | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const acknowledge = useAcknowledgeAlarm(wardId);
  const silence = useSilenceAlarm(wardId);
  const audit = useAuditAlarm(wardId);
  const [markingFalse, setMarkingFalse] = useState(false);
  const indicator = INDICATORS.get(alarm.code);
  const vital = t(`centralStation.vitalName.${alarm.code}`, { defaultValue: alarm.code });
  const format = (n: number) => (indicator ? n.toFixed(indicator.decimals) : String(n));
  const value = `${format(alarm.value)}${indicator ? ` ${indicator.unit}` : ''}`;
  const limit =
    alarm.limit && alarm.limitValue !== null
      ? t(`centralStation.crossed.${alarm.limit}`, { limit: format(alarm.limitValue) })
      : null;
  const unacknowledged = alarm.state === 'active' || alarm.state === 'silenced';
  const bedName = bed?.name ?? `#${alarm.bedId}`;
  const label = t('centralStation.alarmLabel', { bed: bedName, vital });

  return (
    <li
      className={styles.alarmItem}
      style={
        {
          '--item-border': token.colorBorderSecondary,
          '--item-accent': alarm.level === 'alarm' ? 'var(--level-alarm)' : 'var(--level-warning)',
          background: token.colorBgContainer,
        } as CSSProperties
      }
      aria-label={label}
      data-testid={`alarm-${alarm.id}`}
    >
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <AlarmBadge alarm={alarm} />
        <Typography.Text strong>{bedName}</Typography.Text>
        <Typography.Text>
          {vital} {value}
        </Typography.Text>
        {limit && (
          <Typography.Text type="secondary" data-testid="alarm-limit">
            {limit}
          </Typography.Text>
        )}
        {alarm.escalatedAt && <Tag color="magenta">{t('centralStation.escalated')}</Tag>}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('centralStation.raisedAt', { time: formatDate(alarm.raisedAt, true) })}
        {' · '}
        {alarm.state === 'acknowledged'
          ? t('centralStation.acknowledgedBy', {
              who: alarm.acknowledgedBy ?? '',
              time: formatDate(alarm.acknowledgedAt, true),
            })
          : alarm.state === 'silenced' && alarm.silencedUntil
            ? t('centralStation.silencedUntil', { time: formatDate(alarm.silencedUntil, true) })
            : t(`centralStation.state.${alarm.state}`)}
        {!alarm.ongoing && ` · ${t('centralStation.resolved')}`}
      </Typography.Text>
      {alarm.audit && (
        <Typography.Text style={{ fontSize: token.fontSizeSM }}>
          {t(`centralStation.audit.${alarm.audit}`)}
          {alarm.auditReason ? `: ${alarm.auditReason}` : ''}
        </Typography.Text>
      )}
      <div className={styles.alarmActions}>
        {unacknowledged && (
          <Button
            size="small"
            type="primary"
            // "确认" as written: the accessible name begins with the visible words (WCAG 2.5.3).
            autoInsertSpace={false}
            loading={acknowledge.isPending}
            onClick={() => acknowledge.mutate({ id: alarm.id })}
            aria-label={`${t('centralStation.acknowledge')} ${label}`}
          >
            {t('centralStation.acknowledge')}
          </Button>
        )}
        {unacknowledged && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: SILENCE_MINUTES.map((minutes) => ({
                key: String(minutes),
                label: t('centralStation.silenceFor', { count: minutes }),
              })),
              onClick: ({ key }) => silence.mutate({ id: alarm.id, minutes: Number(key) }),
            }}
          >
            <Button
              size="small"
              icon={<SoundOutlined />}
              loading={silence.isPending}
              aria-label={`${t('centralStation.silence')} ${label}`}
            >
              {t('centralStation.silence')} <DownOutlined />
            </Button>
          </Dropdown>
        )}
        {!alarm.audit && (
          <>
            <Popconfirm
              title={t('centralStation.confirmTitle')}
              description={t('centralStation.confirmText')}
              okText={t('centralStation.confirm')}
              cancelText={t('engine.cancel')}
              onConfirm={() => audit.mutateAsync({ id: alarm.id, verdict: 'confirmed' })}
            >
              <Button size="small" aria-label={`${t('centralStation.confirm')} ${label}`}>
                {t('centralStation.confirm')}
              </Button>
            </Popconfirm>
            <Button
              size="small"
              danger
              onClick={() => setMarkingFalse(true)}
              aria-label={`${t('centralStation.markFalse')} ${label}`}
            >
              {t('centralStation.markFalse')}
            </Button>
          </>
        )}
      </div>
      <ReasonDialog
        open={markingFalse}
        title={t('centralStation.markFalseTitle', { alarm: label })}
        label={t('centralStation.reason')}
        okText={t('centralStation.markFalse')}
        requiredMessage={t('centralStation.reasonRequired')}
        max={MAX_AUDIT_REASON}
        saving={audit.isPending}
        onCancel={() => setMarkingFalse(false)}
        onSubmit={(reason) =>
          audit.mutate(
            { id: alarm.id, verdict: 'false', reason },
            { onSuccess: () => setMarkingFalse(false) },
          )
        }
      />
    </li>
  );
}
