import type { LayoutArea } from '@console/contract/layout/geometry';
import { deviceAccountDescription } from '@console/contract/resources/descriptions/device-accounts';
import type { ScreenLayout } from '@console/contract/resources/device-accounts';
import { layoutTemplateDescription } from '@console/contract/resources/descriptions/layout-templates';
import { videoSourceDescription } from '@console/contract/resources/descriptions/video-sources';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Empty, Flex, Row, Select, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LayoutPreview } from '@/components/layout-preview/layout-preview';
import { resourceListQueryOptions } from '@/engine/resource-api';
import { routePath } from '@/engine/route-paths';
import type { ResourceRow } from '@/engine/types';
import { useResourceAccess } from '@/engine/use-resource-access';
import { useUpdateResource } from '@/engine/use-resource-mutations';

interface Template {
  id: number;
  name: string;
  background: string | null;
  areas: LayoutArea[];
}

/** Layouts by screen number (1..screenCount); a screen without a template has none. */
type Draft = Record<number, ScreenLayout>;

function draftOf(row: ResourceRow): Draft {
  const stored = Array.isArray(row.screenLayouts) ? (row.screenLayouts as ScreenLayout[]) : [];
  return Object.fromEntries(stored.map((layout) => [layout.screen, layout]));
}

/** The draft as the API takes it: screens in order, areas without a source left out. */
export function layoutsOf(draft: Draft, screenCount: number): ScreenLayout[] {
  return Object.values(draft)
    .filter((layout) => layout.screen <= screenCount)
    .sort((a, b) => a.screen - b.screen)
    .map((layout) => ({ ...layout, sources: [...layout.sources].sort((a, b) => a.area - b.area) }));
}

/**
 * Tab layout: per screen of the terminal (SPEC §3 screen count), one of the tenant's layout
 * templates, drawn to scale with the video source each area shows. Saved as a whole; the server
 * checks the template and sources are the tenant's and the terminal's.
 */
