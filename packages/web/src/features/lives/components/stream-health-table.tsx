import type { LiveHealthRow } from '@console/contract/resources/lives';
import { Alert, Badge, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLivesHealth } from '../api/get-lives-wall';
import { formatSeconds } from './live-health';

const PAGE_SIZE = 10;
const dash = '—';

/**
 * The live streams on the stream server with their health (`rtmp_stat`: publishing, bitrate from
 * byte-count deltas, frame rate, resolution, readers), ten a page and paged on the server, read
 * again every few seconds: the stream server's own view of what it carries.
 */
export function StreamHealthTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const health = useLivesHealth(page, PAGE_SIZE, false);
  if (health.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const data = health.data;
  const columns: TableColumnsType<LiveHealthRow> = [
    {
      key: 'name',
      title: t('streamHealth.stream'),
      render: (_, row) => <Link to={`/live/liveManage/liveDetail/${row.liveId}`}>{row.name}</Link>,
    },
    {
      key: 'publishing',
      title: t('streamHealth.state'),
      render: (_, row) => (
        <Badge
          status={row.publishing ? 'processing' : 'default'}
          text={row.publishing ? t('liveHealth.publishing') : t('liveHealth.notPublishing')}
        />
      ),
    },
    {
      key: 'bitrate',
      title: t('liveHealth.bitrate'),
      render: (_, row) =>
        row.bitrateKbps === null ? dash : t('liveHealth.kbps', { value: row.bitrateKbps }),
    },
    {
      key: 'fps',
      title: t('liveHealth.frameRate'),
      render: (_, row) => (row.frameRate === null ? dash : t('liveHealth.fps', { value: row.frameRate })),
    },
    {
      key: 'resolution',
      title: t('liveHealth.resolution'),
      render: (_, row) => (row.width && row.height ? `${row.width}×${row.height}` : dash),
    },
    { key: 'readers', title: t('liveHealth.readers'), dataIndex: 'readers' },
    {
      key: 'seconds',
      title: t('liveHealth.onAirFor'),
      render: (_, row) => (row.seconds === null ? dash : formatSeconds(row.seconds)),
    },
  ];
  return (
    <>
      {data && !data.configured ? (
        <Alert type="info" showIcon title={t('streamHealth.notConfigured')} style={{ marginBottom: 12 }} />
      ) : null}
      {data?.configured && !data.reachable ? (
        <Tag color="warning" style={{ marginBottom: 12 }}>
          {t('liveHealth.unreachable')}
        </Tag>
      ) : null}
      <Table<LiveHealthRow>
        rowKey="liveId"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={health.isPending}
        columns={columns}
        dataSource={data?.items ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </>
  );
}
