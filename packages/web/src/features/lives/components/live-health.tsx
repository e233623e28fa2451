import type { StreamHealth } from '@console/contract/resources/lives';
import { Alert, Badge, Button, Card, Descriptions, Popconfirm, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDropReader, useLiveHealth } from '../api/get-live-health';

/** "1 h 02 min 05 s" style on-air time. */
export function formatSeconds(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** What the health card shows for a figure the stream server did not give. */
const dash = '—';

/**
 * A stream's health on the stream server (`rtmp_stat`): bitrate from byte-count deltas, frame
 * rate, resolution, readers and its clients, with "kick" for a reader. Polled while in progress.
 */
export function LiveHealth({ id, status }: { id: number; status: string | undefined }) {
  const { t } = useTranslation();
  const onAir = status === 'inProgress';
  const health = useLiveHealth(id, onAir);
  const drop = useDropReader(id);
  if (health.isPending)
    return (
      <Card title={t('liveHealth.title')}>
        <Skeleton active />
      </Card>
    );
  if (health.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const h: StreamHealth = health.data;
  return (
    <Card
      title={t('liveHealth.title')}
      data-testid="live-health"
      extra={
        h.reachable ? (
          <Badge
            status={h.publishing ? 'processing' : 'default'}
            text={h.publishing ? t('liveHealth.publishing') : t('liveHealth.notPublishing')}
          />
        ) : (
          <Tag color="warning">{t('liveHealth.unreachable')}</Tag>
        )
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label={t('liveHealth.bitrate')}>
          <span data-testid="live-health-bitrate">
            {h.bitrateKbps === null ? dash : t('liveHealth.kbps', { value: h.bitrateKbps })}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('liveHealth.frameRate')}>
          {h.frameRate === null ? dash : t('liveHealth.fps', { value: h.frameRate })}
        </Descriptions.Item>
        <Descriptions.Item label={t('liveHealth.resolution')}>
          {h.width && h.height ? `${h.width}×${h.height}${h.codec ? ` · ${h.codec}` : ''}` : dash}
        </Descriptions.Item>
        <Descriptions.Item label={t('liveHealth.readers')}>
          <span data-testid="live-health-readers">{h.readers}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('liveHealth.onAirFor')}>
          {h.seconds === null || !h.publishing ? dash : formatSeconds(h.seconds)}
        </Descriptions.Item>
      </Descriptions>
      {h.clients.length > 0 ? (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={h.clients}
          columns={[
            { title: t('liveHealth.clientId'), dataIndex: 'id' },
            { title: t('liveHealth.address'), dataIndex: 'address' },
            {
              title: t('liveHealth.role'),
              dataIndex: 'publishing',
              render: (publishing: boolean) =>
                publishing ? (
                  <Tag color="processing">{t('liveHealth.publisher')}</Tag>
                ) : (
                  t('liveHealth.reader')
                ),
            },
            {
              title: t('liveHealth.connected'),
              dataIndex: 'seconds',
              render: (s: number) => formatSeconds(s),
            },
            {
              title: t('liveHealth.actions'),
              key: 'actions',
              render: (_: unknown, client: StreamHealth['clients'][number]) =>
                client.publishing ? null : (
                  <Popconfirm
                    title={t('liveHealth.kickConfirm', { address: client.address })}
                    onConfirm={() => drop.mutateAsync(client.id)}
                  >
                    <Button size="small" danger loading={drop.isPending && drop.variables === client.id}>
                      {t('liveHealth.kick')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}
