import { videoGroupDescription } from '@console/contract/resources/descriptions/video-groups';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

const EDITOR = '/device/videoGroupManage/addAGrouping';

/** SPEC /device/videoGroupManage: video walls; adding and editing happen on addAGrouping/{id}. */
export default function VideoGroupsPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={videoGroupDescription}
      title={t('deviceCatalogue.videoGroups.title')}
      createPath={`${EDITOR}/new`}
      editPath={(row) => `${EDITOR}/${row.id}`}
      detailPath={(row) => `${EDITOR}/${row.id}`}
    />
  );
}
