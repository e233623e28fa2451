import { PROBE_STATUSES } from '@console/contract/resources/descriptions/servers';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<(typeof PROBE_STATUSES)[number], string> = {
  unknown: 'default',
  up: 'success',
  down: 'error',
};

/** A server's last probe: up (with its latency) or down (with its error, whole on hover). */
export function ProbeStatus({
  status,
  latencyMs,
  error,
}: {
  status: unknown;
  latencyMs?: unknown;
  error?: unknown;
}) {
  const { t } = useTranslation();
  const value = PROBE_STATUSES.includes(status as never)
    ? (status as (typeof PROBE_STATUSES)[number])
    : 'unknown';
  const tag = (
    <Tag color={COLOURS[value]} data-testid="probe-status" data-status={value}>
      {t(`servers.status.${value}`)}
    </Tag>
  );
  return (
    <Space size={4} wrap>
      {tag}
      {value === 'up' && typeof latencyMs === 'number' ? (
        <Typography.Text type="secondary">{t('servers.latency', { ms: latencyMs })}</Typography.Text>
      ) : null}
      {value === 'down' && typeof error === 'string' && error ? (
        <Typography.Text type="danger" ellipsis={{ tooltip: error }} style={{ maxWidth: 220 }}>
          {error}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
