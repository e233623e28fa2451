import { MAX_PAGE_SIZE } from '@console/contract/api/paging';
import {
  documentCategoryDescription,
  documentDescription,
} from '@console/contract/resources/descriptions/documents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Card,
  Col,
  Drawer,
  Empty,
  Flex,
  Grid,
  Input,
  List,
  Menu,
  Row,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '@/engine/dates';
import { resourceListQueryOptions } from '@/engine/resource-api';
import type { ResourceRow } from '@/engine/types';
import { useResource } from '@/engine/use-resource';
import { DocumentHtml } from '../components/document-html';
import styles from './document-centre.module.css';

const PAGE_SIZE = 10;
const ALL = 'all';

/** A part of the page that did not load, with Retry. */
function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      message={message}
      action={
        <Button size="small" onClick={onRetry}>
          {t('engine.retry')}
        </Button>
      }
    />
  );
}

/** The category's default first, then by the administrators' order (the server's). */
const defaultFirst = (rows: readonly ResourceRow[]) =>
  [...rows].sort((a, b) => Number(Boolean(b.isDefault)) - Number(Boolean(a.isDefault)));

function Reader({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const doc = useResource(documentDescription, id ?? undefined);
  const row = doc.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={screens.md ? 760 : '100%'}
      title={row ? String(row.title) : t('documents.centre.reading')}
      destroyOnHidden
    >
      {doc.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : doc.isError || !row ? (
        <LoadFailed message={t('documents.centre.readFailed')} onRetry={() => void doc.refetch()} />
      ) : (
        <article aria-label={String(row.title)}>
          <Flex gap={8} wrap style={{ marginBottom: 16 }}>
            {row.publishedAt ? (
              <Typography.Text type="secondary">
                {t('documents.centre.publishedAt', { time: formatDate(row.publishedAt, false) })}
              </Typography.Text>
            ) : null}
            {((row.keywords as string[] | null) ?? []).map((word) => (
              <Tag key={word}>{word}</Tag>
            ))}
          </Flex>
          {row.description ? (
            <Typography.Paragraph type="secondary">{String(row.description)}</Typography.Paragraph>
          ) : null}
          <DocumentHtml html={String(row.content ?? '')} />
        </article>
      )}
    </Drawer>
  );
}

/**
 * SPEC /document/index, the document centre: the categories on the left with their published
 * documents' counts, the published documents of the chosen one (its default first), a full-text
 * search (title, keywords, description and content, Chinese and English), and the document read
 * as written. Drafts and recovered documents are never here (the server serves the published
 * ones to the staff, and this page asks for nothing else).
 */
