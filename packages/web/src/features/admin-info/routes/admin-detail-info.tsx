import { UserOutlined } from '@ant-design/icons';
import { ERROR_CODES } from '@console/contract/api/envelope';
import type { UserInfo } from '@console/contract/resources/identity';
import { Avatar, Button, Card, Descriptions, Empty, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/lib/api-client';
import { roleLabels, userTypeLabel } from '@/lib/session/labels';
import { useUserDetail } from '../api/get-user-detail';

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === ERROR_CODES.notFound);
}

function UserDescriptions({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const empty = t('common.empty');
  const roles = roleLabels(t, user.roles);
  return (
    <Descriptions
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        {
          key: 'avatar',
          label: t('profile.avatar'),
          span: { xs: 1, sm: 1, md: 2 },
          children: <Avatar size={48} src={user.avatarUrl || undefined} icon={<UserOutlined />} alt="" />,
        },
        { key: 'account', label: t('profile.account'), children: user.account },
        { key: 'realName', label: t('profile.realName'), children: user.realName || empty },
        { key: 'nickName', label: t('profile.nickName'), children: user.nickName || empty },
        { key: 'userType', label: t('profile.userType'), children: userTypeLabel(t, user.userType) },
        {
          key: 'roles',
          label: t('profile.roles'),
          children: roles.length ? roles.map((role) => <Tag key={role}>{role}</Tag>) : empty,
        },
        { key: 'organisation', label: t('profile.organisation'), children: user.customerName || empty },
        { key: 'phone', label: t('profile.phone'), children: user.phone || empty },
        { key: 'email', label: t('profile.email'), children: user.email || empty },
        {
          key: 'createTime',
          label: t('profile.createTime'),
          children: user.createTime ? new Date(user.createTime).toLocaleString() : empty,
        },
        { key: 'remark', label: t('profile.remark'), children: user.remark || empty },
      ]}
    />
  );
}

/** `/public/adminDetailInfo/:id`: an administrator's details, read-only. */
export default function AdminDetailInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const detail = useUserDetail(id);

  const notFound = <Empty description={t('adminInfo.notFound')} />;
  let body;
  if (id === null) body = notFound;
  else if (detail.isPending) body = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  else if (detail.isError) {
    body = isNotFound(detail.error) ? (
      notFound
    ) : (
      <Result
        status="error"
        title={t('common.loadFailed')}
        subTitle={detail.error.message}
        extra={
          <Button onClick={() => void detail.refetch()} loading={detail.isFetching}>
            {t('adminInfo.retry')}
          </Button>
        }
      />
    );
  } else body = detail.data ? <UserDescriptions user={detail.data} /> : notFound;

  const name = detail.data ? detail.data.realName || detail.data.account : null;
  return (
    <Card
      title={
        <h1 style={{ margin: 0, fontSize: 'inherit' }}>
          {name ? t('adminInfo.titleWithName', { name }) : t('adminInfo.title')}
        </h1>
      }
      extra={<Button onClick={() => navigate(-1)}>{t('common.back')}</Button>}
    >
      {body}
    </Card>
  );
}
