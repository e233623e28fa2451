import type { Telemetry, TerminalCommand } from '@console/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, List, Popconfirm, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LazyResult } from '@/components/lazy-result';
import { SecondaryText } from '@/components/secondary-text';
import { formatDate } from '@/engine/dates';
import { routePath } from '@/engine/route-paths';
import { useLang } from '@/engine/use-lang';
import { useRealtimeTopic } from '@/lib/use-realtime';
import { useMonitorTerminal } from '../api/get-monitor-terminal';
import {
  terminalCommandKeys,
  upsertCommand,
  useSendCommand,
  useTerminalCommands,
} from '../api/terminal-commands';
import { terminalTelemetryKeys, useTelemetry } from '../api/terminal-telemetry';
import { CommandStateTag } from '../components/command-state';
import { ConfigPush } from '../components/config-push';
import { deviceTypeLabel } from '../components/device-type';
import { LiveIndicator } from '@/components/live-indicator';
import { PresenceBadge } from '../components/presence-dot';
import { TelemetryView } from '../components/telemetry-view';

interface TerminalEvent {
  at: string;
  kind: string;
}

/**
 * monitorAccountInfo/:accountName/:accountId/:customerId: one terminal, live — presence, the
 * commands sent to it with their progress (queued → requested → acknowledged → applied), its
 * latest telemetry and recent events.
 */
