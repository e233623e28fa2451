import { AppstoreOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Empty, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { firstPageOf } from '@/engine/route-paths';
import { switchableApplications, type SessionApplication } from '@/lib/session/api/get-applications';
import styles from './figures.module.css';

/**
 * The applications enabled for the user's organisation, as the server lists them; those of the
 * switcher (the same rule, so the two agree) link to their first page.
 */
export function ApplicationList({
  applications,
  loading,
}: {
  applications: SessionApplication[];
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const switchable = new Set(switchableApplications(applications).map((app) => app.key));
  let body;
  if (loading) body = <Skeleton active />;
  else if (applications.length === 0) body = <Empty description={t('dashboard.noApplications')} />;
  else
    body = (
      <Row gutter={[12, 12]} role="list">
        {applications.map((app) => {
          const page = switchable.has(app.key) ? firstPageOf(app.key) : undefined;
          const name = en ? app.english || app.name : app.name;
          return (
            <Col key={app.key} xs={24} sm={12} lg={8} xxl={6} role="listitem">
              <Card size="small">
                <Card.Meta
                  avatar={<Avatar icon={<AppstoreOutlined />} alt="" />}
                  title={
                    <span className={styles.appName} title={name}>
                      {page ? <Link to={page}>{name}</Link> : name}
                    </span>
                  }
                  description={
                    <>
                      <Typography.Text type="secondary">{en ? app.name : app.english}</Typography.Text>
                      {switchable.has(app.key) && (
                        <div>
                          <Tag color="blue">{t('dashboard.inSwitcher')}</Tag>
                        </div>
                      )}
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
    <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('dashboard.applications')}</h2>}>
      {body}
    </Card>
  );
}
