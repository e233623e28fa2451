import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  streamTerminalUpdateSchema,
  type StreamTerminal,
  type StreamTerminalUpdate,
} from '@console/contract/resources/terminal-streams';
import { App, Button, Form, Input, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useLang } from '@/engine/use-lang';
import { applyServerFieldErrors, fieldIssue, fieldMessage } from '@/lib/form-rules';
import { useStreamSources } from '../api/get-stream-sources';
import { useSaveStreamTerminal, useStreamTerminal } from '../api/stream-terminal';
import { sourceTypeLabel } from '../components/source-type';
import { TerminalTabCard } from '../components/terminal-tab-card';

interface Values {
  monitored: boolean;
  /** 0: the terminal's main source. */
  videoSourceId: number;
  streamAddress: string;
}

/** The form's values as the API takes them: no preference and an empty address are null. */
export function terminalPayload(values: Values): StreamTerminalUpdate {
  return {
    monitored: values.monitored,
    videoSourceId: values.videoSourceId || null,
    streamAddress: values.streamAddress.trim() || null,
  };
}

/**
 * Device account tab `streamMonitor` (SPEC "terminal stream monitor setting", application
 * streamMonitor): whether the terminal is on the stream wall, which of its sources, and the
 * address that source plays at when the company's template does not fit it.
 */
export default function AccountStreamMonitorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { accountId, accountName } = useParams();
  const id = Number(accountId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useStreamTerminal(id, valid);
  // The device account editor is this tab's parent route.
  const back = () => navigate(pathname.replace(/\/streamMonitor\/?$/, ''));

  const title = t('terminalStreams.terminalTitle', { name: accountName ?? '' });
  const extra = (
    <Button icon={<ArrowLeftOutlined />} onClick={back}>
      {t('terminalStreams.backToAccount')}
    </Button>
  );
  return (
    <TerminalTabCard title={title} extra={extra} valid={valid} query={query}>
      {(terminal) => <TerminalForm key={terminal.updatedAt ?? 'defaults'} terminal={terminal} />}
    </TerminalTabCard>
  );
}

function TerminalForm({ terminal }: { terminal: StreamTerminal }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const save = useSaveStreamTerminal();
  const sources = useStreamSources({ deviceAccountId: terminal.deviceAccountId });
  const [form] = Form.useForm<Values>();
  const labels = useMemo(
    () => ({
      monitored: t('terminalStreams.monitored'),
      videoSourceId: t('terminalStreams.preferredSource'),
      streamAddress: t('terminalStreams.streamAddress'),
    }),
    [t],
  );

  const onFinish = (values: Values) =>
    save.mutate(
      { deviceAccountId: terminal.deviceAccountId, changes: terminalPayload(values) },
      {
        onSuccess: () => void message.success(t('engine.saved')),
        onError: (error) => applyServerFieldErrors(form, error, labels, lang),
      },
    );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      disabled={save.isPending}
      initialValues={{
        monitored: terminal.monitored,
        videoSourceId: terminal.videoSourceId ?? 0,
        streamAddress: terminal.streamAddress ?? '',
      }}
      onFinish={onFinish}
    >
      <Form.Item
        name="monitored"
        label={labels.monitored}
        valuePropName="checked"
        extra={t('terminalStreams.monitoredHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="videoSourceId"
        label={labels.videoSourceId}
        extra={t('terminalStreams.preferredSourceHint')}
      >
        <Select
          loading={sources.isPending}
          options={[
            { value: 0, label: t('terminalStreams.mainSource') },
            ...(sources.data ?? []).map((source) => ({
              value: source.id,
              label: `${source.name} (${sourceTypeLabel(source.type, lang)})`,
              disabled: !source.enabled,
            })),
          ]}
        />
      </Form.Item>
      <Form.Item
        name="streamAddress"
        label={labels.streamAddress}
        extra={t('terminalStreams.streamAddressHint')}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const text = value?.trim();
              const key =
                text && fieldIssue(streamTerminalUpdateSchema, { streamAddress: text }, 'streamAddress');
              if (key) throw new Error(fieldMessage(labels.streamAddress, key, lang));
            },
          },
        ]}
      >
        <Input placeholder="rtsp://10.0.0.7:554/stream1" autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('engine.save')}
      </Button>
    </Form>
  );
}
