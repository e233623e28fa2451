import { liveDescription } from '@console/contract/resources/descriptions/lives';
import { Card, Col, Flex, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LiveIndicator } from '@/components/live-indicator';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { useResource } from '@/engine/use-resource';
import { useLiveOnline } from '../api/get-live-online';
import { ViewersTable } from '../components/viewers-table';
import { useDevicePresence, useLiveChannel } from '../hooks/use-live-channel';

/**
 * SPEC /live/liveManage/online/{id} (opens in a new tab): who watches a stream now (console
 * accounts and terminals, counted by the server from their presence), and who checked in.
 */
export default function LiveOnlinePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const live = useResource(liveDescription, id);
  const online = useLiveOnline(id);
  useLiveChannel(id, 'audit');
  useDevicePresence(id);
  const title = (
    <Space>
      {t('liveChat.online.title')}
      {live.data && <Typography.Text type="secondary">{String(live.data.name)}</Typography.Text>}
    </Space>
  );
  if (online.isPending)
    return (
      <Card title={title}>
        <Skeleton active />
      </Card>
    );
  if (online.isError) return <LoadFailedAlert onRetry={() => void online.refetch()} />;
  const data = online.data;
  return (
    <Flex vertical gap={16}>
      <Card title={title} extra={<LiveIndicator />}>
        <Row gutter={16}>
          <Col span={8}>
            <div data-testid="online-accounts">
              <Statistic title={t('liveChat.online.accounts')} value={data.online.accounts} />
            </div>
          </Col>
          <Col span={8}>
            <div data-testid="online-devices">
              <Statistic title={t('liveChat.online.devices')} value={data.online.devices} />
            </div>
          </Col>
          <Col span={8}>
            <Statistic title={t('liveChat.online.checkedIn')} value={data.checkedIn} />
          </Col>
        </Row>
      </Card>
      <Card title={t('liveChat.online.viewersNow')}>
        <ViewersTable viewers={data.viewers} onlineOnly />
      </Card>
      <Card title={t('liveChat.online.checkInList')}>
        <ViewersTable viewers={data.viewers.filter((v) => v.checkedInAt)} />
      </Card>
    </Flex>
  );
}
