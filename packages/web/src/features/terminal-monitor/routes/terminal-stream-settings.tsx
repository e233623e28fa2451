import {
  ADDRESS_PLACEHOLDERS,
  ROTATION_SECONDS,
  STREAM_KINDS,
  STREAM_WALL_SIZES,
  expandStreamAddress,
  isStreamAddress,
  streamSettingsUpdateSchema,
  type StreamSettings,
  type StreamSettingsUpdate,
} from '@console/contract/resources/terminal-streams';
import { App, Button, Card, Form, Input, InputNumber, Radio, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useLang } from '@/engine/use-lang';
import { applyServerFieldErrors, fieldIssue, fieldMessage, schemaRule } from '@/lib/form-rules';
import { useSaveStreamSettings, useStreamSettings } from '../api/stream-settings';

interface Values {
  tilesPerPage: number;
  followCompany: boolean;
  rotationSeconds: number | null;
  stream: string;
  showOffline: boolean;
  addressTemplate: string;
}

const valuesOf = (settings: StreamSettings): Values => ({
  tilesPerPage: settings.tilesPerPage,
  followCompany: settings.rotationSeconds === null,
  rotationSeconds: settings.rotationSeconds ?? settings.effectiveRotationSeconds,
  stream: settings.stream,
  showOffline: settings.showOffline,
  addressTemplate: settings.addressTemplate ?? '',
});

/** What the form sends: a followed company rotation and an empty template are null. */
export function settingsPayload(values: Values): StreamSettingsUpdate {
  return {
    tilesPerPage: values.tilesPerPage as StreamSettingsUpdate['tilesPerPage'],
    rotationSeconds: values.followCompany ? null : values.rotationSeconds,
    stream: values.stream as StreamSettingsUpdate['stream'],
    showOffline: values.showOffline,
    addressTemplate: values.addressTemplate.trim() || null,
  };
}

/** /terminalMonitor/terminalStreamSetting: how the company's stream wall pages, rotates and addresses streams. */
export default function TerminalStreamSettingsPage() {
  const { t } = useTranslation();
  const query = useStreamSettings();

  return (
    <QueryState query={query} failedTitle={t('terminalStreams.loadFailed')} rows={8}>
      {(settings) => <SettingsForm key={settings.updatedAt ?? 'defaults'} settings={settings} />}
    </QueryState>
  );
}

function SettingsForm({ settings }: { settings: StreamSettings }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const save = useSaveStreamSettings();
  const [form] = Form.useForm<Values>();
  const followCompany = Form.useWatch('followCompany', form) ?? settings.rotationSeconds === null;
  const template =
    (Form.useWatch('addressTemplate', form) as string | undefined) ?? settings.addressTemplate ?? '';
  const stream = (Form.useWatch('stream', form) as string | undefined) ?? settings.stream;

  const labels = useMemo(
    () => ({
      tilesPerPage: t('terminalStreams.tilesPerPage'),
      rotationSeconds: t('terminalStreams.rotationSeconds'),
      stream: t('terminalStreams.stream'),
      showOffline: t('terminalStreams.showOffline'),
      addressTemplate: t('terminalStreams.addressTemplate'),
    }),
    [t],
  );
  const rule = (field: Exclude<keyof typeof labels, 'addressTemplate'>) =>
    schemaRule(streamSettingsUpdateSchema, field, labels[field], lang);
  const example = template.trim()
    ? expandStreamAddress(template.trim(), { account: '8001001', sourceId: 12, source: 'hdmi', stream })
    : '';

  const onFinish = (values: Values) =>
    save.mutate(settingsPayload(values), {
      onSuccess: () => void message.success(t('engine.saved')),
      onError: (error) => applyServerFieldErrors(form, error, labels, lang),
    });

  return (
    <Card title={t('terminalStreams.settingsTitle')}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={valuesOf(settings)}
        onFinish={onFinish}
        disabled={save.isPending}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="tilesPerPage" label={labels.tilesPerPage} rules={[rule('tilesPerPage')]}>
          <Radio.Group
            optionType="button"
            options={STREAM_WALL_SIZES.map((size) => ({
              value: size,
              label: t('terminalStreams.tiles', { count: size }),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="followCompany"
          label={t('terminalStreams.followCompany')}
          valuePropName="checked"
          extra={
            settings.companyPollingSeconds !== null
              ? t('terminalStreams.companySeconds', { seconds: settings.companyPollingSeconds })
              : undefined
          }
        >
          <Switch />
        </Form.Item>
        {!followCompany && (
          <Form.Item
            name="rotationSeconds"
            label={labels.rotationSeconds}
            required
            rules={[
              rule('rotationSeconds'),
              { required: true, message: t('terminalStreams.rotationRequired') },
            ]}
            extra={t('terminalStreams.rotationRange', ROTATION_SECONDS)}
          >
            <InputNumber precision={0} suffix="s" />
          </Form.Item>
        )}
        <Form.Item
          name="stream"
          label={labels.stream}
          extra={t('terminalStreams.streamHint')}
          rules={[rule('stream')]}
        >
          <Radio.Group
            options={STREAM_KINDS.map((kind) => ({
              value: kind,
              label: kind === 'sub' ? t('terminalStreams.subStream') : t('terminalStreams.mainStream'),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="showOffline"
          label={labels.showOffline}
          valuePropName="checked"
          extra={t('terminalStreams.showOfflineHint')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="addressTemplate"
          label={labels.addressTemplate}
          rules={[
            {
              // An empty template is allowed (no addresses); any other must make valid addresses.
              validator: async (_rule, value: string | undefined) => {
                const text = value?.trim();
                const key =
                  text &&
                  fieldIssue(streamSettingsUpdateSchema, { addressTemplate: text }, 'addressTemplate');
                if (key) throw new Error(fieldMessage(labels.addressTemplate, key, lang));
              },
            },
          ]}
          extra={
            <>
              {t('terminalStreams.addressTemplateHint', {
                placeholders: ADDRESS_PLACEHOLDERS.map((name) => `{${name}}`).join(' '),
              })}
              {example && isStreamAddress(example) && (
                <div>
                  {t('terminalStreams.example')}: <Typography.Text code>{example}</Typography.Text>
                </div>
              )}
            </>
          }
        >
          <Input placeholder="rtmp://media.example.com/live/{account}_{source}_{stream}" autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('engine.save')}
        </Button>
      </Form>
    </Card>
  );
}
