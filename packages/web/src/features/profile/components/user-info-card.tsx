import type { UserInfo } from '@console/contract/resources/identity';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleLabels, userTypeLabel } from '@/lib/session/labels';
import { AvatarUpload } from './avatar-upload';

export function UserInfoCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const empty = t('common.empty');
  const roles = roleLabels(t, user.roles);
  return (
    <Card title={t('profile.info')}>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          {
            key: 'avatar',
            label: t('profile.avatar'),
            children: <AvatarUpload value={user.avatarUrl} />,
          },
          { key: 'account', label: t('profile.account'), children: user.account },
          { key: 'realName', label: t('profile.realName'), children: user.realName || empty },
          { key: 'nickName', label: t('profile.nickName'), children: user.nickName || empty },
          { key: 'phone', label: t('profile.phone'), children: user.phone || empty },
          { key: 'email', label: t('profile.email'), children: user.email || empty },
          { key: 'organisation', label: t('profile.organisation'), children: user.customerName || empty },
          { key: 'userType', label: t('profile.userType'), children: userTypeLabel(t, user.userType) },
          {
            key: 'roles',
            label: t('profile.roles'),
            children: roles.length ? roles.map((role) => <Tag key={role}>{role}</Tag>) : empty,
          },
          {
            key: 'createTime',
            label: t('profile.createTime'),
            children: user.createTime ? new Date(user.createTime).toLocaleString() : empty,
          },
          { key: 'remark', label: t('profile.remark'), children: user.remark || empty },
        ]}
      />
    </Card>
  );
}
