import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';
import { VISIT_SUBJECTS } from './visit-settings';

const l = (zh: string, en: string): Label => ({ zh, en });

/** Who watches beds: a terminal (device account), a member or a network camera. */
export const MONITOR_SUBJECTS = VISIT_SUBJECTS;
export type MonitorSubject = (typeof MONITOR_SUBJECTS)[number];

/**
 * Which beds a terminal, a member or a camera watches (SPEC §2 intensive care settings tabs
 * accountMonitorSetting, memberMonitorSetting, cameraMonitorSetting): a terminal or a member
 * watches the beds of the wards chosen; a camera watches one bed. One row per subject, made on
 * the first save; it goes with its subject, and a ward or bed deleted drops out of it.
 */
export const monitorScopeDescription = describeResource({
  key: 'monitorScopes',
  scope: 'tenant',
  title: l('重症监护设置', 'Intensive care setting'),
  titleField: 'subject',
  fields: {
    subject: {
      kind: 'select',
      label: l('对象', 'Subject'),
      options: MONITOR_SUBJECTS,
      column: true,
      filter: 'eq',
      createOnly: true,
      optionLabels: {
        camera: l('摄像头', 'Camera'),
        member: l('成员', 'Member'),
        device: l('终端', 'Terminal'),
      },
    },
    subjectId: {
      kind: 'number',
      label: l('对象 ID', 'Subject id'),
      column: true,
      filter: 'eq',
      createOnly: true,
    },
    wardIds: {
      kind: 'reference',
      reference: 'wards',
      multiple: true,
      sameTenant: true,
      label: l('监护病区', 'Wards watched'),
      column: true,
      wide: true,
      help: l('监护所选病区的全部床位', 'Watches every bed of the wards chosen'),
    },
    bedId: {
      kind: 'reference',
      reference: 'beds',
      sameTenant: true,
      label: l('监护床位', 'Bed watched'),
      column: true,
      filter: 'eq',
      help: l('摄像头只监护一个床位', 'A camera watches one bed'),
    },
  },
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['subject', 'subjectId'], message: 'error.monitorScopeExists' }],
});

/** The fields each kind of subject sets: a camera its bed, the others their wards. */
export const MONITOR_SCOPE_FIELDS: Record<MonitorSubject, readonly ('wardIds' | 'bedId')[]> = {
  camera: ['bedId'],
  member: ['wardIds'],
  device: ['wardIds'],
};
