import type { LayoutArea } from '@console/contract/layout/geometry';
import { layoutTemplateDescription } from '@console/contract/resources/descriptions/layout-templates';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { routePath } from '@/engine/route-paths';
import { LayoutPreview } from '@/components/layout-preview/layout-preview';

const cells = {
  areas: (value: unknown, row: Record<string, unknown>) =>
    Array.isArray(value) ? (
      <LayoutPreview
        areas={value as LayoutArea[]}
        background={typeof row.background === 'string' ? row.background : undefined}
      />
    ) : null,
};

/** SPEC /device/templateManage: layout templates with a thumbnail of their areas; add and edit open the editor. */
export default function LayoutTemplatesPage() {
  const { t } = useTranslation();
  const add = routePath('deviceTemplateAdd') ?? '/device/templateManage/add';
  const edit = routePath('deviceTemplateEdit') ?? '/device/templateManage/edit';
  return (
    <ResourceList
      definition={layoutTemplateDescription}
      title={t('layouts.list.title')}
      createPath={add}
      editPath={(row) => `${edit}?id=${row.id}`}
      cellRender={cells}
    />
  );
}
