import type { LiveHealthRow } from '@console/contract/resources/lives';
import type { StreamTile } from '@console/contract/resources/terminal-streams';
import { Alert, Card, Empty, Flex, Skeleton, Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWallRotation, useWallSplit, WallGrid, WallToolbar } from '@/components/monitor-wall';
import { useLivesHealth } from '@/features/lives/api/get-lives-wall';
import { LiveWallTile } from '@/features/lives/components/live-wall-tile';
import { useStreamWall } from '@/features/terminal-monitor/api/get-stream-wall';
import { StreamTileCard } from '@/features/terminal-monitor/components/stream-tile';

/** The wall shows every stream in progress; a company with more rotates through them. */
const WALL_LIVES = 100;

type WallTile = { kind: 'live'; live: LiveHealthRow } | { kind: 'source'; tile: StreamTile };

/**
 * SPEC /streamMonitor/streaming: a wall of the company's live streams in progress (their picture
 * over hls.js while on air) and its monitor stream sources (terminal streams, with their
 * terminal's presence), split 1/2/4/6/9 and turning to the next page every `pollingSeconds` of
 * the company, pausable. Where the lives and terminal-monitor features meet, so it lives here.
 */
export default function StreamMonitorPage() {
  const { t } = useTranslation();
  const [split, setSplit] = useWallSplit();
  const lives = useLivesHealth(1, WALL_LIVES, true);
  const sources = useStreamWall(undefined);
  const tiles = useMemo<WallTile[]>(
    () => [
      ...(lives.data?.items ?? []).map((live) => ({ kind: 'live' as const, live })),
      ...(sources.data?.tiles ?? []).map((tile) => ({ kind: 'source' as const, tile })),
    ],
    [lives.data, sources.data],
  );
  const seconds = lives.data?.pollingSeconds ?? 30;
  const refetchLives = lives.refetch;
  const refetchSources = sources.refetch;
  const turn = useCallback(() => {
    void refetchLives();
    void refetchSources();
  }, [refetchLives, refetchSources]);
  const rotation = useWallRotation(tiles, split, seconds, turn);
  const pending = lives.isPending || sources.isPending;

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Flex gap={8} align="center" wrap>
            {t('streamWall.title')}
            <Tag>{t('streamWall.lives', { count: lives.data?.items.length ?? 0 })}</Tag>
            <Tag>{t('streamWall.sources', { count: sources.data?.tiles.length ?? 0 })}</Tag>
          </Flex>
        }
      >
        <WallToolbar
          split={split}
          onSplit={setSplit}
          rotation={rotation}
          seconds={seconds}
          testId="stream-wall-page"
        />
      </Card>
      {lives.data && !lives.data.configured ? (
        <Alert type="info" showIcon title={t('streamWall.noStreamServer')} />
      ) : null}
      {lives.isError || sources.isError ? (
        <Alert type="error" showIcon title={t('common.loadFailed')} />
      ) : null}
      {pending ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : tiles.length === 0 ? (
        <Card>
          <Empty description={t('streamWall.empty')} />
        </Card>
      ) : (
        <WallGrid split={split} testId="stream-wall">
          {rotation.shown.map((tile) =>
            tile.kind === 'live' ? (
              <LiveWallTile key={`live-${tile.live.liveId}`} live={tile.live} />
            ) : (
              <StreamTileCard
                key={`source-${tile.tile.deviceAccountId}-${tile.tile.sourceId ?? 'none'}`}
                tile={tile.tile}
              />
            ),
          )}
        </WallGrid>
      )}
    </Flex>
  );
}
