import { layoutTemplateDescription } from '@console/contract/resources/descriptions/layout-templates';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { routePath } from '@/engine/route-paths';
import { RowLoadError } from '@/engine/row-load-error';
import { useResource } from '@/engine/use-resource';
import { LayoutEditor } from '../components/layout-editor';

/**
 * SPEC /device/templateManage/add and /edit (the catalogue's edit route has no id: it comes as
 * `?id=`). Both open the same editor; edit loads the template first.
 */
export default function LayoutTemplateEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id') ?? undefined;
  const list = routePath('deviceTemplateManage') ?? '/device/templateManage';
  const back = () => void navigate(list);
  const template = useResource(layoutTemplateDescription, id);

  if (id === undefined) return <LayoutEditor onSaved={back} onCancel={back} />;
  if (template.isPending && template.fetchStatus !== 'idle')
    return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!template.data)
    return (
      <RowLoadError
        definition={layoutTemplateDescription}
        error={template.error}
        title={t('layouts.editor.notFound')}
        onBack={back}
        onRetry={() => void template.refetch()}
      />
    );
  // keyed by id: opening another template starts from its own values
  return <LayoutEditor key={template.data.id} initial={template.data} onSaved={back} onCancel={back} />;
}
