import type { LiveHealthRow } from '@console/contract/resources/lives';
import { liveDescription } from '@console/contract/resources/descriptions/lives';
import { Badge, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routeFor } from '@/engine/fields';
import { LivePlayer } from './live-player';

/**
 * A live stream on a monitor wall: on air (its picture with hls.js, loaded only for the tiles
 * shown, with its bitrate and frame rate) or waiting for its push.
 */
export function LiveWallTile({ live }: { live: LiveHealthRow }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid={`wall-live-${live.liveId}`}
      data-on-air={live.publishing}
      title={
        <Typography.Text strong ellipsis={{ tooltip: live.name }}>
          {live.name}
        </Typography.Text>
      }
      extra={
        <Badge
          status={live.publishing ? 'processing' : 'default'}
          text={live.publishing ? t('streamWall.onAir') : t('streamWall.waiting')}
        />
      }
      actions={[
        <Link key="open" to={routeFor(liveDescription.routes?.detail, live.liveId) ?? '#'}>
          {t('streamWall.openLive')}
        </Link>,
      ]}
    >
      <Flex vertical gap={4}>
        {live.publishing && live.playUrl ? (
          <LivePlayer src={live.playUrl} />
        ) : (
          <Typography.Text type="secondary">
            {live.playUrl ? t('streamWall.waiting') : t('streamWall.noAddress')}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          {t('streamWall.live')}
          {live.bitrateKbps !== null ? ` · ${t('liveHealth.kbps', { value: live.bitrateKbps })}` : ''}
          {live.frameRate !== null ? ` · ${t('liveHealth.fps', { value: live.frameRate })}` : ''}
          {live.width && live.height ? ` · ${live.width}×${live.height}` : ''}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
