import { DesktopOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routeTo } from '@/engine/route-paths';
import { useBedGrid } from '../api/get-bed-grid';

/**
 * A ward's beds as a grid (OpenMRS-style bed management): each bed with its occupant, the
 * devices bound to it and its collection boxes; an occupied bed is marked in the theme colour.
 */
export function BedGrid({ wardId }: { wardId: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const grid = useBedGrid(wardId);
  if (grid.isPending) return <Skeleton active />;
  if (grid.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const { beds } = grid.data;
  if (beds.length === 0) return <Empty description={t('baseMedical.grid.empty')} />;
  const occupied = beds.filter((bed) => bed.patient).length;
  return (
    <Flex vertical gap="middle">
      <Typography.Text data-testid="bed-grid-summary">
        {t('baseMedical.grid.summary', { occupied, total: beds.length })}
      </Typography.Text>
      <Row gutter={[12, 12]}>
        {beds.map((bed) => (
          <Col key={bed.id} xs={24} sm={12} md={8} lg={6}>
            <Card
              size="small"
              data-testid={`bed-cell-${bed.number}`}
              title={
                <Link to={routeTo('baseBedDetail', bed.id) ?? '#'}>
                  {bed.number} · {bed.name}
                </Link>
              }
              extra={
                <Tag color={bed.patient ? 'processing' : 'default'}>
                  {bed.patient ? t('baseMedical.grid.occupied') : t('baseMedical.grid.free')}
                </Tag>
              }
              style={bed.patient ? { borderColor: token.colorPrimary } : undefined}
            >
              {bed.patient ? (
                <Typography.Paragraph style={{ marginBottom: 8 }}>
                  <UserOutlined />{' '}
                  <Link to={routeTo('basePatientDetail', bed.patient.id) ?? '#'}>{bed.patient.name}</Link>{' '}
                  <Typography.Text type="secondary">
                    {t(`baseMedical.sex.${bed.patient.sex}`)} · {bed.patient.age} ·{' '}
                    {bed.patient.hospitalNumber}
                  </Typography.Text>
                </Typography.Paragraph>
              ) : (
                <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                  {t('baseMedical.grid.noPatient')}
                </Typography.Paragraph>
              )}
              <Flex wrap gap={4}>
                {bed.devices.map((device) => (
                  <Tag
                    key={device.id}
                    icon={<DesktopOutlined />}
                    color={device.online ? 'success' : 'default'}
                  >
                    {device.name}
                  </Tag>
                ))}
                {bed.devices.length === 0 && (
                  <Typography.Text type="secondary">{t('baseMedical.grid.noDevices')}</Typography.Text>
                )}
                {bed.collectionBoxes > 0 && (
                  <Tag>{t('baseMedical.grid.boxes', { count: bed.collectionBoxes })}</Tag>
                )}
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
