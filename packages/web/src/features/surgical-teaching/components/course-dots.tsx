import { opCourseDotDescription } from '@console/contract/resources/descriptions/surgical-teaching';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resourceListQueryOptions } from '@/engine/resource-api';
import type { ResourceRow } from '@/engine/types';
import { MAX_PAGE_SIZE } from '@console/contract/api/paging';
import type { TimelineDot } from './dot-timeline';

/** The list query of a course's dots, in time order (a course holds at most one page of them). */
export const courseDotsQuery = (courseId: number) =>
  resourceListQueryOptions(opCourseDotDescription.key, {
    courseId,
    sort: 'seconds',
    size: MAX_PAGE_SIZE,
  });

const toDot = (row: ResourceRow): TimelineDot => ({
  id: row.id,
  seconds: Number(row.seconds),
  note: typeof row.note === 'string' ? row.note : '',
  iconUrl: typeof row.iconUrl === 'string' ? row.iconUrl : null,
  iconName: typeof row.iconName === 'string' ? row.iconName : null,
});

/** A course's dots for the timeline; shares its cache with the dots list, so edits show at once. */
export function useCourseDots(courseId: number | undefined) {
  const query = useQuery({ ...courseDotsQuery(courseId ?? 0), enabled: Boolean(courseId) });
  const dots = useMemo(() => (query.data?.list ?? []).map(toDot), [query.data]);
  return { ...query, dots };
}
