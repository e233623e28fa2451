import { opCourseDescription } from '@console/contract/resources/descriptions/surgical-teaching';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ResourceDetail } from '@/engine/resource-detail';
import type { RowAction } from '@/engine/types';
import { clock } from '../components/dot-timeline';
import { playVideoPath } from '../paths';

/** SPEC /opOperationManage/op_courses/op_coursesEditInfo (`?id=`): a course's fields, and Play. */
export default function CourseEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id') ?? undefined;
  const actions = useMemo<RowAction[]>(
    () => [
      { key: 'play', label: t('surgicalTeaching.play'), run: (row) => void navigate(playVideoPath(row.id)) },
    ],
    [t, navigate],
  );
  return (
    <ResourceDetail
      definition={opCourseDescription}
      id={id}
      actions={actions}
      valueRender={{ lengthSeconds: (value) => (typeof value === 'number' ? clock(value) : '-') }}
    />
  );
}
