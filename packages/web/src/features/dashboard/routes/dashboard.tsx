import { Col, Result, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/page-loading';
import { useApplications } from '@/lib/session/api/get-applications';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { ApplicationList } from '../components/application-list';
import { Figures, prefetchFigures } from '../components/figures';
import { WelcomeCard } from '../components/welcome-card';

/** The dashboard as the first page: its figures load with the session (`PageModule.prefetchData`). */
export const prefetchData = prefetchFigures;

/**
 * SPEC `/dashboard`: who is signed in, for which organisation, the figures of the areas they may
 * open, and the enabled applications.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const applications = useApplications();
  if (user.isPending) return <PageLoading />;
  if (!user.data) return <Result status="warning" title={t('common.loadFailed')} />;
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <WelcomeCard user={user.data} />
      </Col>
      <Col span={24}>
        <Figures user={user.data} />
      </Col>
      <Col span={24}>
        <ApplicationList applications={applications.data ?? []} loading={applications.isPending} />
      </Col>
    </Row>
  );
}
