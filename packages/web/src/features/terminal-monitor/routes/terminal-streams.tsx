import {
  LeftOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  ReloadOutlined,
  RightOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import {
  STREAM_WALL_SIZES,
  type StreamWallSize,
} from '@console/contract/resources/descriptions/terminal-streams';
import { terminalStreamGroupDescription } from '@console/contract/resources/descriptions/terminal-streams';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Result, Segmented, Select, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { resourceListQueryOptions } from '@/engine/resource-api';
import { routePath } from '@/engine/route-paths';
import { useRealtimeTopic } from '@/lib/use-realtime';
import { applyStreamPresence, streamWallKeys, useStreamWall } from '../api/get-stream-wall';
import { LiveIndicator } from '@/components/live-indicator';
import { StreamTileCard } from '../components/stream-tile';
import { useFittedWall } from '../components/use-fitted-wall';
import { nextPage, pageCount, previousPage, shownTiles, tilesOfPage } from '../components/wall-paging';
import styles from './terminal-streams.module.css';

const GROUPS = { page: 1, size: 100, sort: 'sort,name' };

/**
 * /terminalMonitor/terminalStream: the streams of a group (or every monitored terminal) a page at
 * a time, rotating through the pages. Presence arrives over the console WebSocket and patches the
 * wall in place. The group and the page size live in the URL; the page itself rotates.
 */
export default function TerminalStreamsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const groupId = Number(search.get('group')) || undefined;
  const sizeParam = Number(search.get('size'));
  const [page, setPage] = useState(0);
  const [playing, setPlaying] = useState(true);

  const wall = useStreamWall(groupId);
  const groups = useQuery({
    ...resourceListQueryOptions(terminalStreamGroupDescription.key, GROUPS),
    staleTime: 30_000,
  });
  useRealtimeTopic(
    'presence',
    (event) => {
      if (event.type === 'presence') applyStreamPresence(client, event);
    },
    () => void client.invalidateQueries({ queryKey: streamWallKeys.all }),
  );

  const settings = wall.data?.settings;
  const perPage: StreamWallSize = STREAM_WALL_SIZES.includes(sizeParam as StreamWallSize)
    ? (sizeParam as StreamWallSize)
    : ((settings?.tilesPerPage as StreamWallSize | undefined) ?? 4);
  const tiles = useMemo(
    () => shownTiles(wall.data?.tiles ?? [], settings?.showOffline ?? true),
    [wall.data, settings?.showOffline],
  );
  const pages = pageCount(tiles.length, perPage);
  const current = Math.min(page, pages - 1);
  const rotation = settings?.effectiveRotationSeconds ?? 30;
  const rotating = playing && pages > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setPage((p) => nextPage(Math.min(p, pages - 1), pages)), rotation * 1000);
    return () => clearInterval(timer);
  }, [rotating, rotation, pages]);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
    setPage(0);
  };

  const online = tiles.filter((tile) => tile.online).length;
  const settingsPath = routePath('terminalStreamSetting');
  const [wallElement, setWallElement] = useState<HTMLDivElement | null>(null);
  const fit = useFittedWall(wallElement, perPage);
  const noTemplate = !settings?.addressTemplate;

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Flex align="center" gap={8} wrap>
            <span>{t('terminalStreams.title')}</span>
            <LiveIndicator />
          </Flex>
        }
        extra={
          settingsPath && (
            <Link to={settingsPath}>
              <SettingOutlined /> {t('terminalStreams.settingsLink')}
            </Link>
          )
        }
      >
        <Flex gap={12} wrap align="center">
          <Select
            className={styles.group}
            aria-label={t('terminalStreams.group')}
            value={groupId ?? 0}
            loading={groups.isPending}
            onChange={(value: number) => update({ group: value ? String(value) : undefined })}
            options={[
              { value: 0, label: t('terminalStreams.allStreams') },
              ...(groups.data?.list ?? []).map((row) => ({ value: row.id, label: String(row.name) })),
            ]}
          />
          <Flex gap={8} align="center">
            <Typography.Text id="stream-wall-size">{t('terminalStreams.tilesPerPage')}</Typography.Text>
            <Segmented<StreamWallSize>
              aria-labelledby="stream-wall-size"
              value={perPage}
              onChange={(value) => update({ size: String(value) })}
              options={STREAM_WALL_SIZES.map((size) => ({ value: size, label: String(size) }))}
            />
          </Flex>
          <Flex gap={4} align="center">
            <Button
              icon={<LeftOutlined />}
              aria-label={t('terminalStreams.previous')}
              disabled={pages < 2}
              onClick={() => setPage(previousPage(current, pages))}
            />
            <Typography.Text aria-live="polite" data-testid="stream-page">
              {t('terminalStreams.page', { page: current + 1, pages })}
            </Typography.Text>
            <Button
              icon={<RightOutlined />}
              aria-label={t('terminalStreams.next')}
              disabled={pages < 2}
              onClick={() => setPage(nextPage(current, pages))}
            />
          </Flex>
          <Button
            icon={playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
            aria-pressed={!playing}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? t('terminalStreams.pause') : t('terminalStreams.play')}
          </Button>
          <Typography.Text type="secondary">
            {rotating
              ? t('terminalStreams.rotatesEvery', { seconds: rotation })
              : pages > 1
                ? t('terminalStreams.paused')
                : t('terminalStreams.onePage')}
          </Typography.Text>
        </Flex>
        <Flex gap={8} wrap className={styles.counts}>
          <Tag color="success">{t('terminalStreams.onlineCount', { count: online })}</Tag>
          <Tag>{t('terminalStreams.offlineCount', { count: tiles.length - online })}</Tag>
          {settings && !settings.showOffline && (
            <Tag color="warning">{t('terminalStreams.offlineHidden')}</Tag>
          )}
        </Flex>
      </Card>

      {wall.data?.truncated && <Alert type="warning" showIcon title={t('terminalStreams.truncated')} />}

      {wall.isPending ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : wall.isError ? (
        <Card>
          <Result
            status="error"
            title={t('terminalStreams.loadFailed')}
            extra={
              <Button icon={<ReloadOutlined />} onClick={() => void wall.refetch()}>
                {t('engine.retry')}
              </Button>
            }
          />
        </Card>
      ) : tiles.length === 0 ? (
        <Card>
          <Empty description={groupId ? t('terminalStreams.emptyGroup') : t('terminalStreams.empty')} />
        </Card>
      ) : (
        <div
          ref={setWallElement}
          className={fit.rows ? `${styles.wall} ${styles.fitted}` : styles.wall}
          style={{
            ['--wall-columns' as string]: fit.columns,
            ...(fit.rows && fit.height ? { ['--wall-rows' as string]: fit.rows, height: fit.height } : {}),
          }}
          role="list"
          aria-label={wall.data?.group?.name ?? t('terminalStreams.allStreams')}
        >
          {tilesOfPage(tiles, current, perPage).map((tile) => (
            <div
              role="listitem"
              className={styles.cell}
              key={`${tile.deviceAccountId}-${tile.sourceId ?? 'none'}`}
            >
              <StreamTileCard
                tile={tile}
                fitted={Boolean(fit.rows)}
                noTemplate={noTemplate}
                settingsPath={settingsPath}
              />
            </div>
          ))}
        </div>
      )}
    </Flex>
  );
}