export default function ScreenLayoutTab({ row }: { row: ResourceRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const access = useResourceAccess(deviceAccountDescription);
  const update = useUpdateResource(deviceAccountDescription);
  const screenCount = typeof row.screenCount === 'number' ? row.screenCount : 1;
  const templates = useQuery(
    resourceListQueryOptions(layoutTemplateDescription.key, {
      customerId: row.customerId as number,
      size: 100,
      sort: 'name',
    }),
  );
  const sources = useQuery(
    resourceListQueryOptions(videoSourceDescription.key, { deviceAccountId: row.id, size: 100 }),
  );
  const saved = useMemo(() => draftOf(row), [row]);
  const [draft, setDraft] = useState<Draft>(saved);
  const dirty =
    JSON.stringify(layoutsOf(draft, screenCount)) !== JSON.stringify(layoutsOf(saved, screenCount));

  if (templates.isPending || sources.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (templates.isError || sources.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('deviceAccounts.layout.loadFailed')}
        action={
          <Button
            onClick={() => {
              void templates.refetch();
              void sources.refetch();
            }}
          >
            {t('engine.retry')}
          </Button>
        }
      />
    );

  const templateList = templates.data.list as unknown as Template[];
  const byId = new Map(templateList.map((template) => [template.id, template]));
  const sourceList = sources.data.list;
  const sourceName = new Map(sourceList.map((source) => [source.id, String(source.name)]));
  const readOnly = !access.update;
  const templatesPath = routePath('deviceTemplateManage') ?? '/device/templateManage';

  if (templateList.length === 0)
    return (
      <Empty description={t('deviceAccounts.layout.noTemplates')}>
        <Link to={templatesPath}>{t('deviceAccounts.layout.toTemplates')}</Link>
      </Empty>
    );

  const chooseTemplate = (screen: number, templateId: number | undefined) =>
    setDraft((current) => {
      const next = { ...current };
      if (templateId === undefined) delete next[screen];
      // Another template has other areas: its sources start over.
      else next[screen] = { screen, templateId, sources: [] };
      return next;
    });
  const chooseSource = (screen: number, area: number, sourceId: number | undefined) =>
    setDraft((current) => {
      const layout = current[screen];
      if (!layout) return current;
      const others = layout.sources.filter((source) => source.area !== area);
      return {
        ...current,
        [screen]: { ...layout, sources: sourceId === undefined ? others : [...others, { area, sourceId }] },
      };
    });

  const save = () =>
    update
      .mutateAsync({ id: row.id, values: { screenLayouts: layoutsOf(draft, screenCount) } })
      .then(() => void message.success(t('engine.saved')))
      .catch(() => undefined);

  const screens = Array.from({ length: screenCount }, (_, i) => i + 1);
  return (
    <Flex vertical gap={16}>
      {sourceList.length === 0 ? (
        <Alert type="info" showIcon title={t('deviceAccounts.layout.noSources')} />
      ) : null}
      <Row gutter={[16, 16]}>
        {screens.map((screen) => {
          const layout = draft[screen];
          const template = layout ? byId.get(layout.templateId) : undefined;
          const sourceOf = (area: number) => layout?.sources.find((s) => s.area === area)?.sourceId;
          const selectId = `screen-${screen}-template`;
          return (
            <Col key={screen} xs={24} xl={screenCount === 1 ? 24 : 12}>
              <Card size="small" title={t('deviceAccounts.layout.screen', { n: screen })}>
                <Flex vertical gap={12}>
                  <Flex vertical gap={4}>
                    <label htmlFor={selectId}>{t('deviceAccounts.layout.template')}</label>
                    <Select
                      id={selectId}
                      allowClear
                      showSearch={{ optionFilterProp: 'label' }}
                      disabled={readOnly}
                      placeholder={t('deviceAccounts.layout.chooseTemplate')}
                      value={layout && template ? layout.templateId : undefined}
                      onChange={(value: number | undefined) => chooseTemplate(screen, value)}
                      options={templateList.map((x) => ({ value: x.id, label: x.name }))}
                      style={{ maxWidth: 360 }}
                    />
                  </Flex>
                  {layout && !template ? (
                    <Alert type="warning" showIcon title={t('deviceAccounts.layout.templateGone')} />
                  ) : null}
                  {template ? (
                    <>
                      <div style={{ maxWidth: 480 }}>
                        <LayoutPreview
                          areas={template.areas}
                          background={template.background}
                          width="100%"
                          captions={template.areas.map((_, area) => {
                            const id = sourceOf(area);
                            return id === undefined ? undefined : (sourceName.get(id) ?? '?');
                          })}
                          label={t('deviceAccounts.layout.preview', { n: screen, name: template.name })}
                        />
                      </div>
                      <Flex vertical gap={8}>
                        {template.areas.map((area, index) => {
                          const id = `screen-${screen}-area-${index}`;
                          const chosen = sourceOf(index);
                          return (
                            <Flex key={index} gap={8} align="center" wrap>
                              <Flex gap={6} align="center" style={{ minWidth: 120 }}>
                                <label htmlFor={id}>
                                  {t('deviceAccounts.layout.area', { n: index + 1 })}
                                </label>
                                {area.main ? (
                                  <Tag color="processing">{t('deviceAccounts.layout.main')}</Tag>
                                ) : null}
                              </Flex>
                              <Select
                                id={id}
                                allowClear
                                disabled={readOnly}
                                placeholder={t('deviceAccounts.layout.chooseSource')}
                                value={chosen !== undefined && sourceName.has(chosen) ? chosen : undefined}
                                onChange={(value: number | undefined) => chooseSource(screen, index, value)}
                                options={sourceList.map((source) => ({
                                  value: source.id,
                                  label: String(source.name),
                                }))}
                                style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 360 }}
                              />
                            </Flex>
                          );
                        })}
                      </Flex>
                    </>
                  ) : (
                    <Typography.Text type="secondary">{t('deviceAccounts.layout.noLayout')}</Typography.Text>
                  )}
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
      {readOnly ? null : (
        <Flex gap={8}>
          <Button type="primary" onClick={() => void save()} loading={update.isPending} disabled={!dirty}>
            {t('engine.save')}
          </Button>
          <Button onClick={() => setDraft(saved)} disabled={!dirty}>
            {t('engine.reset')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
