import {
  DisconnectOutlined,
  PlayCircleOutlined,
  SettingOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { StreamTile } from '@console/contract/resources/terminal-streams';
import { Card, Flex, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@/engine/dates';
import { useLang } from '@/engine/use-lang';
import { PresenceBadge } from './presence-dot';
import { sourceTypeLabel } from './source-type';
import { streamTerminalPath } from './stream-paths';
import styles from './stream-tile.module.css';

interface StreamTileProps {
  tile: StreamTile;
  /** The wall fits the window: the screen area takes the tile's height left, not 16:9. */
  fitted?: boolean;
  /** The company has no address template, so a stream without its own address cannot play. */
  noTemplate?: boolean;
  /** Where the template is set (for those who may open it). */
  settingsPath?: string | undefined;
}

/**
 * One stream of the wall: its terminal and presence, a screen area saying what would play (no
 * video is decoded here) or why nothing can, and the address to open in a player.
 */
export function StreamTileCard({ tile, fitted = false, noTemplate = false, settingsPath }: StreamTileProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { token } = theme.useToken();

  let screen: ReactNode;
  if (!tile.online)
    screen = (
      <>
        <DisconnectOutlined className={styles.screenIcon} aria-hidden />
        <Typography.Text strong>{t('terminalStreams.offline')}</Typography.Text>
        <Typography.Text type="secondary">{t('terminalStreams.offlineReason')}</Typography.Text>
        <Typography.Text type="secondary">
          {t('terminalMonitor.lastSeen')}:{' '}
          {tile.lastSeenAt ? formatDate(tile.lastSeenAt, true) : t('terminalMonitor.never')}
        </Typography.Text>
      </>
    );
  else if (tile.sourceId === null)
    screen = (
      <>
        <VideoCameraOutlined className={styles.screenIcon} aria-hidden />
        <Typography.Text type="secondary">{t('terminalStreams.noSource')}</Typography.Text>
      </>
    );
  else
    screen = (
      <>
        <PlayCircleOutlined className={styles.screenIcon} style={{ color: token.colorSuccess }} aria-hidden />
        <Typography.Text strong>
          {tile.stream === 'sub' ? t('terminalStreams.subStream') : t('terminalStreams.mainStream')}
          {tile.resolution ? ` · ${tile.resolution}` : ''}
        </Typography.Text>
        {!tile.address &&
          (noTemplate ? (
            <>
              <Typography.Text type="warning">{t('terminalStreams.noTemplate')}</Typography.Text>
              {settingsPath && <Link to={settingsPath}>{t('terminalStreams.setTemplate')}</Link>}
            </>
          ) : (
            <Typography.Text type="secondary">{t('terminalStreams.noAddress')}</Typography.Text>
          ))}
      </>
    );

  return (
    <Card
      size="small"
      className={fitted ? `${styles.tile} ${styles.fitted}` : styles.tile}
      classNames={{ body: styles.body }}
      data-testid={`stream-${tile.account}-${tile.sourceId ?? 'none'}`}
      data-online={tile.online}
      title={
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text strong ellipsis={{ tooltip: tile.terminalName }}>
            {tile.terminalName}
          </Typography.Text>
          <PresenceBadge online={tile.online} />
        </Flex>
      }
      extra={
        <Tooltip title={t('terminalStreams.terminalSettings')}>
          <Link
            to={streamTerminalPath(tile)}
            aria-label={`${t('terminalStreams.terminalSettings')}: ${tile.terminalName}`}
            className={styles.settings}
          >
            <SettingOutlined />
          </Link>
        </Tooltip>
      }
    >
      <div
        className={styles.screen}
        style={{
          background: tile.online ? token.colorFillQuaternary : token.colorFillSecondary,
          borderColor: tile.online ? token.colorSuccessBorder : token.colorBorder,
        }}
      >
        {screen}
      </div>
      <div className={styles.meta}>
        <Typography.Text type="secondary" ellipsis>
          {tile.account}
          {tile.sourceName ? ` · ${tile.sourceName}` : ''}
          {tile.sourceType ? ` (${sourceTypeLabel(tile.sourceType, lang)})` : ''}
        </Typography.Text>
      </div>
      <div className={styles.meta}>
        {tile.address ? (
          <Typography.Text code copyable={{ text: tile.address }} ellipsis={{ tooltip: tile.address }}>
            {tile.address}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('terminalStreams.noAddressHint')}</Typography.Text>
        )}
      </div>
    </Card>
  );
}
