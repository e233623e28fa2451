import { PATHS } from '@console/contract/api/paths';
import { dataPushTargetDescription } from '@console/contract/resources/descriptions/data-push';
import { App, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** The target whose failed deliveries are sent again. */
export interface RecoverTarget {
  id: number;
  name: string;
}

/**
 * "Resend failed deliveries" (Svix's recover): every failed delivery of the target since a time is
 * queued again with its own message id, oldest first. Rendered while open (its time starts anew).
 */
export function RecoverDialog({
  target,
  onClose,
  onDone,
}: {
  target: RecoverTarget;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // A day back by default: the usual "the receiver was down since yesterday".
  const [since, setSince] = useState<Dayjs | null>(() => dayjs().subtract(1, 'day').startOf('minute'));
  const [busy, setBusy] = useState(false);

  const recover = async () => {
    if (!since) return;
    setBusy(true);
    try {
      const { count } = await api.post<{ count: number }>(
        `${PATHS.resource(dataPushTargetDescription.key)}/${target.id}/recover`,
        { since: since.toISOString() },
      );
      void message.success(t('dataPush.recovered', { count }));
      onDone();
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('dataPush.recoverTitle', { name: target.name })}
      okText={t('dataPush.recover')}
      okButtonProps={{ disabled: !since }}
      confirmLoading={busy}
      onOk={() => void recover()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('dataPush.recoverHelp')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('dataPush.recoverSince')} required>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={since}
            onChange={setSince}
            disabledDate={(day) => day.isAfter(dayjs())}
            aria-label={t('dataPush.recoverSince')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
