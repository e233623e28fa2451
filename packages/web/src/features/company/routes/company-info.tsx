import { Card, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/page-loading';
import { useUserInfo } from '@/lib/session/api/get-user-info';

/** SPEC `/public/companyInfo`: the organisation the signed-in user belongs to. */
export default function CompanyInfoPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  if (user.isPending) return <PageLoading />;
  if (!user.data) return <Result status="warning" title={t('common.loadFailed')} />;
  const { customerName, customerId, orgId } = user.data;
  return (
    <Card title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('company.title')}</h1>}>
      <Descriptions
        column={1}
        bordered
        items={[
          { key: 'name', label: t('company.name'), children: customerName || t('common.empty') },
          { key: 'customerId', label: t('company.customerId'), children: customerId },
          { key: 'orgId', label: t('company.orgId'), children: orgId },
        ]}
      />
    </Card>
  );
}
