import type { IssuedKey } from '@console/contract/resources/descriptions/ambulance-system';
import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The one time a key is shown (on create and on rotate): it is copied from here, and only its
 * prefix is ever shown again. Closing asks nothing: a lost key is simply rotated.
 */
export function IssuedKeyDialog({
  issued,
  systemName,
  onClose,
}: {
  issued: IssuedKey | null;
  systemName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={issued !== null}
      title={t('ambulanceSystem.keyTitle', { name: systemName })}
      onCancel={onClose}
      onOk={onClose}
      okText={t('ambulanceSystem.keySaved')}
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('ambulanceSystem.keyOnce')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph
        code
        copyable={{
          text: issued?.apiKey ?? '',
          tooltips: [t('ambulanceSystem.copy'), t('ambulanceSystem.copied')],
        }}
        style={{ wordBreak: 'break-all' }}
        data-testid="issued-api-key"
      >
        {issued?.apiKey}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('ambulanceSystem.keyUsage', { header: 'X-Api-Key' })}
      </Typography.Paragraph>
    </Modal>
  );
}
