import type { Telemetry } from '@console/contract/realtime';
import { Descriptions, Empty, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/engine/dates';

/** Readings the console knows how to name, with their units. */
const KNOWN: Record<string, string> = {
  heartRate: 'bpm',
  spo2: '%',
  systolic: 'mmHg',
  diastolic: 'mmHg',
  respiration: '/min',
  temperature: '°C',
  lat: '°',
  lng: '°',
  speed: 'km/h',
  heading: '°',
  cpu: '%',
  bitrateKbps: 'kbps',
};

function display(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.map(display).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The latest telemetry of a terminal: named readings with units, out-of-range ones highlighted. */
export function TelemetryView({ telemetry }: { telemetry: Telemetry | null | undefined }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (!telemetry) return <Empty description={t('terminalMonitor.noTelemetry')} />;
  const { alarms, kind, vitals, ...readings } = telemetry.data as Record<string, unknown> & {
    alarms?: string[];
  };
  const flagged = new Set(Array.isArray(alarms) ? alarms : []);
  const entries = Object.entries({
    ...readings,
    ...(vitals && typeof vitals === 'object' ? (vitals as Record<string, unknown>) : {}),
  });
  return (
    <>
      <p style={{ color: token.colorTextSecondary, marginBottom: '1em' }}>
        {t('terminalMonitor.telemetryAt', { time: formatDate(telemetry.at, true) })}
        {typeof kind === 'string' ? ` · ${t(`terminalMonitor.kinds.${kind}`, { defaultValue: kind })}` : ''}
      </p>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={entries.map(([key, value]) => ({
          key,
          label: t(`terminalMonitor.readings.${key}`, { defaultValue: key }),
          children: (
            <span
              style={
                flagged.has(key) ? { color: token.colorError, fontWeight: token.fontWeightStrong } : undefined
              }
            >
              {display(value)}
              {KNOWN[key] ? ` ${KNOWN[key]}` : ''}
              {flagged.has(key) ? ` (${t('terminalMonitor.outOfRange')})` : ''}
            </span>
          ),
        }))}
      />
    </>
  );
}
