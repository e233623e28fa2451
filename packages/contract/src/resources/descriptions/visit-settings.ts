import { WEEK_DAYS } from '../../constants';
import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * What an ICU family-visit setting belongs to (SPEC §2 "visitSetting (camera and member
 * variants), accountVisitSetting (device visit configuration)"): one setting shape for all three.
 */
export const VISIT_SUBJECTS = ['camera', 'member', 'device'] as const;

export type VisitSubject = (typeof VISIT_SUBJECTS)[number];

/** SPEC §5/§9 ward rules: visit duration 1-100 minutes, overdue time 1-300 seconds. */
export const VISIT_MINUTES = { min: 1, max: 100 } as const;

export const OVERDUE_SECONDS = { min: 1, max: 300 } as const;

const WEEKDAY_LABELS = {
  1: l('周一', 'Monday'),
  2: l('周二', 'Tuesday'),
  3: l('周三', 'Wednesday'),
  4: l('周四', 'Thursday'),
  5: l('周五', 'Friday'),
  6: l('周六', 'Saturday'),
  7: l('周日', 'Sunday'),
};

/**
 * ICU family-visit settings of a camera, a member or a device (one row per subject, made on the
 * first save). The subject must be the tenant's own and ICU family visitation enabled for it;
 * the server checks both, and the whole period on the row merged with an update.
 */
export const visitSettingDescription = describeResource({
  key: 'visitSettings',
  scope: 'tenant',
  title: l('探视设置', 'Visit settings'),
  titleField: 'subject',
  fields: {
    subject: {
      kind: 'select',
      label: l('对象', 'Subject'),
      options: VISIT_SUBJECTS,
      column: true,
      filter: 'eq',
      createOnly: true,
      optionLabels: {
        camera: l('摄像头', 'Camera'),
        member: l('成员', 'Member'),
        device: l('设备', 'Device'),
      },
    },
    subjectId: {
      kind: 'number',
      label: l('对象 ID', 'Subject id'),
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    visitAllowed: {
      kind: 'switch',
      label: l('允许探视', 'Visiting allowed'),
      column: true,
      optionLabels: { true: l('允许', 'Allowed'), false: l('不允许', 'Not allowed') },
    },
    visitDays: {
      kind: 'select',
      multiple: true,
      label: l('探视日', 'Visiting days'),
      options: WEEK_DAYS,
      optionLabels: WEEKDAY_LABELS,
    },
    visitStart: {
      kind: 'text',
      label: l('开始时间', 'Start time'),
      help: l('HH:mm，如 14:00', 'HH:mm, e.g. 14:00'),
    },
    visitEnd: {
      kind: 'text',
      label: l('结束时间', 'End time'),
      help: l('HH:mm，如 16:30', 'HH:mm, e.g. 16:30'),
    },
    visitMinutes: {
      kind: 'number',
      label: l('每次探视时长 (分钟)', 'Visit length (minutes)'),
      help: l(
        `${VISIT_MINUTES.min}-${VISIT_MINUTES.max} 分钟`,
        `${VISIT_MINUTES.min}-${VISIT_MINUTES.max} minutes`,
      ),
    },
    overdueSeconds: {
      kind: 'number',
      label: l('超时时间 (秒)', 'Overdue after (seconds)'),
      help: l(
        `探视超过时长多少秒记为超时，${OVERDUE_SECONDS.min}-${OVERDUE_SECONDS.max} 秒`,
        `How long past its length a visit counts as overdue, ${OVERDUE_SECONDS.min}-${OVERDUE_SECONDS.max} seconds`,
      ),
    },
    recordVisits: { kind: 'switch', label: l('探视录像', 'Record visits') },
  },
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['subject', 'subjectId'], message: 'error.visitSettingExists' }],
});
