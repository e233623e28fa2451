import type { Alarm } from '@console/contract/alarms';
import { VITAL_KEYS, type VitalKey, type VitalLimits, type VitalsSeries } from '@console/contract/vitals';
import { Flex, theme } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import type { EChartOption } from '@/components/echart';
import { AlarmList, AlarmSnapshotDialog, alarmSummary, snapshotNote } from './alarm-snapshots';

// ECharts loads with the first chart, not with the console.
const EChart = lazy(() => import('@/components/echart'));

const GROUP = 'vitals-records';
const NO_ALARMS: readonly Alarm[] = [];

export interface VitalChartsProps {
  data: VitalsSeries;
  /** The whole chosen range in ms: the x axis spans it, zoomed or not. */
  range: { from: number; to: number };
  /** The zoomed window (ms) the charts keep showing when its detail arrives; null = all. */
  zoom: { from: number; to: number } | null;
  onZoom: (window: { start: number; end: number }) => void;
  /** Alarms raised in the range: each is marked on its vital's line where it was raised. */
  alarms?: readonly Alarm[] | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One line chart per vital over the chosen range, the bed's limits drawn (the band between the
 * warning limits, a line at each warning and alarm limit) and the alarms raised marked on the line
 * (a warning in the warning colour, an alarm in the error colour). A mark's tooltip says whether
 * the camera still of the alarm is there (or why not); a click on it, or the snapshot button of the
 * alarm in the list under the charts, opens the still.
 */
export function VitalCharts({ data, range, zoom, onZoom, alarms }: VitalChartsProps) {
  const [opened, setOpened] = useState<Alarm | null>(null);
  const onAlarm = useCallback(
    (id: number) => setOpened(alarms?.find((alarm) => alarm.id === id) ?? null),
    [alarms],
  );
  return (
    <Flex vertical gap="middle">
      <Suspense fallback={<Spinner />}>
        {VITAL_KEYS.map((key) => (
          <VitalChart
            key={key}
            vital={key}
            points={data.series[key]}
            limits={data.limits[key]}
            range={range}
            zoom={zoom}
            onZoom={onZoom}
            alarms={alarms?.filter((alarm) => alarm.code === key) ?? NO_ALARMS}
            onAlarm={onAlarm}
          />
        ))}
      </Suspense>
      {!!alarms?.length && <AlarmList alarms={alarms} onOpen={setOpened} />}
      <AlarmSnapshotDialog alarm={opened} onClose={() => setOpened(null)} />
    </Flex>
  );
}

function VitalChart({
  vital,
  points,
  range,
  zoom,
  onZoom,
  alarms,
  limits,
  onAlarm,
}: {
  vital: VitalKey;
  alarms: readonly Alarm[];
  limits: VitalLimits | undefined;
  onAlarm: (id: number) => void;
  points: [number, number][];
  range: { from: number; to: number };
  zoom: VitalChartsProps['zoom'];
  onZoom: VitalChartsProps['onZoom'];
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const title = t(`vitals.${vital}`);
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
      xAxis: { type: 'time', min: range.from, max: range.to, axisLabel: { hideOverlap: true } },
      // The warning limits and the alarms' values stay in view, even when the readings are normal.
      yAxis: { type: 'value', scale: true, ...axisBounds(limits, alarms) },
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
          markPoint: {
            symbol: 'pin',
            symbolSize: 28,
            data: alarms.map((alarm) => ({
              name: t(`vitals.alarmLevel.${alarm.level}`),
              alarmId: alarm.id,
              coord: [Date.parse(alarm.raisedAt), alarm.value],
              value: alarm.value,
              itemStyle: { color: alarm.level === 'alarm' ? token.colorError : token.colorWarning },
              tooltip: {
                formatter: [alarmSummary(alarm, t), snapshotNote(alarm, t) ?? t('vitals.snapshotHint')]
                  .map(escapeHtml)
                  .join('<br/>'),
              },
            })),
            label: { fontSize: 10 },
          },
          ...limitMarks(limits, {
            normal: token.colorSuccessBg,
            warning: token.colorWarning,
            alarm: token.colorError,
            names: {
              normal: t('vitals.normalRange'),
              warning: t('vitals.warningLimit'),
              alarm: t('vitals.alarmLimit'),
            },
          }),
        },
      ],
    }),
    [title, points, range.from, range.to, zoomWindow, limits, token, t, alarms],
  );
  const onClick = useCallback(
    (item: { componentType?: string; data?: unknown }) => {
      const id = (item.data as { alarmId?: unknown } | undefined)?.alarmId;
      if (item.componentType === 'markPoint' && typeof id === 'number') onAlarm(id);
    },
    [onAlarm],
  );
  return (
    <section
      aria-label={title}
      data-testid={`vital-chart-${vital}`}
      data-points={points.length}
      data-alarms={alarms.length}
      data-limits={limits ? LIMIT_ORDER.map((field) => limits[field] ?? '-').join(' ') : 'none'}
    >
      <EChart option={option} group={GROUP} onZoom={onZoom} onClick={onClick} aria-label={title} />
    </section>
  );
}

const LIMIT_ORDER = ['alarmLow', 'warningLow', 'warningHigh', 'alarmHigh'] as const;

/**
 * The band between the warning limits (or the alarm limits where a warning one is not set) and a
 * dashed line at each limit that is set, in its level's colour.
 */
function limitMarks(
  limits: VitalLimits | undefined,
  style: {
    normal: string;
    warning: string;
    alarm: string;
    names: Record<'normal' | 'warning' | 'alarm', string>;
  },
) {
  if (!limits) return {};
  const line = (value: number | null, level: 'warning' | 'alarm') =>
    value === null
      ? []
      : [
          {
            yAxis: value,
            name: style.names[level],
            lineStyle: { color: style[level], type: 'dashed' as const },
          },
        ];
  const low = limits.warningLow ?? limits.alarmLow;
  const high = limits.warningHigh ?? limits.alarmHigh;
  return {
    markLine: {
      silent: true,
      symbol: 'none',
      label: { show: false },
      data: [
        ...line(limits.alarmLow, 'alarm'),
        ...line(limits.warningLow, 'warning'),
        ...line(limits.warningHigh, 'warning'),
        ...line(limits.alarmHigh, 'alarm'),
      ],
    },
    ...(low !== null && high !== null
      ? {
          markArea: {
            silent: true,
            itemStyle: { color: style.normal },
            data: [[{ name: style.names.normal, yAxis: low }, { yAxis: high }]],
            label: { show: false },
          },
        }
      : {}),
  };
}

/**
 * The y axis reaches at least to the warning limits (else the alarm limits) and to every marked
 * alarm's value, so a quiet trace still shows where its limits are and every pin is drawn.
 */
function axisBounds(limits: VitalLimits | undefined, alarms: readonly Alarm[]) {
  const lows = [limits?.warningLow ?? limits?.alarmLow, ...alarms.map((alarm) => alarm.value)].filter(
    (value): value is number => typeof value === 'number',
  );
  const highs = [limits?.warningHigh ?? limits?.alarmHigh, ...alarms.map((alarm) => alarm.value)].filter(
    (value): value is number => typeof value === 'number',
  );
  return {
    ...(lows.length ? { min: ({ min }: { min: number }) => Math.min(min, ...lows) } : {}),
    ...(highs.length ? { max: ({ max }: { max: number }) => Math.max(max, ...highs) } : {}),
  };
}
