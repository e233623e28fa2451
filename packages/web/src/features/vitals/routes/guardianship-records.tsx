import { PATHS } from '@console/contract/api/paths';
import { VITALS_MAX_RANGE_DAYS } from '@console/contract/vitals';
import { Alert, Button, Empty, Flex, Form, Segmented, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { Panel } from '@/components/panel';
import { Spinner } from '@/components/spinner';
import { DateInput } from '@/engine/date-input';
import { ExportButton } from '@/engine/export-button';
import { ReferenceSelect } from '@/engine/reference-select';
import { useAlarmsIn, useVitals } from '@/components/vital-charts/get-vitals';
import { VitalCharts } from '@/components/vital-charts/vital-charts';

const HOUR = 60 * 60 * 1000;
const PRESETS = { '1h': HOUR, '6h': 6 * HOUR, '24h': 24 * HOUR } as const;
type Preset = keyof typeof PRESETS | 'custom';
/** Zooms narrower than this keep the last detail (a wheel step should not fetch every time). */
const ZOOM_DEBOUNCE_MS = 300;

const lastHours = (preset: keyof typeof PRESETS) => {
  const to = Date.now();
  return { from: to - PRESETS[preset], to };
};
const formatTime = (ms: number) => new Date(ms).toLocaleString();

/**
 * Monitoring records (aiIcu/guardianshipRecords): a patient's vitals over a chosen range as one
 * chart per vital, the normal range drawn; zooming fetches the detail of the zoomed window
 * (the server downsamples every answer to the chart's width); CSV/XLSX export of the raw samples.
 */
export default function GuardianshipRecords() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const patientParam = Number(search.get('patient'));
  const patientId = Number.isInteger(patientParam) && patientParam > 0 ? patientParam : undefined;
  const [preset, setPreset] = useState<Preset>('24h');
  const [range, setRange] = useState(() => lastHours('24h'));
  const [custom, setCustom] = useState<{ from?: string; to?: string }>({});
  const [zoom, setZoom] = useState<{ from: number; to: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const view = zoom ?? range;
  const query = useMemo(
    () => ({ from: new Date(view.from).toISOString(), to: new Date(view.to).toISOString() }),
    [view.from, view.to],
  );
  const subject = useMemo(
    () => (patientId === undefined ? undefined : { kind: 'patients' as const, id: patientId }),
    [patientId],
  );
  const vitals = useVitals(subject, query);
  // Marks on the charts: nice to have, so a failure only leaves them out.
  const alarms = useAlarmsIn(subject, query);

  // A zoom still settling (wheel turns within the debounce) must not come back after a reset.
  const resetZoom = () => {
    clearTimeout(timer.current);
    setZoom(null);
  };
  const choosePreset = (next: Preset) => {
    setPreset(next);
    resetZoom();
    if (next !== 'custom') setRange(lastHours(next));
  };
  const chooseCustom = (next: { from?: string; to?: string }) => {
    setCustom(next);
    if (!next.from || !next.to) return;
    const from = Date.parse(next.from);
    const to = Date.parse(next.to);
    if (!(to > from) || to - from > VITALS_MAX_RANGE_DAYS * 24 * HOUR) return;
    resetZoom();
    setRange({ from, to });
  };
  const customInvalid =
    preset === 'custom' &&
    custom.from !== undefined &&
    custom.to !== undefined &&
    (Date.parse(custom.to) <= Date.parse(custom.from) ||
      Date.parse(custom.to) - Date.parse(custom.from) > VITALS_MAX_RANGE_DAYS * 24 * HOUR);

  const onZoom = useCallback(
    ({ start, end }: { start: number; end: number }) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const from = Math.max(range.from, Math.floor(start));
        const to = Math.min(range.to, Math.ceil(end));
        if (to <= from) return;
        setZoom(from <= range.from && to >= range.to ? null : { from, to });
      }, ZOOM_DEBOUNCE_MS);
    },
    [range.from, range.to],
  );

  const choosePatient = (id: number | undefined) => {
    resetZoom();
    setSearch(id ? { patient: String(id) } : {}, { replace: true });
  };

  return (
    <Flex vertical gap="middle">
      <Panel title={t('vitals.title')} headingLevel={1}>
        <Form layout="inline" style={{ rowGap: 12 }}>
          <Form.Item label={t('vitals.patient')} htmlFor="vitals-patient">
            <ReferenceSelect
              id="vitals-patient"
              resourceKey="patients"
              value={patientId}
              onChange={choosePatient}
              placeholder={t('vitals.patientPlaceholder')}
              aria-label={t('vitals.patient')}
              style={{ width: 280 }}
            />
          </Form.Item>
          <Form.Item label={t('vitals.range')}>
            <Segmented<Preset>
              value={preset}
              onChange={choosePreset}
              options={[
                { value: '1h', label: t('vitals.last1h') },
                { value: '6h', label: t('vitals.last6h') },
                { value: '24h', label: t('vitals.last24h') },
                { value: 'custom', label: t('vitals.custom') },
              ]}
            />
          </Form.Item>
          {preset === 'custom' && (
            <Form.Item validateStatus={customInvalid ? 'error' : undefined}>
              <Space>
                <DateInput
                  withTime
                  aria-label={t('vitals.customFrom')}
                  value={custom.from}
                  onChange={(from) => chooseCustom({ ...custom, from })}
                />
                <DateInput
                  withTime
                  aria-label={t('vitals.customTo')}
                  value={custom.to}
                  onChange={(to) => chooseCustom({ ...custom, to })}
                />
              </Space>
            </Form.Item>
          )}
          {patientId !== undefined && (
            <Form.Item>
              <ExportButton
                resourceKey="patients"
                path={`${PATHS.resource('patients')}/${patientId}/vitals/export`}
                params={query}
              />
            </Form.Item>
          )}
        </Form>
        {customInvalid && (
          <Alert type="error" showIcon style={{ marginTop: 12 }} title={t('vitals.customInvalid')} />
        )}
      </Panel>
      <Panel>
        {patientId === undefined ? (
          <Empty description={t('vitals.pickPatient')} />
        ) : vitals.isError && !vitals.data ? (
          <LoadFailedAlert title={t('vitals.loadFailed')} onRetry={() => void vitals.refetch()} />
        ) : !vitals.data ? (
          <Flex justify="center" style={{ padding: 48 }} aria-busy="true">
            <Spinner size={32} />
          </Flex>
        ) : vitals.data.samples === 0 && !zoom ? (
          <Empty description={t('vitals.empty')} />
        ) : (
          <Flex vertical gap="small" aria-busy={vitals.isFetching}>
            <Flex gap="middle" align="center" wrap>
              <Typography.Text type="secondary" data-testid="vitals-samples">
                {t('vitals.samples', { count: vitals.data.samples })}
              </Typography.Text>
              {Object.keys(vitals.data.limits).length > 0 && (
                <Typography.Text type="secondary">{t('vitals.limitsOfBed')}</Typography.Text>
              )}
              {!!alarms.data?.length && (
                <Typography.Text type="secondary" data-testid="vitals-alarms">
                  {t('vitals.alarmsMarked', { count: alarms.data.length })}
                </Typography.Text>
              )}
              {zoom && (
                <>
                  <Typography.Text type="secondary">
                    {t('vitals.zoomed', { from: formatTime(zoom.from), to: formatTime(zoom.to) })}
                  </Typography.Text>
                  <Button size="small" onClick={resetZoom}>
                    {t('vitals.resetZoom')}
                  </Button>
                </>
              )}
            </Flex>
            <VitalCharts data={vitals.data} range={range} zoom={zoom} onZoom={onZoom} alarms={alarms.data} />
          </Flex>
        )}
      </Panel>
    </Flex>
  );
}
