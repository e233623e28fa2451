import {
  Card,
  Col,
  Empty,
  Flex,
  Input,
  Pagination,
  Row,
  Segmented,
  Select,
  Skeleton,
  Statistic,
  Typography,
  theme,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { MonitorTerminal } from '@console/contract/realtime';
import { formatDate } from '@/engine/dates';
import { routePath } from '@/engine/route-paths';
import { useLang } from '@/engine/use-lang';
import { useMonitor } from '../api/get-monitor';
import { DEVICE_TYPES, deviceTypeLabel } from '../components/device-type';
import { LiveIndicator } from '@/components/live-indicator';
import { PresenceBadge } from '../components/presence-dot';
import styles from './terminal-monitor.module.css';

const PAGE_SIZE = 48;
type PresenceFilter = 'all' | 'online' | 'offline';

/** The monitor's detail route for one terminal. */
export function terminalDetailPath(terminal: Pick<MonitorTerminal, 'id' | 'name' | 'customerId'>): string {
  const pattern =
    routePath('monitorAccountInfo') ??
    '/terminalMonitor/monitorAccountInfo/:accountName/:accountId/:customerId';
  return pattern
    .replace(':accountName', encodeURIComponent(terminal.name))
    .replace(':accountId', String(terminal.id))
    .replace(':customerId', String(terminal.customerId));
}

/**
 * /terminalMonitor/terminal: every terminal of the tenant as a live tile (presence changes arrive
 * over the console WebSocket and patch the page in place), with online/offline counts and filters.
 * Filters live in the URL so a reload or a shared link shows the same view.
 */
export default function TerminalMonitorPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { token } = theme.useToken();
  const [search, setSearch] = useSearchParams();
  const presence = (search.get('presence') as PresenceFilter | null) ?? 'all';
  const deviceType = search.get('type') ?? undefined;
  const keyword = search.get('keyword') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);

  const params = {
    page,
    size: PAGE_SIZE,
    ...(presence !== 'all' ? { online: presence === 'online' ? 'true' : 'false' } : {}),
    ...(deviceType ? { deviceType } : {}),
    ...(keyword ? { keyword } : {}),
  };
  const query = useMonitor(params);
  const data = query.data;

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next, { replace: true });
  };

  const counts = data?.counts;
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Flex align="center" gap={8} wrap>
            <span>{t('terminalMonitor.title')}</span>
            <LiveIndicator />
          </Flex>
        }
      >
        <Row gutter={[16, 16]}>
          <Col xs={8}>
            <Statistic
              title={t('terminalMonitor.onlineCount')}
              value={counts?.online ?? '-'}
              styles={{ content: { color: token.colorSuccess } }}
            />
          </Col>
          <Col xs={8}>
            <Statistic title={t('terminalMonitor.offlineCount')} value={counts?.offline ?? '-'} />
          </Col>
          <Col xs={8}>
            <Statistic
              title={t('terminalMonitor.totalCount')}
              value={counts ? counts.online + counts.offline : '-'}
            />
          </Col>
        </Row>
        <Flex gap={12} wrap className={styles.filters}>
          <Segmented<PresenceFilter>
            value={presence}
            onChange={(value) => update({ presence: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t('terminalMonitor.all') },
              { value: 'online', label: t('terminalMonitor.online') },
              { value: 'offline', label: t('terminalMonitor.offline') },
            ]}
            aria-label={t('terminalMonitor.presenceFilter')}
          />
          <Select
            allowClear
            className={styles.typeSelect}
            placeholder={t('terminalMonitor.deviceType')}
            aria-label={t('terminalMonitor.deviceType')}
            value={deviceType}
            onChange={(value?: string) => update({ type: value })}
            options={DEVICE_TYPES.map((type) => ({ value: type, label: deviceTypeLabel(type, lang) }))}
          />
          <Input.Search
            allowClear
            className={styles.keyword}
            placeholder={t('terminalMonitor.keyword')}
            aria-label={t('terminalMonitor.keyword')}
            defaultValue={keyword}
            onSearch={(value) => update({ keyword: value.trim() || undefined })}
          />
        </Flex>
      </Card>

      {query.isPending ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : !data || data.list.length === 0 ? (
        <Card>
          <Empty description={t('terminalMonitor.empty')} />
        </Card>
      ) : (
        <>
          <Row gutter={[12, 12]} role="list" aria-label={t('terminalMonitor.title')}>
            {data.list.map((terminal) => (
              <Col key={terminal.id} xs={24} sm={12} md={8} lg={6} xxl={4} role="listitem">
                <Link
                  to={terminalDetailPath(terminal)}
                  className={styles.tileLink}
                  data-testid={`terminal-${terminal.account}`}
                  data-online={terminal.online}
                >
                  <Card
                    size="small"
                    hoverable
                    className={styles.tile}
                    style={{ borderLeftColor: terminal.online ? token.colorSuccess : token.colorBorder }}
                  >
                    <Flex justify="space-between" align="center" gap={8}>
                      <Typography.Text strong ellipsis={{ tooltip: terminal.name }}>
                        {terminal.name}
                      </Typography.Text>
                      <PresenceBadge online={terminal.online} />
                    </Flex>
                    <div className={styles.meta}>
                      <Typography.Text type="secondary">
                        {terminal.account} · {deviceTypeLabel(terminal.deviceType, lang)}
                      </Typography.Text>
                    </div>
                    <div className={styles.meta}>
                      <Typography.Text type="secondary">
                        {t('terminalMonitor.lastSeen')}:{' '}
                        {terminal.lastSeenAt
                          ? formatDate(terminal.lastSeenAt, true)
                          : t('terminalMonitor.never')}
                      </Typography.Text>
                    </div>
                    {!terminal.enabled && (
                      <Typography.Text type="warning">{t('terminalMonitor.disabledAccount')}</Typography.Text>
                    )}
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
          <Flex justify="end">
            <Pagination
              current={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              showTotal={(total) => t('terminalMonitor.total', { total })}
              onChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
            />
          </Flex>
        </>
      )}
    </Flex>
  );
}
