import type { Label } from '../describe';

/*
 * The kinds of medical collaboration and their titles, apart from the description: the route
 * catalogue (in every signed-in page) needs the titles only (ADR 16 item 9).
 */

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * The six groups of medical collaboration (SPEC §2 /mcMeetingManage, /mcliveManage,
 * /mcOperationManage, /mcVisitManage, /mcWardManage, /mcConsultationManage), one entity with a
 * `kind` (ADR 0041): a meeting, visit, ward round or consultation is a meeting room with scheduled
 * participants; a medical live or an operation is a live stream from an operating-theatre terminal.
 */
export const COLLABORATION_KINDS = ['meeting', 'live', 'operation', 'visit', 'ward', 'consultation'] as const;
export type CollaborationKind = (typeof COLLABORATION_KINDS)[number];

/** The titles of each kind's menu group and its list, editor and records (the route catalogue's). */
export const COLLABORATION_TITLES: Record<
  CollaborationKind,
  { group: Label; list: Label; edit: Label; record: Label }
> = {
  meeting: {
    group: l('远程会议', 'Remote meetings'),
    list: l('会议列表', 'Meetings'),
    edit: l('编辑会议', 'Edit meeting'),
    record: l('会议记录', 'Meeting records'),
  },
  live: {
    group: l('医疗直播', 'Medical live streaming'),
    list: l('直播列表', 'Live streams'),
    edit: l('编辑直播', 'Edit live stream'),
    record: l('直播记录', 'Live stream records'),
  },
  operation: {
    group: l('手术协同', 'Surgical collaboration'),
    list: l('手术列表', 'Surgeries'),
    edit: l('编辑手术', 'Edit surgery'),
    record: l('手术记录', 'Surgery records'),
  },
  visit: {
    group: l('远程探视', 'Remote visitation'),
    list: l('探视列表', 'Visits'),
    edit: l('编辑探视', 'Edit visit'),
    record: l('探视记录', 'Visit records'),
  },
  ward: {
    group: l('远程查房', 'Remote ward rounds'),
    list: l('查房列表', 'Ward rounds'),
    edit: l('编辑查房', 'Edit ward round'),
    record: l('查房记录', 'Ward round records'),
  },
  consultation: {
    group: l('多方会诊', 'Multi-party consultation'),
    list: l('会诊列表', 'Consultations'),
    edit: l('编辑会诊', 'Edit consultation'),
    record: l('会诊记录', 'Consultation records'),
  },
};
