import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '@/components/blob-image';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/engine/dates';
import { isApiError } from '@/lib/api-client';
import { useBedSnapshot } from '../api/get-bed-snapshot';

/**
 * The bed camera's still for the bed screen: taken now and again every 10 s while the page is
 * visible, with its time and a refresh button; says so when the bed has no camera, and why when
 * the camera did not answer (the server's message, in the console's language).
 */
export function BedCamera({ bedId }: { bedId: number }) {
  const { t } = useTranslation();
  const still = useBedSnapshot(bedId);
  const error = still.error;
  const noCamera = isApiError(error) && error.errKey === 'error.noCamera';
  const refresh = (
    <Button size="small" onClick={() => void still.refetch()} loading={still.isFetching}>
      {t('bedCamera.refresh')}
    </Button>
  );
  return (
    <Card size="small" title={t('bedCamera.title')} extra={!noCamera && refresh} data-testid="bed-camera">
      {noCamera ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bedCamera.noCamera')} />
      ) : error ? (
        <Alert type="error" showIcon title={t('bedCamera.failed')} description={error.message} />
      ) : still.data ? (
        <Flex vertical gap="small">
          <BlobImage blob={still.data.blob} alt={t('bedCamera.alt')} style={{ width: '100%' }} />
          {still.data.takenAt && (
            <Typography.Text type="secondary">
              {t('bedCamera.takenAt', { time: formatDate(still.data.takenAt, true) })}
            </Typography.Text>
          )}
        </Flex>
      ) : (
        <Flex vertical align="center" gap="small" aria-busy="true">
          <Spinner />
          <Typography.Text type="secondary">{t('bedCamera.loading')}</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
