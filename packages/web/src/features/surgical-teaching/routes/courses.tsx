import { opCourseDescription } from '@console/contract/resources/descriptions/surgical-teaching';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '@/engine/resource-list';
import { clock } from '../components/dot-timeline';
import { playVideoPath } from '../paths';

/** SPEC /opOperationManage/op_courses: the teaching courses; each plays with its dots. */
export default function CoursesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourceList
      definition={opCourseDescription}
      title={t('surgicalTeaching.courses')}
      rowActions={[
        {
          key: 'play',
          label: t('surgicalTeaching.play'),
          run: (row) => void navigate(playVideoPath(row.id)),
        },
      ]}
      cellRender={{
        lengthSeconds: (value) => (typeof value === 'number' ? clock(value) : '-'),
      }}
    />
  );
}
