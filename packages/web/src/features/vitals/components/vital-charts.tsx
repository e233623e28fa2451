import { VITAL_KEYS, VITAL_REFERENCE, type VitalKey, type VitalsSeries } from '@console/contract/vitals';
import { Flex, theme } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import type { EChartOption } from '@/components/echart';

// ECharts loads with the first chart, not with the console.
const EChart = lazy(() => import('@/components/echart'));

const GROUP = 'vitals-records';

export interface VitalChartsProps {
  data: VitalsSeries;
  /** The whole chosen range in ms: the x axis spans it, zoomed or not. */
  range: { from: number; to: number };
  /** The zoomed window (ms) the charts keep showing when its detail arrives; null = all. */
  zoom: { from: number; to: number } | null;
  onZoom: (window: { start: number; end: number }) => void;
}

/** One line chart per vital over the chosen range, the normal range drawn as a band. */
export function VitalCharts({ data, range, zoom, onZoom }: VitalChartsProps) {
  return (
    <Flex vertical gap="middle">
      <Suspense fallback={<Spinner />}>
        {VITAL_KEYS.map((key) => (
          <VitalChart
            key={key}
            vital={key}
            points={data.series[key]}
            range={range}
            zoom={zoom}
            onZoom={onZoom}
          />
        ))}
      </Suspense>
    </Flex>
  );
}

function VitalChart({
  vital,
  points,
  range,
  zoom,
  onZoom,
}: {
  vital: VitalKey;
  points: [number, number][];
  range: { from: number; to: number };
  zoom: VitalChartsProps['zoom'];
  onZoom: VitalChartsProps['onZoom'];
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const title = t(`vitals.${vital}`);
  const [low, high] = VITAL_REFERENCE[vital].normal;
  const zoomWindow = useMemo(
    () => (zoom ? { startValue: zoom.from, endValue: zoom.to } : { start: 0, end: 100 }),
    [zoom],
  );
  const option = useMemo<EChartOption>(
    () => ({
      animation: false,
      title: {
        text: title,
        left: 0,
        top: 0,
        textStyle: { fontSize: token.fontSize, color: token.colorText },
      },
      grid: { left: 48, right: 16, top: 32, bottom: 56 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'time', min: range.from, max: range.to },
      yAxis: { type: 'value', scale: true },
      dataZoom: [
        { type: 'inside', filterMode: 'none', ...zoomWindow },
        { type: 'slider', filterMode: 'none', height: 18, bottom: 8, ...zoomWindow },
      ],
      series: [
        {
          name: title,
          type: 'line',
          showSymbol: false,
          data: points,
          lineStyle: { width: 1.5, color: token.colorPrimary },
          itemStyle: { color: token.colorPrimary },
          markArea: {
            silent: true,
            itemStyle: { color: token.colorSuccessBg },
            data: [[{ name: t('vitals.normalRange'), yAxis: low }, { yAxis: high }]],
            label: { show: false },
          },
        },
      ],
    }),
    [title, points, range.from, range.to, zoomWindow, low, high, token, t],
  );
  return (
    <section aria-label={title} data-testid={`vital-chart-${vital}`} data-points={points.length}>
      <EChart option={option} group={GROUP} onZoom={onZoom} aria-label={title} />
    </section>
  );
}