export default function DocumentCentrePage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? ALL;
  const text = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reading = params.get('doc');

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const categories = useQuery(
    resourceListQueryOptions(documentCategoryDescription.key, { size: MAX_PAGE_SIZE, sort: 'sort' }),
  );
  const documents = useQuery({
    ...resourceListQueryOptions(documentDescription.key, {
      page,
      size: PAGE_SIZE,
      state: 'published',
      ...(category !== ALL ? { categoryId: category } : {}),
      ...(text ? { fullText: text } : {}),
    }),
    placeholderData: keepPreviousData,
  });

  const categoryRows = categories.data?.list ?? [];
  const total = categoryRows.reduce((sum, row) => sum + Number(row.publishedCount ?? 0), 0);
  const nameOf = (id: unknown) => categoryRows.find((row) => row.id === id)?.name as string | undefined;
  const menuItems = [
    { key: ALL, label: <CategoryLabel name={t('documents.centre.all')} count={total} /> },
    ...categoryRows.map((row) => ({
      key: String(row.id),
      label: <CategoryLabel name={String(row.name)} count={Number(row.publishedCount ?? 0)} />,
    })),
  ];

  /** The page's address with the document open (a link: keyboard, new tab and Back all work). */
  const readingSearch = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('doc', String(id));
    return `?${next.toString()}`;
  };
  const choose = (key: string) => update({ category: key === ALL ? null : key, page: null });

  const categoryMenu = categories.isPending ? (
    <Skeleton active paragraph={{ rows: 4 }} />
  ) : categories.isError ? (
    <LoadFailed message={t('documents.centre.categoriesFailed')} onRetry={() => void categories.refetch()} />
  ) : (
    <nav aria-label={t('documents.centre.categoriesLabel')}>
      {screens.md ? (
        <Menu
          className={styles.categories}
          mode="inline"
          selectedKeys={[category]}
          items={menuItems}
          onClick={({ key }) => choose(key)}
          style={{ borderInlineEnd: 'none' }}
        />
      ) : (
        // on a phone the categories are one choice above the list, not a column beside it
        <Select
          value={category}
          onChange={choose}
          aria-label={t('documents.centre.categoriesLabel')}
          style={{ width: '100%' }}
          options={[
            { value: ALL, label: `${t('documents.centre.all')} (${total})` },
            ...categoryRows.map((row) => ({
              value: String(row.id),
              label: `${String(row.name)} (${Number(row.publishedCount ?? 0)})`,
            })),
          ]}
        />
      )}
    </nav>
  );

  const rows = defaultFirst(documents.data?.list ?? []);
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {t('documents.centre.title')}
        </Typography.Title>
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} md={7} lg={5}>
          {categoryMenu}
        </Col>
        <Col xs={24} md={17} lg={19}>
          <Flex vertical gap={16}>
            <Input.Search
              key={text}
              defaultValue={text}
              allowClear
              enterButton={t('engine.search')}
              placeholder={t('documents.centre.searchPlaceholder')}
              aria-label={t('documents.centre.searchLabel')}
              onSearch={(value) => update({ q: value.trim() || null, page: null })}
            />
            {documents.isError ? (
              <LoadFailed
                message={t('documents.centre.listFailed')}
                onRetry={() => void documents.refetch()}
              />
            ) : (
              <section aria-label={t('documents.centre.listLabel')}>
                <List
                  loading={documents.isPending || documents.isFetching}
                  dataSource={rows}
                  locale={{
                    emptyText: (
                      <Empty
                        description={
                          text ? t('documents.centre.noMatch', { text }) : t('documents.centre.empty')
                        }
                      />
                    ),
                  }}
                  pagination={
                    (documents.data?.total ?? 0) > PAGE_SIZE
                      ? {
                          current: page,
                          pageSize: PAGE_SIZE,
                          total: documents.data?.total ?? 0,
                          onChange: (next) => update({ page: next > 1 ? String(next) : null }),
                          showSizeChanger: false,
                        }
                      : false
                  }
                  renderItem={(row) => (
                    <List.Item key={row.id}>
                      <List.Item.Meta
                        title={
                          <Space wrap size={4}>
                            <Link to={{ search: readingSearch(row.id) }}>{String(row.title)}</Link>
                            {row.isDefault ? <Tag color="blue">{t('documents.centre.default')}</Tag> : null}
                          </Space>
                        }
                        description={
                          <Flex vertical gap={4}>
                            {row.description ? <span>{String(row.description)}</span> : null}
                            <Space wrap size={4}>
                              {category === ALL && nameOf(row.categoryId) ? (
                                <Tag bordered={false}>{nameOf(row.categoryId)}</Tag>
                              ) : null}
                              {((row.keywords as string[] | null) ?? []).map((word) => (
                                <Tag key={word}>{word}</Tag>
                              ))}
                              {row.publishedAt ? (
                                <Typography.Text type="secondary">
                                  {formatDate(row.publishedAt, false)}
                                </Typography.Text>
                              ) : null}
                            </Space>
                          </Flex>
                        }
                      />
                    </List.Item>
                  )}
                />
              </section>
            )}
          </Flex>
        </Col>
      </Row>
      <Reader id={reading} onClose={() => update({ doc: null })} />
    </Card>
  );
}

function CategoryLabel({ name, count }: { name: string; count: number }) {
  return (
    <Flex justify="space-between" align="center" gap={8}>
      <span>{name}</span>
      <Badge count={count} showZero color="#8c8c8c" overflowCount={999} />
    </Flex>
  );
}
