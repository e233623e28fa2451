import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Application } from '@console/contract/resources/applications';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Result,
  Skeleton,
  Space,
  Spin,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '@/engine/dates';
import { useRemoveApplication } from '../api/remove-application';
import { useSysApplications } from '../api/list-sys-applications';

const loadForm = () => import('../components/application-form');
// The form loads when first opened (prefetched when the pointer reaches a button that opens it).
const ApplicationForm = lazy(() => loadForm().then((m) => ({ default: m.ApplicationForm })));

/** SPEC /setting/produceApplication: the product applications (platform administrators). */
export default function ProduceApplicationsPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const { modal, message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword')?.trim().slice(0, 64) ?? '';
  const apps = useSysApplications(keyword);
  const remove = useRemoveApplication();
  const [editing, setEditing] = useState<Application | null | undefined>(undefined);
  const [formUsed, setFormUsed] = useState(false);
  const openForm = (app: Application | null) => {
    setFormUsed(true);
    setEditing(app);
  };

  const confirmRemove = (app: Application) =>
    modal.confirm({
      title: t('applications.removeTitle', { name: en ? app.english || app.name : app.name }),
      content: t('engine.deleteContent'),
      okText: t('engine.delete'),
      okType: 'danger',
      cancelText: t('engine.cancel'),
      mask: { closable: false },
      onOk: () => remove.mutateAsync(app.id).then(() => void message.success(t('engine.deleted'))),
    });

  let content;
  if (apps.isPending) content = <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  else if (apps.isError && !apps.data)
    content = (
      <Result
        status="error"
        title={t('engine.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void apps.refetch()}>
            {t('engine.retry')}
          </Button>
        }
      />
    );
  else
    content = (
      <Table<Application>
        rowKey="id"
        dataSource={apps.data}
        loading={apps.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('engine.noData')} />,
        }}
        columns={[
          { key: 'key', dataIndex: 'key', title: t('applications.fields.key') },
          { key: 'name', dataIndex: 'name', title: t('applications.fields.name') },
          { key: 'english', dataIndex: 'english', title: t('applications.fields.english') },
          {
            key: 'appType',
            dataIndex: 'appType',
            title: t('applications.fields.appType'),
            render: (type: string) => <Tag>{t(`applications.appTypes.${type}`, { defaultValue: type })}</Tag>,
          },
          {
            key: 'aloneMenuManage',
            dataIndex: 'aloneMenuManage',
            title: t('applications.fields.aloneMenuManage'),
            render: (value: number) =>
              value === 1 ? <Tag color="success">{t('engine.yes')}</Tag> : <Tag>{t('engine.no')}</Tag>,
          },
          { key: 'path', dataIndex: 'path', title: t('applications.fields.path') },
          { key: 'sort', dataIndex: 'sort', title: t('applications.fields.sort') },
          {
            key: 'createTime',
            dataIndex: 'createTime',
            title: t('engine.createdAt'),
            render: (value: string) => formatDate(value, true),
          },
          {
            key: 'actions',
            title: t('engine.actions'),
            render: (_: unknown, app: Application) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onMouseEnter={() => void loadForm()}
                  onClick={() => openForm(app)}
                >
                  {t('engine.edit')}
                </Button>
                <Button type="link" size="small" danger onClick={() => confirmRemove(app)}>
                  {t('engine.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    );

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('applications.produceTitle')}
        </Typography.Title>
      }
    >
      <Flex justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onMouseEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
          onClick={() => openForm(null)}
        >
          {t('engine.create')}
        </Button>
        <Flex gap={8} wrap>
          <Input.Search
            allowClear
            defaultValue={keyword}
            placeholder={t('applications.searchPlaceholder')}
            aria-label={t('engine.keyword')}
            maxLength={64}
            style={{ width: 240, maxWidth: '100%' }}
            onSearch={(value) =>
              setSearch(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (value.trim()) next.set('keyword', value.trim());
                  else next.delete('keyword');
                  return next;
                },
                { replace: true },
              )
            }
          />
          <Tooltip title={t('engine.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('engine.refresh')}
              onClick={() => void apps.refetch()}
            />
          </Tooltip>
        </Flex>
      </Flex>
      {content}
      {formUsed ? (
        <Suspense fallback={editing !== undefined ? <Spin fullscreen /> : null}>
          <ApplicationForm
            open={editing !== undefined}
            application={editing ?? null}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
