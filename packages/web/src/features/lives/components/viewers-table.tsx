import type { LiveViewer, LiveViewerKind } from '@console/contract/live-chat';
import { Badge, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReadableTag } from '@/components/readable-tag';
import { formatDate } from '@/engine/dates';

/** Viewers of one kind (console accounts or terminals): online now, checked in, banned. */
export function ViewersTable({
  viewers,
  kind,
  onlineOnly = false,
  loading = false,
}: {
  viewers: readonly LiveViewer[];
  kind?: LiveViewerKind;
  onlineOnly?: boolean;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const rows = viewers.filter((v) => (!kind || v.kind === kind) && (!onlineOnly || v.online));
  return (
    <Table<LiveViewer>
      size="small"
      loading={loading}
      rowKey={(v) => `${v.kind}:${v.id}`}
      dataSource={rows}
      pagination={rows.length > 20 ? { pageSize: 20 } : false}
      locale={{
        emptyText: (
          <Typography.Text type="secondary">
            {t(onlineOnly ? 'liveChat.online.noneOnline' : 'liveChat.online.none')}
          </Typography.Text>
        ),
      }}
      columns={[
        { key: 'name', title: t('liveChat.online.name'), dataIndex: 'name' },
        ...(kind
          ? []
          : [
              {
                key: 'kind',
                title: t('liveChat.online.kind'),
                render: (_: unknown, v: LiveViewer) => t(`liveChat.online.kinds.${v.kind}`),
              },
            ]),
        {
          key: 'online',
          title: t('liveChat.online.status'),
          render: (_: unknown, v: LiveViewer) => (
            <Badge
              status={v.online ? 'success' : 'default'}
              text={v.online ? t('liveChat.online.watching') : t('liveChat.online.away')}
            />
          ),
        },
        {
          key: 'checkedInAt',
          title: t('liveChat.online.checkedInAt'),
          render: (_: unknown, v: LiveViewer) => (v.checkedInAt ? formatDate(v.checkedInAt, true) : '—'),
        },
        {
          key: 'banned',
          title: t('liveChat.online.chat'),
          render: (_: unknown, v: LiveViewer) =>
            v.bannedAt ? <ReadableTag tone="error">{t('liveChat.online.banned')}</ReadableTag> : '—',
        },
      ]}
    />
  );
}
