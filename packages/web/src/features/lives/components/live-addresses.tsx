import { Alert, App, Badge, Button, Card, Descriptions, Popconfirm, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveAddresses, useNewStreamKey } from '../api/get-live-addresses';
import { LivePlayer } from './live-player';

/**
 * Where a stream is pushed (the encoder's address, with its key) and played, whether it is on air
 * now, a new key, and the player while it is on air. Says so when no stream server is configured.
 */
export function LiveAddresses({ id, status }: { id: number; status: string | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const addresses = useLiveAddresses(id);
  const newKey = useNewStreamKey(id);
  if (addresses.isPending)
    return (
      <Card title={t('lives.addresses')}>
        <Skeleton active />
      </Card>
    );
  if (addresses.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const { configured, pushUrl, playUrl, publishing } = addresses.data;
  if (!configured)
    return (
      <Alert
        type="info"
        showIcon
        title={t('lives.noStreamServer')}
        description={t('lives.noStreamServerHelp')}
      />
    );
  return (
    <Card
      title={t('lives.addresses')}
      extra={
        <Badge
          status={publishing ? 'processing' : 'default'}
          text={publishing ? t('lives.onAir') : t('lives.offAir')}
          data-testid="live-on-air"
        />
      }
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('lives.pushUrl')}>
          <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
            {pushUrl}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('lives.playUrl')}>
          <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
            {playUrl}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">
        {status === 'inProgress' ? t('lives.pushHelp') : t('lives.pushNotStarted')}
      </Typography.Paragraph>
      <Popconfirm
        title={t('lives.newKeyConfirm')}
        onConfirm={() => newKey.mutateAsync().then(() => void message.success(t('lives.newKeyDone')))}
      >
        <Button loading={newKey.isPending}>{t('lives.newKey')}</Button>
      </Popconfirm>
      {publishing && playUrl ? (
        <div style={{ marginTop: 16 }}>
          <LivePlayer src={playUrl} />
        </div>
      ) : null}
    </Card>
  );
}
