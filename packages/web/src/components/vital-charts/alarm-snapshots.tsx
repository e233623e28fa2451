import type { Alarm } from '@console/contract/alarms';
import { translate } from '@/lib/messages';
import { Alert, Button, Flex, List, Modal, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '@/components/blob-image';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/engine/dates';
import { useAlarmSnapshot } from './get-alarm-snapshot';

/** Why an alarm shows no still (not taken yet, no camera, the camera's failure); null when it has one. */
export function snapshotNote(alarm: Alarm, t: TFunction): string | null {
  const snapshot = alarm.snapshot;
  if (!snapshot) return t('vitals.snapshotPending');
  if (snapshot.status === 'noCamera') return t('vitals.snapshotNoCamera');
  if (snapshot.status === 'failed')
    return t('vitals.snapshotFailed', { reason: translate(snapshot.error ?? 'error.cameraNoAnswer') });
  return null;
}

/** The alarm's level, vital, value and time in one line. */
export function alarmSummary(alarm: Alarm, t: TFunction): string {
  return t('vitals.snapshotDetail', {
    level: t(`vitals.alarmLevel.${alarm.level}`),
    vital: t(`vitals.${alarm.code}`, { defaultValue: alarm.code }),
    value: alarm.value,
    time: formatDate(alarm.raisedAt, true),
  });
}

/** The camera still of an alarm in a dialog, with its time, level and value; or why there is none. */
export function AlarmSnapshotDialog({ alarm, onClose }: { alarm: Alarm | null; onClose: () => void }) {
  const { t } = useTranslation();
  const note = alarm ? snapshotNote(alarm, t) : null;
  const still = useAlarmSnapshot(alarm && !note ? alarm.id : undefined);
  return (
    <Modal
      open={!!alarm}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('vitals.close')}</Button>}
      title={
        alarm &&
        t('vitals.snapshotOf', {
          vital: t(`vitals.${alarm.code}`, { defaultValue: alarm.code }),
          level: t(`vitals.alarmLevel.${alarm.level}`),
        })
      }
      width={720}
      destroyOnHidden
    >
      {alarm && (
        <Flex vertical gap="small" data-testid="alarm-snapshot">
          <Typography.Text>{alarmSummary(alarm, t)}</Typography.Text>
          {note ? (
            <Alert type="info" showIcon title={note} />
          ) : still.isError ? (
            <Alert type="error" showIcon title={t('vitals.snapshotLoadFailed')} />
          ) : still.data ? (
            <>
              <BlobImage blob={still.data} alt={t('vitals.snapshotAlt')} style={{ maxWidth: '100%' }} />
              <Typography.Text type="secondary">
                {t('vitals.snapshotTakenAt', { time: formatDate(alarm.snapshot!.takenAt, true) })}
              </Typography.Text>
            </>
          ) : (
            <Spinner />
          )}
        </Flex>
      )}
    </Modal>
  );
}

/** The range's alarms as a list under the charts, each with its snapshot button (the keyboard's way in). */
export function AlarmList({ alarms, onOpen }: { alarms: readonly Alarm[]; onOpen: (alarm: Alarm) => void }) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      header={<Typography.Text strong>{t('vitals.alarmList')}</Typography.Text>}
      dataSource={alarms as Alarm[]}
      rowKey="id"
      data-testid="alarm-list"
      renderItem={(alarm) => (
        <List.Item
          actions={[
            <Button key="snapshot" size="small" onClick={() => onOpen(alarm)}>
              {t('vitals.snapshot')}
            </Button>,
          ]}
        >
          <Flex gap="small" align="center">
            <Tag color={alarm.level === 'alarm' ? 'error' : 'warning'}>
              {t(`vitals.alarmLevel.${alarm.level}`)}
            </Tag>
            <Typography.Text>{alarmSummary(alarm, t)}</Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}
