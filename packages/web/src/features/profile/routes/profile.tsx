import { Card, Col, Result, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/page-loading';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { ChangePasswordForm } from '../components/change-password-form';
import { UserInfoCard } from '../components/user-info-card';

/** SPEC `/profile/index`: the user's information and the password change form. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  if (user.isPending) return <PageLoading />;
  if (!user.data) return <Result status="warning" title={t('common.loadFailed')} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <UserInfoCard user={user.data} />
      </Col>
      <Col xs={24} xl={10}>
        <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('password.title')}</h2>}>
          <ChangePasswordForm />
        </Card>
      </Col>
    </Row>
  );
}
