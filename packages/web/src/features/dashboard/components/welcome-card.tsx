import { SmileOutlined } from '@ant-design/icons';
import type { UserInfo } from '@console/contract/resources/identity';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleLabels, userTypeLabel } from '@/lib/session/labels';

export function WelcomeCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const name = user.realName || user.nickName || user.account;
  const roles = roleLabels(t, user.roles);
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        <SmileOutlined aria-hidden="true" /> {t('dashboard.welcome', { name })}
      </Typography.Title>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 3 }}
        items={[
          {
            key: 'organisation',
            label: t('dashboard.organisation'),
            children: user.customerName || t('common.empty'),
          },
          { key: 'userType', label: t('dashboard.userType'), children: userTypeLabel(t, user.userType) },
          {
            key: 'roles',
            label: t('dashboard.roles'),
            children: roles.length ? roles.map((role) => <Tag key={role}>{role}</Tag>) : t('common.empty'),
          },
        ]}
      />
    </Card>
  );
}
