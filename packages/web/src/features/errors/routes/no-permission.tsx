import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export default function NoPermissionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<h1 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>401</h1>}
      subTitle={t('errors.noPermission')}
      extra={[
        <Button key="back" onClick={() => navigate(-1)}>
          {t('common.back')}
        </Button>,
        <Button key="home" type="primary" onClick={() => navigate('/')}>
          {t('errors.backHome')}
        </Button>,
      ]}
    />
  );
}
