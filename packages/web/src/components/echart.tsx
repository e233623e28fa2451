import { BarChart, LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkPointComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// The parts the console's charts use, nothing more (tree-shaken; this module is loaded lazily).
echarts.use([
  LineChart,
  BarChart,
  LegendComponent,
  GridComponent,
  TooltipComponent,
  DataZoomComponent,
  MarkAreaComponent,
  MarkPointComponent,
  TitleComponent,
  SVGRenderer,
]);

export type EChartOption = echarts.EChartsCoreOption;

export interface EChartProps {
  option: EChartOption;
  /** Charts of one group zoom and show their tooltips together. */
  group?: string;
  height?: number;
  /** The visible window of the first dataZoom after the user moved it, in x-axis values. */
  onZoom?: (window: { start: number; end: number }) => void;
  'aria-label'?: string;
  /** A click on a mark or a point: what ECharts tells of it (`componentType`, the item's `data`). */
  onClick?: (item: { componentType?: string; data?: unknown }) => void;
}

/**
 * A thin React wrapper over ECharts: one instance per mount (SVG renderer: crisp, and testable
 * in jsdom), options applied as they change, resized with its box, disposed on unmount.
 */
export default function EChart({
  option,
  group,
  height = 220,
  onZoom,
  onClick,
  'aria-label': label,
}: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const zoom = useRef(onZoom);
  const click = useRef(onClick);
  useEffect(() => {
    zoom.current = onZoom;
    click.current = onClick;
  }, [onZoom, onClick]);

  useEffect(() => {
    const element = box.current!;
    const instance = echarts.init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (item) => click.current?.(item as { componentType?: string; data?: unknown }));
    instance.on('datazoom', () => {
      const [first] = (instance.getOption().dataZoom ?? []) as { startValue?: number; endValue?: number }[];
      if (first?.startValue !== undefined && first.endValue !== undefined)
        zoom.current?.({ start: first.startValue, end: first.endValue });
    });
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    if (!chart.current || !group) return;
    chart.current.group = group;
    echarts.connect(group);
  }, [group]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
