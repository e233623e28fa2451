import { vodCategoryDescription } from '@console/contract/resources/descriptions/vod';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow } from '@/engine/types';
import { useVodScope } from '../components/use-vod-scope';

const FORM_FIELDS = ['name', 'parentId', 'key'] as const;

/**
 * SPEC /vod/videoTypeList and /schoolVod/videoTypeList{product}: the category tree of one product
 * scope. A category with children or videos cannot be deleted (the server says how many).
 */
export default function VodCategoriesPage() {
  const { t } = useTranslation();
  const { product } = useVodScope();
  return (
    <ResourceList
      key={product}
      definition={vodCategoryDescription}
      title={t('vod.categories.title')}
      formContainer="modal"
      formFields={FORM_FIELDS}
      fixedFilters={{ product }}
      createDefaults={{ product }}
      deleteContent={(row: ResourceRow) =>
        Number(row.childCount) > 0
          ? t('vod.categories.deleteChildren', { count: Number(row.childCount) })
          : undefined
      }
    />
  );
}
