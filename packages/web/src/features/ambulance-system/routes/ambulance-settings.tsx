import {
  ambulanceSettingsSchema,
  type AmbulanceSettings,
} from '@console/contract/resources/ambulance-system';
import { App, Button, Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { SettingsCard } from '@/components/settings-card';
import { useLang } from '@/engine/use-lang';
import { applyServerFieldErrors, schemaRule } from '@/lib/form-rules';
import { useAmbulanceSettings, useSaveAmbulanceSettings } from '../api/ambulance-settings';

type Field = keyof AmbulanceSettings;

/** Whole-number fields: their bounds (the schema checks them too) and unit. */
const NUMBERS: readonly { name: Field; min: number; max: number; unit: string }[] = [
  { name: 'gpsIntervalSeconds', min: 1, max: 3600, unit: 'seconds' },
  { name: 'staleFixSeconds', min: 10, max: 86_400, unit: 'seconds' },
  { name: 'geofenceRadiusMeters', min: 10, max: 10_000, unit: 'meters' },
  { name: 'etaSpeedKmh', min: 5, max: 200, unit: 'kmh' },
];

/**
 * /ambulance/system/systemSetting (ADR 0038): the ambulance platform's settings — how often
 * ambulances report their position, when a fix counts as stale, a new geofence's radius, the
 * speed arrival estimates assume, and the map's tile or style URL (empty: the offline map).
 */
export default function AmbulanceSettingsPage() {
  const { t } = useTranslation();
  const query = useAmbulanceSettings();
  return (
    <QueryState query={query} failedTitle={t('ambulanceSystem.loadFailed')}>
      {(settings) => <SettingsForm key={JSON.stringify(settings)} settings={settings} />}
    </QueryState>
  );
}

function SettingsForm({ settings }: { settings: AmbulanceSettings }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const save = useSaveAmbulanceSettings();
  const [form] = Form.useForm<AmbulanceSettings>();
  const labels = useMemo<Record<Field, string>>(
    () => ({
      gpsIntervalSeconds: t('ambulanceSystem.gpsIntervalSeconds'),
      staleFixSeconds: t('ambulanceSystem.staleFixSeconds'),
      geofenceRadiusMeters: t('ambulanceSystem.geofenceRadiusMeters'),
      etaSpeedKmh: t('ambulanceSystem.etaSpeedKmh'),
      mapStyleUrl: t('ambulanceSystem.mapStyleUrl'),
    }),
    [t],
  );
  const rule = (field: Field) => schemaRule(ambulanceSettingsSchema, field, labels[field], lang, form);
  const onFinish = (values: AmbulanceSettings) =>
    save.mutate(
      { ...values, mapStyleUrl: values.mapStyleUrl?.trim() ?? '' },
      {
        onSuccess: () => void message.success(t('ambulanceSystem.saved')),
        onError: (error) => applyServerFieldErrors(form, error, labels, lang),
      },
    );

  return (
    <SettingsCard title={t('ambulanceSystem.settingsTitle')}>
      <Form<AmbulanceSettings>
        form={form}
        layout="vertical"
        initialValues={settings}
        onFinish={onFinish}
        disabled={save.isPending}
        style={{ maxWidth: 640 }}
      >
        {NUMBERS.map(({ name, min, max, unit }) => (
          <Form.Item
            key={name}
            name={name}
            label={labels[name]}
            extra={t(`ambulanceSystem.${name}Help`)}
            rules={[rule(name)]}
            required
          >
            <InputNumber
              min={min}
              max={max}
              precision={0}
              suffix={t(`ambulanceSystem.unit.${unit}`)}
              style={{ width: '100%', maxWidth: 240 }}
            />
          </Form.Item>
        ))}
        <Form.Item
          name="mapStyleUrl"
          label={labels.mapStyleUrl}
          extra={t('ambulanceSystem.mapStyleUrlHelp')}
          rules={[rule('mapStyleUrl')]}
        >
          <Input placeholder="https://tiles.example.com/{z}/{x}/{y}.png" maxLength={512} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('ambulanceSystem.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
