import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Result,
  Skeleton,
  Tag,
  Tree,
  Typography,
  type TreeDataNode,
} from 'antd';
import type { MenuNode } from '@console/contract/resources/menus';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '@/engine/dates';
import { menuPagePath, routePath } from '@/engine/route-paths';
import { isApiError } from '@/lib/api-client';
import { useMenuTree } from '@/lib/session/api/get-menu-tree';
import { useApplication } from '../api/get-application';

/** The menu tree, its pages as links (opening one switches to its application). */
function toTree(nodes: readonly MenuNode[], en: boolean): TreeDataNode[] {
  return nodes.map((node) => {
    const title = en ? node.meta.titleEn || node.meta.title : node.meta.title;
    const page = node.hidden ? undefined : menuPagePath(node.name);
    return {
      key: node.id,
      title: page ? <Link to={page}>{title}</Link> : title,
      children: toTree(node.children, en),
    };
  });
}

/** SPEC /setting/myApplication/detail/{id}: one application and the menus it gives the user. */
export default function MyApplicationDetailPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const navigate = useNavigate();
  const { id } = useParams();
  const app = useApplication(Number(id));
  const menus = useMenuTree(app.data?.key);
  const listPath = routePath('myApplication');
  const back = listPath ? (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath)}>
      {t('engine.back')}
    </Button>
  ) : null;
  const empty = <Typography.Text type="secondary">{t('common.empty')}</Typography.Text>;

  if (app.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (app.isError || !app.data) {
    const notFound = isApiError(app.error) && app.error.status === 404;
    return (
      <Card>
        <Result
          status={notFound ? '404' : 'error'}
          title={notFound ? t('applications.notFound') : t('engine.loadFailed')}
          extra={back}
        />
      </Card>
    );
  }
  const data = app.data;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {en ? data.english || data.name : data.name}
        </Typography.Title>
      }
      extra={back}
    >
      <Flex vertical gap={16}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'key', label: t('applications.fields.key'), children: data.key },
            { key: 'name', label: t('applications.fields.name'), children: data.name },
            { key: 'english', label: t('applications.fields.english'), children: data.english },
            {
              key: 'appType',
              label: t('applications.fields.appType'),
              children: (
                <Tag>{t(`applications.appTypes.${data.appType}`, { defaultValue: data.appType })}</Tag>
              ),
            },
            { key: 'path', label: t('applications.fields.path'), children: data.path ?? empty },
            {
              key: 'aloneMenuManage',
              label: t('applications.fields.aloneMenuManage'),
              children: data.aloneMenuManage === 1 ? t('engine.yes') : t('engine.no'),
            },
            { key: 'createTime', label: t('engine.createdAt'), children: formatDate(data.createTime, true) },
          ]}
        />
        <Card size="small" title={t('applications.menus')}>
          {menus.isPending ? (
            <Skeleton active />
          ) : menus.data && menus.data.length > 0 ? (
            <Tree treeData={toTree(menus.data, en)} defaultExpandAll selectable={false} height={400} />
          ) : (
            <Typography.Text type="secondary">{t('engine.noMenus')}</Typography.Text>
          )}
        </Card>
      </Flex>
    </Card>
  );
}
