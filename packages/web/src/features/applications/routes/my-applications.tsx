import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routeTo } from '@/engine/route-paths';
import { useOrgApplications } from '../api/list-org-applications';

/** SPEC /setting/myApplication: the applications of the user's organisation. */
export default function MyApplicationsPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const apps = useOrgApplications();

  let content;
  if (apps.isPending) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (apps.isError)
    content = (
      <Result
        status="error"
        title={t('engine.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void apps.refetch()}>
            {t('engine.retry')}
          </Button>
        }
      />
    );
  else if (apps.data.length === 0) content = <Empty description={t('engine.noData')} />;
  else
    content = (
      <Row gutter={[16, 16]}>
        {apps.data.map((app) => {
          const name = en ? app.english || app.name : app.name;
          const to = routeTo('myApplicationDetail', app.id);
          return (
            <Col key={app.id} xs={24} sm={12} lg={8} xl={6}>
              <Card size="small" hoverable>
                <Card.Meta
                  avatar={<AppstoreOutlined style={{ fontSize: 24 }} aria-hidden="true" />}
                  title={to ? <Link to={to}>{name}</Link> : name}
                  description={
                    <>
                      <Typography.Text type="secondary">{app.key}</Typography.Text>{' '}
                      <Tag>{t(`applications.appTypes.${app.appType}`, { defaultValue: app.appType })}</Tag>
                    </>
                  }
                />
              </Card>
            </Col>
          );
        })}
      </Row>
    );

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('applications.myTitle')}
        </Typography.Title>
      }
    >
      {content}
    </Card>
  );
}
