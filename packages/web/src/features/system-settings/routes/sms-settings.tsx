import {
  SMS_PROVIDERS,
  smsSettingsSchema,
  type SmsSettingsInput,
  type SmsSettingsView,
} from '@console/contract/resources/system-settings';
import { App, Button, Form, Input, Select, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/engine/use-lang';
import { applyServerFieldErrors, fieldMessage, schemaRule } from '@/lib/form-rules';
import { useSaveSmsSettings, useSmsSettings } from '../api/settings';
import { QueryState } from '@/components/query-state';
import { SettingsCard } from '@/components/settings-card';

interface Values {
  provider: SmsSettingsInput['provider'];
  appId: string;
  appSecret: string;
  signName: string;
}

const PROVIDER_LABELS = {
  aliyun: 'systemSettings.providerAliyun',
  tencent: 'systemSettings.providerTencent',
} as const;

/** An empty secret keeps the stored one. */
export function smsPayload(values: Values): SmsSettingsInput {
  const { appSecret, ...rest } = values;
  return {
    ...rest,
    appId: rest.appId.trim(),
    signName: rest.signName?.trim() ?? '',
    ...(appSecret ? { appSecret } : {}),
  };
}

/** The templates' list (the table and its search) loads when its tab first shows. */
const SmsTemplates = lazy(() => import('../components/sms-templates'));

/**
 * /setting/smsManage (cloudAdmin, SPEC §6): the SMS provider (appId, appSecret — kept encrypted,
 * shown only masked) and the templates (type, id, name, parameter count, description).
 */
export default function SmsSettingsPage() {
  const { t } = useTranslation();
  const query = useSmsSettings();
  return (
    <Tabs
      items={[
        {
          key: 'provider',
          label: t('systemSettings.providerSettings'),
          children: (
            <QueryState query={query} failedTitle={t('systemSettings.loadFailed')}>
              {(settings) => <SmsForm key={settings.appSecretHint ?? 'none'} settings={settings} />}
            </QueryState>
          ),
        },
        {
          key: 'templates',
          label: t('systemSettings.templates'),
          children: (
            <Suspense fallback={<Skeleton active />}>
              <SmsTemplates />
            </Suspense>
          ),
        },
      ]}
    />
  );
}

function SmsForm({ settings }: { settings: SmsSettingsView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const save = useSaveSmsSettings();
  const [form] = Form.useForm<Values>();
  const labels = useMemo(
    () => ({
      provider: t('systemSettings.provider'),
      appId: t('systemSettings.appId'),
      appSecret: t('systemSettings.appSecret'),
      signName: t('systemSettings.signName'),
    }),
    [t],
  );
  const rule = (field: keyof typeof labels) =>
    schemaRule(smsSettingsSchema, field, labels[field], lang, form);
  const onFinish = (values: Values) =>
    save.mutate(smsPayload(values), {
      onSuccess: () => {
        form.setFieldsValue({ appSecret: '' });
        void message.success(t('systemSettings.saved'));
      },
      onError: (error) => applyServerFieldErrors(form, error, labels, lang),
    });

  return (
    <SettingsCard title={t('systemSettings.smsTitle')}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          provider: settings.provider,
          appId: settings.appId,
          appSecret: '',
          signName: settings.signName,
        }}
        onFinish={onFinish}
        disabled={save.isPending}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="provider" label={labels.provider} rules={[rule('provider')]} required>
          <Select
            aria-label={labels.provider}
            style={{ maxWidth: 240 }}
            options={SMS_PROVIDERS.map((value) => ({ value, label: t(PROVIDER_LABELS[value]) }))}
          />
        </Form.Item>
        <Form.Item name="appId" label={labels.appId} rules={[rule('appId')]} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="appSecret"
          label={labels.appSecret}
          required={!settings.appSecretSet}
          extra={
            settings.appSecretSet
              ? t('systemSettings.secretKept', { hint: settings.appSecretHint ?? '' })
              : undefined
          }
          rules={[
            rule('appSecret'),
            ...(settings.appSecretSet
              ? []
              : [{ required: true, message: fieldMessage(labels.appSecret, 'validation.required', lang) }]),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="signName" label={labels.signName} rules={[rule('signName')]}>
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('systemSettings.save')}
        </Button>
      </Form>
    </SettingsCard>
  );
}
