import { Card, List, Skeleton, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { useCustomerApplications, useUpdateCustomerApplication } from '../api/customer-applications';

/** The applications a company may use (SPEC §6 "Applications are enabled per enterprise"). */
export function CompanyApplications({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const apps = useCustomerApplications(customerId);
  const toggle = useUpdateCustomerApplication();

  let body;
  if (apps.isPending) body = <Skeleton active />;
  else if (apps.isError) body = <LoadFailedAlert onRetry={() => void apps.refetch()} />;
  else
    body = (
      <List
        dataSource={apps.data}
        locale={{ emptyText: t('engine.noData') }}
        renderItem={(app) => {
          const name = en ? app.english || app.name : app.name;
          const busy = toggle.isPending && toggle.variables?.appId === app.id;
          return (
            <List.Item
              actions={[
                <Switch
                  key="enabled"
                  checked={app.enabled}
                  loading={busy}
                  aria-label={t('companies.enableApp', { name })}
                  checkedChildren={t('companies.enabled')}
                  unCheckedChildren={t('companies.disabled')}
                  onChange={(enabled) => toggle.mutate({ customerId, appId: app.id, enabled })}
                />,
              ]}
            >
              <List.Item.Meta
                title={
                  <>
                    {name}{' '}
                    {app.appType === 'terminal' ? <Tag>{t('applications.appTypes.terminal')}</Tag> : null}
                  </>
                }
                description={<Typography.Text type="secondary">{app.key}</Typography.Text>}
              />
            </List.Item>
          );
        }}
      />
    );

  return (
    <Card
      size="small"
      title={t('companies.applications')}
      extra={<Typography.Text type="secondary">{t('companies.applicationsHint')}</Typography.Text>}
    >
      {body}
    </Card>
  );
}
