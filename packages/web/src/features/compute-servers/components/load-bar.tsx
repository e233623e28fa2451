import { Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/engine/dates';

/**
 * A compute server's current load as a bar of its max payload (`3 / 8`), with its GPU and CPU
 * utilisation and the time of its last report on hover; grey while it is offline.
 */
export function LoadBar({
  load,
  max,
  online,
  gpu,
  cpu,
  reportedAt,
}: {
  load: unknown;
  max: unknown;
  online: unknown;
  gpu?: unknown;
  cpu?: unknown;
  reportedAt?: unknown;
}) {
  const { t } = useTranslation();
  const current = typeof load === 'number' ? load : 0;
  const limit = typeof max === 'number' && max > 0 ? max : 1;
  const percent = Math.min(100, Math.round((current / limit) * 100));
  const usage = [
    typeof gpu === 'number' ? t('compute.gpu', { percent: Math.round(gpu) }) : null,
    typeof cpu === 'number' ? t('compute.cpu', { percent: Math.round(cpu) }) : null,
    typeof reportedAt === 'string' ? t('compute.reportedAt', { at: formatDate(reportedAt, true) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const bar = (
    <Progress
      data-testid="compute-load"
      data-load={current}
      data-max={limit}
      percent={percent}
      size="small"
      style={{ minWidth: 120, margin: 0 }}
      status={online === true ? (percent >= 90 ? 'exception' : 'normal') : undefined}
      strokeColor={online === true ? undefined : '#bfbfbf'}
      format={() => t('compute.load', { load: current, max: limit })}
      aria-label={t('compute.loadLabel', { load: current, max: limit })}
    />
  );
  return usage ? <Tooltip title={usage}>{bar}</Tooltip> : bar;
}
