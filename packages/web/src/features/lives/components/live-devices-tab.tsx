import type { LiveOnline } from '@console/contract/live-chat';
import { Badge, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { useLiveOnline } from '../api/get-live-online';
import { useDevicePresence, useLiveChannel } from '../hooks/use-live-channel';

type Device = LiveOnline['devices'][number];

/** The deviceInfo tab: the stream's own terminals, online or not and watching or not, live. */
export function LiveDevicesTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const online = useLiveOnline(id);
  useLiveChannel(id, 'audit');
  useDevicePresence(id);
  if (online.isPending) return <Skeleton active />;
  if (online.isError) return <LoadFailedAlert onRetry={() => void online.refetch()} />;
  return (
    <Table<Device>
      size="small"
      rowKey="id"
      dataSource={online.data.devices}
      pagination={false}
      locale={{ emptyText: <Typography.Text type="secondary">{t('liveChat.devices.none')}</Typography.Text> }}
      columns={[
        { key: 'account', title: t('liveChat.devices.account'), dataIndex: 'account' },
        { key: 'name', title: t('liveChat.online.name'), dataIndex: 'name' },
        {
          key: 'online',
          title: t('liveChat.devices.presence'),
          render: (_: unknown, d: Device) => (
            <Badge
              status={d.online ? 'success' : 'default'}
              text={d.online ? t('liveChat.devices.online') : t('liveChat.devices.offline')}
            />
          ),
        },
        {
          key: 'watching',
          title: t('liveChat.online.status'),
          render: (_: unknown, d: Device) =>
            d.watching ? t('liveChat.online.watching') : t('liveChat.online.away'),
        },
      ]}
    />
  );
}
