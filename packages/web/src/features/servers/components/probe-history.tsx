import { PROBE_HISTORY_HOURS } from '@console/contract/resources/descriptions/servers';
import { Empty, Flex, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EChartOption } from '@/components/echart';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { Spinner } from '@/components/spinner';
import { useServerProbeHistory, type ServerProbeRow } from '../api/get-server-probes';

// ECharts loads with the first chart, not with the console.
const EChart = lazy(() => import('@/components/echart'));

/** Share of probes that found the server up, in whole percent. */
export function uptimePercent(list: readonly ServerProbeRow[]): number | null {
  if (list.length === 0) return null;
  return Math.round((list.filter((p) => p.up).length / list.length) * 100);
}

/**
 * A server's last 24 h (ADR 0029): latency of each probe that found it up as a line, and the
 * probes that found it down as red marks at the bottom, with the share of time up.
 */
export function ProbeHistory({ serverId }: { serverId: number }) {
  const { t } = useTranslation();
  const query = useServerProbeHistory(serverId);
  const list = query.data?.list;
  const option = useMemo<EChartOption | null>(() => {
    if (!list?.length) return null;
    return {
      grid: { left: 48, right: 16, top: 32, bottom: 32 },
      legend: { data: [t('servers.latencySeries'), t('servers.downSeries')] },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', name: 'ms', min: 0 },
      series: [
        {
          name: t('servers.latencySeries'),
          type: 'line',
          showSymbol: false,
          connectNulls: false,
          data: list.map((p) => [p.checkedAt, p.up ? p.latencyMs : null]),
        },
        {
          name: t('servers.downSeries'),
          type: 'line',
          lineStyle: { opacity: 0 },
          itemStyle: { color: '#d4380d' },
          symbolSize: 6,
          data: list.filter((p) => !p.up).map((p) => [p.checkedAt, 0]),
        },
      ],
    };
  }, [list, t]);

  if (query.isError)
    return <LoadFailedAlert title={t('servers.historyFailed')} onRetry={() => void query.refetch()} />;
  if (!list)
    return (
      <Flex justify="center" style={{ padding: 32 }} aria-busy="true">
        <Spinner size={24} />
      </Flex>
    );
  if (!option) return <Empty description={t('servers.historyEmpty')} />;
  const up = uptimePercent(list);
  return (
    <Flex vertical gap="small">
      <Typography.Text data-testid="server-uptime">
        {t('servers.uptime', { hours: PROBE_HISTORY_HOURS, percent: up, count: list.length })}
      </Typography.Text>
      <Suspense
        fallback={
          <Flex justify="center" style={{ height: 240 }} aria-busy="true">
            <Spinner size={24} />
          </Flex>
        }
      >
        <EChart
          option={option}
          height={240}
          aria-label={t('servers.chartLabel', { hours: PROBE_HISTORY_HOURS })}
        />
      </Suspense>
    </Flex>
  );
}
