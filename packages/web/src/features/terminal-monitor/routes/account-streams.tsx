import { ArrowLeftOutlined } from '@ant-design/icons';
import type { AccountStream } from '@console/contract/resources/terminal-streams';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Grid, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { LiveIndicator } from '@/components/live-indicator';
import { routePath } from '@/engine/route-paths';
import { useRealtimeTopic } from '@/lib/use-realtime';
import { accountStreamsKey, useAccountStreams } from '../api/get-account-streams';
import { useSaveStreamTerminal } from '../api/stream-terminal';
import { StreamTileCard } from '../components/stream-tile';
import { TerminalTabCard } from '../components/terminal-tab-card';
import styles from './account-streams.module.css';

/** One stream: its tile, whether the all-terminals wall shows it, and the groups that do. */
function StreamCell({
  stream,
  monitored,
  noTemplate,
  settingsPath,
  onShow,
  busy,
}: {
  stream: AccountStream;
  monitored: boolean;
  noTemplate: boolean;
  settingsPath: string | undefined;
  onShow: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { tile } = stream;
  return (
    <div role="listitem" className={styles.cell} data-testid={`account-stream-${tile.sourceId}`}>
      <div>
        <StreamTileCard tile={tile} noTemplate={noTemplate} settingsPath={settingsPath} />
      </div>
      <Flex gap={8} wrap align="center">
        {stream.onWall ? (
          <Tag color="success">{t('accountStreams.onWall')}</Tag>
        ) : monitored ? (
          <Button size="small" onClick={onShow} loading={busy}>
            {t('accountStreams.showOnWall')}
          </Button>
        ) : null}
        <Typography.Text type="secondary">
          {stream.groups.length ? t('accountStreams.inGroups') : t('accountStreams.noGroups')}
        </Typography.Text>
        {stream.groups.map((group) => (
          <Tag key={group.id}>{group.name}</Tag>
        ))}
      </Flex>
    </div>
  );
}

/**
 * Device account tab `monitor` (SPEC "account stream monitor", the monitor application): the
 * terminal's streams as the monitor shows them — each video source as its wall tile (presence,
 * stream, address), which one the all-terminals wall shows and which groups show each — with the
 * switch that keeps the terminal on the walls and the choice of its wall source.
 */
export default function AccountStreamsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const { accountId, accountName } = useParams();
  const id = Number(accountId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useAccountStreams(id, valid);
  const save = useSaveStreamTerminal();
  useRealtimeTopic(
    'presence',
    (event) => {
      if (event.type === 'presence' && event.id === id)
        void client.invalidateQueries({ queryKey: accountStreamsKey(id) });
    },
    () => void client.invalidateQueries({ queryKey: accountStreamsKey(id) }),
  );
  // The device account editor is this tab's parent route.
  const editPath = pathname.replace(/\/monitor\/?$/, '');
  const back = () => navigate(editPath);
  const wallPath = routePath('terminalStream');
  const settingsPath = routePath('terminalStreamSetting');

  const title = (
    <Flex align="center" gap={8} wrap>
      <span>{t('accountStreams.title', { name: accountName ?? '' })}</span>
      <LiveIndicator />
    </Flex>
  );
  // On a phone the way back is its arrow alone, so the title keeps the terminal's name.
  const extra = (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={back}
      aria-label={screens.sm ? undefined : t('terminalStreams.backToAccount')}
    >
      {screens.sm ? t('terminalStreams.backToAccount') : null}
    </Button>
  );
  const change = (changes: { monitored?: boolean; videoSourceId?: number }) =>
    save.mutate(
      { deviceAccountId: id, changes },
      { onSuccess: () => void message.success(t('engine.saved')) },
    );
  return (
    <TerminalTabCard title={title} extra={extra} valid={valid} query={query}>
      {({ monitored, streams, settings }) => (
        <Flex vertical gap={16}>
          <Flex gap={12} align="center" wrap>
            <Switch
              id="account-monitored"
              checked={monitored}
              loading={save.isPending}
              onChange={(checked) => change({ monitored: checked })}
            />
            <label htmlFor="account-monitored">{t('terminalStreams.monitored')}</label>
            <Typography.Text type="secondary">
              {monitored ? t('accountStreams.monitoredHelp') : t('accountStreams.offHelp')}
            </Typography.Text>
            {wallPath ? <Link to={wallPath}>{t('terminalStreams.openWall')}</Link> : null}
          </Flex>
          {streams.length === 0 ? (
            <Empty description={t('accountStreams.noSources')}>
              <Button onClick={() => void navigate(`${editPath}?tab=inputSource`)}>
                {t('accountStreams.toSources')}
              </Button>
            </Empty>
          ) : (
            <div className={styles.streams} role="list" aria-label={t('accountStreams.streams')}>
              {streams.map((stream) => (
                <StreamCell
                  key={stream.tile.sourceId}
                  stream={stream}
                  monitored={monitored}
                  noTemplate={!settings.addressTemplate}
                  settingsPath={settingsPath}
                  busy={save.isPending}
                  onShow={() => change({ videoSourceId: stream.tile.sourceId! })}
                />
              ))}
            </div>
          )}
        </Flex>
      )}
    </TerminalTabCard>
  );
}