export default function MonitorAccountInfoPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const client = useQueryClient();
  const params = useParams();
  const id = Number(params.accountId);
  const terminal = useMonitorTerminal(id);
  const commands = useTerminalCommands(id);
  const telemetry = useTelemetry(id);
  const send = useSendCommand(id);
  const [events, setEvents] = useState<TerminalEvent[]>([]);

  useRealtimeTopic(
    Number.isInteger(id) && id > 0 ? `commands:${id}` : null,
    (event) => {
      if (event.type !== 'command') return;
      client.setQueryData<TerminalCommand[]>(terminalCommandKeys.list(id), (list) =>
        upsertCommand(list, event.command),
      );
    },
    () => void client.invalidateQueries({ queryKey: terminalCommandKeys.list(id) }),
  );
  useRealtimeTopic(
    Number.isInteger(id) && id > 0 ? `telemetry:${id}` : null,
    (event) => {
      if (event.type !== 'telemetry') return;
      const data = event.telemetry.data as { event?: { kind?: string } };
      if (data.event) {
        const kind = typeof data.event.kind === 'string' ? data.event.kind : 'event';
        setEvents((list) => [{ at: event.telemetry.at, kind }, ...list].slice(0, 8));
        return;
      }
      client.setQueryData<Telemetry | null>(terminalTelemetryKeys.latest(id), event.telemetry);
    },
    () => void client.invalidateQueries({ queryKey: terminalTelemetryKeys.latest(id) }),
  );

  if (terminal.isError) {
    return (
      <LazyResult
        status="404"
        title={t('terminalMonitor.notFound')}
        extra={
          <Link to={routePath('terminal') ?? '/terminalMonitor/terminal'}>
            {t('terminalMonitor.backToList')}
          </Link>
        }
      />
    );
  }
  const row = terminal.data;
  const sendCommand = (kind: 'enable' | 'disable' | 'config', payload?: Record<string, string>) =>
    send.mutate(
      { deviceAccountId: id, kind, ...(payload ? { payload } : {}) },
      {
        onSuccess: (command) =>
          void message.success(
            command.state === 'queued'
              ? t('terminalMonitor.commandQueued')
              : t('terminalMonitor.commandSent'),
          ),
      },
    );

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Flex align="center" gap={8} wrap>
            <span>{row?.name ?? params.accountName}</span>
            <LiveIndicator />
          </Flex>
        }
        extra={
          <Link to={routePath('terminal') ?? '/terminalMonitor/terminal'}>
            {t('terminalMonitor.backToList')}
          </Link>
        }
      >
        {!row ? (
          <Skeleton active />
        ) : (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              {
                key: 'status',
                label: t('terminalMonitor.status'),
                children: (
                  <span data-testid="terminal-status" data-online={row.online}>
                    <PresenceBadge online={row.online} />
                  </span>
                ),
              },
              { key: 'account', label: t('terminalMonitor.account'), children: row.account },
              {
                key: 'type',
                label: t('terminalMonitor.deviceType'),
                children: deviceTypeLabel(row.deviceType, lang),
              },
              {
                key: 'lastSeen',
                label: t('terminalMonitor.lastSeen'),
                children: row.lastSeenAt ? formatDate(row.lastSeenAt, true) : t('terminalMonitor.never'),
              },
              {
                key: 'enabled',
                label: t('terminalMonitor.accountState'),
                children: row.enabled
                  ? t('terminalMonitor.accountEnabled')
                  : t('terminalMonitor.disabledAccount'),
              },
            ]}
          />
        )}
      </Card>

      <Card title={t('terminalMonitor.commands')}>
        <Flex vertical gap={12}>
          {row && !row.online && <Alert type="info" showIcon title={t('terminalMonitor.offlineHint')} />}
          <Flex gap={8} wrap>
            <Button type="primary" loading={send.isPending} onClick={() => sendCommand('enable')}>
              {t('terminalMonitor.sendEnable')}
            </Button>
            <Popconfirm
              title={t('terminalMonitor.confirmDisable')}
              okText={t('terminalMonitor.sendDisable')}
              cancelText={t('terminalMonitor.cancel')}
              onConfirm={() => sendCommand('disable')}
            >
              <Button danger loading={send.isPending}>
                {t('terminalMonitor.sendDisable')}
              </Button>
            </Popconfirm>
            <ConfigPush pending={send.isPending} onPush={(payload) => sendCommand('config', payload)} />
          </Flex>
          <Table<TerminalCommand>
            size="small"
            rowKey="id"
            loading={commands.isPending}
            dataSource={commands.data ?? []}
            pagination={false}
            scroll={{ x: 720 }}
            locale={{ emptyText: t('terminalMonitor.noCommands') }}
            columns={[
              {
                key: 'kind',
                title: t('terminalMonitor.command'),
                render: (_, c) =>
                  c.kind === 'config' && c.payload
                    ? `${t('terminalMonitor.kindsOfCommand.config')}: ${Object.entries(c.payload)
                        .map(([k, v]) => `${k}=${String(v)}`)
                        .join(', ')}`
                    : t(`terminalMonitor.kindsOfCommand.${c.kind}`),
              },
              {
                key: 'state',
                title: t('terminalMonitor.state'),
                render: (_, c) => (
                  <span data-testid={`command-${c.id}`} data-state={c.state}>
                    <CommandStateTag state={c.state} />
                  </span>
                ),
              },
              {
                key: 'createdAt',
                title: t('terminalMonitor.requestedAt'),
                render: (_, c) => formatDate(c.createdAt, true),
              },
              {
                key: 'sentAt',
                title: t('terminalMonitor.sentAt'),
                render: (_, c) => formatDate(c.sentAt, true) || '-',
              },
              {
                key: 'acknowledgedAt',
                title: t('terminalMonitor.acknowledgedAt'),
                render: (_, c) => formatDate(c.acknowledgedAt, true) || '-',
              },
              {
                key: 'appliedAt',
                title: t('terminalMonitor.appliedAt'),
                render: (_, c) => formatDate(c.appliedAt, true) || (c.error ?? '-'),
              },
              { key: 'createdBy', title: t('terminalMonitor.createdBy'), dataIndex: 'createdBy' },
            ]}
          />
        </Flex>
      </Card>

      <Card title={t('terminalMonitor.telemetry')}>
        {telemetry.isPending ? <Skeleton active /> : <TelemetryView telemetry={telemetry.data} />}
      </Card>

      <Card title={t('terminalMonitor.events')}>
        <List
          size="small"
          dataSource={events}
          locale={{ emptyText: t('terminalMonitor.noEvents') }}
          renderItem={(event) => (
            <List.Item>
              <span>{t(`terminalMonitor.eventKinds.${event.kind}`, { defaultValue: event.kind })}</span>
              <SecondaryText>{formatDate(event.at, true)}</SecondaryText>
            </List.Item>
          )}
        />
      </Card>
    </Flex>
  );
}
