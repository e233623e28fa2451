import { SendOutlined } from '@ant-design/icons';
import {
  MAIL_SECURITY,
  mailSettingsSchema,
  type MailSettingsInput,
  type MailSettingsView,
} from '@console/contract/resources/system-settings';
import { App, Button, Checkbox, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/engine/use-lang';
import { applyServerFieldErrors, schemaRule } from '@/lib/form-rules';
import { useMailSettings, useSaveMailSettings, useSendTestMail } from '../api/settings';
import { QueryState } from '@/components/query-state';
import { SettingsCard } from '@/components/settings-card';

interface Values {
  host: string;
  port: number;
  security: MailSettingsInput['security'];
  username: string;
  password: string;
  removePassword: boolean;
  from: string;
  testAddress: string;
}

const SECURITY_LABELS = {
  tls: 'systemSettings.securityTls',
  starttls: 'systemSettings.securityStarttls',
  none: 'systemSettings.securityNone',
} as const;

/** What the form sends: an empty password keeps the stored one unless "remove" is ticked. */
export function mailPayload(values: Values): MailSettingsInput {
  const { password, removePassword, ...rest } = values;
  return {
    ...rest,
    host: rest.host.trim(),
    username: rest.username?.trim() ?? '',
    from: rest.from?.trim() ?? '',
    ...(removePassword ? { password: '' } : password ? { password } : {}),
  };
}

/**
 * /setting/mailManage (cloudAdmin, SPEC §6): the SMTP server, port, security, account and test
 * address (SPEC §5: server and test address required); "send a test mail" sends for real with the
 * saved settings. The password is never shown: only whether one is set and its last characters.
 */
export default function MailSettingsPage() {
  const { t } = useTranslation();
  const query = useMailSettings();
  return (
    <QueryState query={query} failedTitle={t('systemSettings.loadFailed')}>
      {(settings) => <MailForm key={`${settings.host}:${settings.passwordHint ?? ''}`} settings={settings} />}
    </QueryState>
  );
}

function MailForm({ settings }: { settings: MailSettingsView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const save = useSaveMailSettings();
  const test = useSendTestMail();
  const [form] = Form.useForm<Values>();
  const removePassword = Form.useWatch('removePassword', form) ?? false;
  const labels = useMemo(
    () => ({
      host: t('systemSettings.host'),
      port: t('systemSettings.port'),
      security: t('systemSettings.security'),
      username: t('systemSettings.username'),
      password: t('systemSettings.password'),
      from: t('systemSettings.from'),
      testAddress: t('systemSettings.testAddress'),
    }),
    [t],
  );
  const rule = (field: keyof typeof labels) =>
    schemaRule(mailSettingsSchema, field, labels[field], lang, form);

  const onFinish = (values: Values) =>
    save.mutate(mailPayload(values), {
      onSuccess: () => {
        form.setFieldsValue({ password: '', removePassword: false });
        void message.success(t('systemSettings.saved'));
      },
      onError: (error) => applyServerFieldErrors(form, error, labels, lang),
    });

  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: (result) => void message.success(t('systemSettings.testSent', { to: result.to })),
    });

  return (
    <SettingsCard title={t('systemSettings.mailTitle')}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          host: settings.host,
          port: settings.port,
          security: settings.security,
          username: settings.username,
          password: '',
          removePassword: false,
          from: settings.from,
          testAddress: settings.testAddress,
        }}
        onFinish={onFinish}
        disabled={save.isPending}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="host" label={labels.host} rules={[rule('host')]} required>
          <Input placeholder="smtp.example.com" autoComplete="off" />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="port" label={labels.port} rules={[rule('port')]} required>
            <InputNumber min={1} max={65535} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="security" label={labels.security} rules={[rule('security')]} required>
            <Select
              aria-label={labels.security}
              style={{ width: 220 }}
              options={MAIL_SECURITY.map((value) => ({ value, label: t(SECURITY_LABELS[value]) }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="username" label={labels.username} rules={[rule('username')]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={labels.password}
          extra={
            settings.passwordSet
              ? t('systemSettings.passwordKept', { hint: settings.passwordHint ?? '' })
              : t('systemSettings.passwordNone')
          }
          rules={[rule('password')]}
        >
          <Input.Password autoComplete="new-password" disabled={removePassword} />
        </Form.Item>
        {settings.passwordSet ? (
          <Form.Item name="removePassword" valuePropName="checked">
            <Checkbox>{t('systemSettings.removePassword')}</Checkbox>
          </Form.Item>
        ) : null}
        <Form.Item
          name="from"
          label={labels.from}
          extra={t('systemSettings.fromHelp')}
          rules={[rule('from')]}
        >
          <Input placeholder="noreply@example.com" />
        </Form.Item>
        <Form.Item name="testAddress" label={labels.testAddress} rules={[rule('testAddress')]} required>
          <Input placeholder="ops@example.com" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('systemSettings.save')}
          </Button>
          <Button
            icon={<SendOutlined />}
            onClick={sendTest}
            loading={test.isPending}
            disabled={!settings.configured || save.isPending}
            title={settings.configured ? undefined : t('systemSettings.saveFirst')}
          >
            {t('systemSettings.sendTest')}
          </Button>
        </Space>
        {!settings.configured ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('systemSettings.saveFirst')}
          </Typography.Paragraph>
        ) : null}
      </Form>
    </SettingsCard>
  );
}
