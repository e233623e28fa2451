import type { LiveRecording } from '@console/contract/resources/lives';
import { App, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceSelect } from '@/engine/reference-select';
import { useConvertRecording, type RecordedKind } from './get-recordings';

/** Converting a recording into a VOD video, in a category the user may pick. */
export default function ConvertDialog({
  kind,
  id,
  recording,
  onClose,
}: {
  kind: RecordedKind;
  id: number;
  recording: LiveRecording;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const convert = useConvertRecording(kind, id);
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  return (
    <Modal
      open
      title={t('recordings.convertTitle')}
      okText={t('recordings.convert')}
      confirmLoading={convert.isPending}
      onCancel={onClose}
      onOk={() =>
        convert.mutateAsync({ recordingId: recording.id, ...(categoryId ? { categoryId } : {}) }).then(() => {
          void message.success(t('recordings.converting'));
          onClose();
        })
      }
    >
      <Typography.Paragraph>{t('recordings.convertHelp')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label={t('recordings.category')}
          htmlFor="convert-category"
          extra={t('recordings.categoryHelp')}
        >
          <ReferenceSelect
            id="convert-category"
            resourceKey="vodCategories"
            filters={{ product: 'vod' }}
            value={categoryId}
            onChange={setCategoryId}
            placeholder={t('recordings.defaultCategory')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
