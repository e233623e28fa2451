import { SyncOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { UserInfo } from '@console/contract/resources/identity';
import { PageLoading } from '@/components/page-loading';
import { isPlatformUser } from '@/engine/use-resource-access';
import { useApplications } from '@/lib/session/api/get-applications';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { useSystemMenuTree } from '../api/get-system-menu-tree';
import { useInitializeSystemMenus } from '../api/initialize-system-menus';
import { countMenus, SystemMenuTree } from '../components/system-menu-tree';

/** SPEC §6: the system menus belong to the platform's cloud administrator. */
export function isCloudAdmin(user: UserInfo | null | undefined): boolean {
  return Boolean(user && isPlatformUser(user) && user.roles.includes('cloudAdmin'));
}

function InitializeSysMenu() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const tree = useSystemMenuTree();
  const applications = useApplications();
  const initialize = useInitializeSystemMenus();
  const [synced, setSynced] = useState<number | null>(null);

  const confirm = () =>
    modal.confirm({
      title: t('systemMenu.confirmTitle'),
      content: t('systemMenu.confirmContent'),
      okText: t('systemMenu.initialize'),
      cancelText: t('systemMenu.cancel'),
      mask: { closable: false },
      onOk: () =>
        initialize
          .mutateAsync()
          .then(({ count }) => {
            setSynced(count);
            void message.success(t('systemMenu.synced', { count }));
          })
          // the api client has shown the error; the dialog closes
          .catch(() => undefined),
    });

  let body;
  if (tree.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (tree.isError)
    body = (
      <Result
        status="error"
        title={t('common.loadFailed')}
        extra={
          <Button onClick={() => void tree.refetch()} loading={tree.isFetching}>
            {t('systemMenu.retry')}
          </Button>
        }
      />
    );
  else if (tree.data.length === 0) body = <Empty description={t('systemMenu.empty')} />;
  else body = <SystemMenuTree tree={tree.data} applications={applications.data ?? []} />;

  return (
    <Flex vertical gap={16}>
      <Card
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('systemMenu.title')}</h1>}
        extra={
          <Button type="primary" icon={<SyncOutlined />} loading={initialize.isPending} onClick={confirm}>
            {t('systemMenu.initialize')}
          </Button>
        }
      >
        <Typography.Paragraph style={{ marginBottom: synced === null ? 0 : undefined }}>
          {t('systemMenu.description')}
        </Typography.Paragraph>
        {synced !== null && (
          <Alert
            type="success"
            showIcon
            title={t('systemMenu.synced', { count: synced })}
            closable={{ onClose: () => setSynced(null) }}
          />
        )}
      </Card>
      <Card
        title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('systemMenu.current')}</h2>}
        extra={
          tree.data ? (
            <Typography.Text type="secondary">
              {t('systemMenu.total', { count: countMenus(tree.data) })}
            </Typography.Text>
          ) : null
        }
      >
        {body}
      </Card>
    </Flex>
  );
}

/** `/initializeSysMenu`: the system menus and their rebuild from the route catalogue. */
export default function InitializeSysMenuPage() {
  const user = useUserInfo();
  if (user.isPending) return <PageLoading />;
  if (!isCloudAdmin(user.data)) return <Navigate to="/401" replace />;
  return <InitializeSysMenu />;
}
