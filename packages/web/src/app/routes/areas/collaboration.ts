import { lazyPage } from '@/lib/lazy-page';
import type { AreaPages } from './area';

const Sessions = lazyPage(() => import('@/features/collaboration/routes/sessions'));
const SessionEdit = lazyPage(() => import('@/features/collaboration/routes/session-edit'));
const Records = lazyPage(() => import('@/features/collaboration/routes/records'));

/** Medical collaboration (ADR 0041): six groups, one entity, one set of pages by kind; and the consultations an ambulance opens with a hospital (ADR 0046). */
export const PAGES: AreaPages = {
  ambulanceConsultationManage: lazyPage(
    () => import('@/features/collaboration/routes/ambulance-consultations'),
  ),
  mcMeetingList: Sessions,
  mcMeetingEditInfo: SessionEdit,
  mcMeetingRecord: Records,
  mcLiveList: Sessions,
  mcLiveEditInfo: SessionEdit,
  mcLiveRecord: Records,
  mcOperationList: Sessions,
  mcOperationEditInfo: SessionEdit,
  mcOperationRecord: Records,
  mcVisitList: Sessions,
  mcVisitEditInfo: SessionEdit,
  mcVisitRecord: Records,
  mcWardList: Sessions,
  mcWardEditInfo: SessionEdit,
  mcWardRecord: Records,
  mcConsultationList: Sessions,
  mcConsultationEditInfo: SessionEdit,
  mcConsultationRecord: Records,
};
