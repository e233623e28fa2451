import {
  globalSettingsSchema,
  type GlobalSettings,
  type GlobalSettingsView,
} from '@console/contract/resources/system-settings';
import { App, Button, Descriptions, Form, Input, Radio } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/engine/use-lang';
import { applyServerFieldErrors, schemaRule } from '@/lib/form-rules';
import { useGlobalSettings, useSaveGlobalSettings } from '../api/settings';
import { QueryState } from '@/components/query-state';
import { SettingsCard } from '@/components/settings-card';

/**
 * /setting/globalSetting: the platform's name, the server address terminals reach (the one
 * `saveSystemSetting?ip=` sets, SPEC §7) with the service and core addresses it gives (SPEC §9),
 * and the default language. The platform administrators' page.
 */
export default function GlobalSettingsPage() {
  const { t } = useTranslation();
  const query = useGlobalSettings();
  return (
    <QueryState query={query} failedTitle={t('systemSettings.loadFailed')}>
      {(settings) => <GlobalForm key={JSON.stringify(settings)} settings={settings} />}
    </QueryState>
  );
}

function GlobalForm({ settings }: { settings: GlobalSettingsView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const save = useSaveGlobalSettings();
  const [form] = Form.useForm<GlobalSettings>();
  const labels = useMemo(
    () => ({
      platformName: t('systemSettings.platformName'),
      serverIp: t('systemSettings.serverIp'),
      defaultLanguage: t('systemSettings.defaultLanguage'),
    }),
    [t],
  );
  const rule = (field: keyof typeof labels) =>
    schemaRule(globalSettingsSchema, field, labels[field], lang, form);
  const onFinish = (values: GlobalSettings) =>
    save.mutate(
      { ...values, platformName: values.platformName.trim(), serverIp: values.serverIp?.trim() ?? '' },
      {
        onSuccess: () => void message.success(t('systemSettings.saved')),
        onError: (error) => applyServerFieldErrors(form, error, labels, lang),
      },
    );

  return (
    <SettingsCard title={t('systemSettings.globalTitle')}>
      <Form<GlobalSettings>
        form={form}
        layout="vertical"
        initialValues={{
          platformName: settings.platformName,
          serverIp: settings.serverIp,
          defaultLanguage: settings.defaultLanguage,
        }}
        onFinish={onFinish}
        disabled={save.isPending}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="platformName" label={labels.platformName} rules={[rule('platformName')]} required>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="serverIp"
          label={labels.serverIp}
          extra={t('systemSettings.serverIpHelp')}
          rules={[rule('serverIp')]}
        >
          <Input placeholder="192.168.1.10" />
        </Form.Item>
        <Form.Item name="defaultLanguage" label={labels.defaultLanguage} rules={[rule('defaultLanguage')]}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'zh', label: t('language.zh') },
              { value: 'en', label: t('language.en') },
            ]}
          />
        </Form.Item>
        <Descriptions
          column={1}
          size="small"
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'service',
              label: t('systemSettings.serviceAddress'),
              children: settings.serviceAddress ?? t('systemSettings.notInstalled'),
            },
            {
              key: 'core',
              label: t('systemSettings.coreAddress'),
              children: settings.coreAddress ?? t('systemSettings.notInstalled'),
            },
          ]}
        />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('systemSettings.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
