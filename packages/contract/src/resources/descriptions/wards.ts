import { STAFF_READ_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * Wards (SPEC §3 "Ward"). The ICU visitation settings of a ward (nurse station, visit duration,
 * overdue grace, recording, booking days, admins, duty doctors) live on the ward row itself: one
 * row, one form per settings tab. Visiting periods, access controllers and visits are rows of
 * their own that reference the ward.
 */
export const wardDescription = describeResource({
  key: 'wards',
  scope: 'tenant',
  title: l('病区', 'Ward'),
  titleField: 'name',
  notFound: 'error.wardNotFound',
  routes: { list: '/baseMedical/wardManage', detail: '/baseMedical/wardDetail/:id' },
  fields: {
    name: { kind: 'text', label: l('病区名称', 'Name'), column: true, sortable: true, filter: 'like' },
    code: {
      kind: 'text',
      label: l('病区编码', 'Code'),
      column: true,
      sortable: true,
      filter: 'like',
      help: l('字母、数字、- 或 _', 'Letters, digits, - or _'),
    },
    branchId: {
      kind: 'reference',
      reference: 'branches',
      sameTenant: true,
      label: l('所属院区', 'Branch'),
      column: true,
      filter: 'eq',
    },
    floor: { kind: 'text', label: l('楼层/位置', 'Floor / location'), column: true },
    bedCount: {
      kind: 'number',
      label: l('床位数', 'Bed count'),
      column: true,
      help: l('规划床位数', 'Planned number of beds'),
    },
    nurseStationAccountId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('护士站账号', 'Nurse station account'),
      column: true,
    },
    visitMinutes: {
      kind: 'number',
      label: l('探视时长(分钟)', 'Visit duration (min)'),
      help: l('1-100 分钟', '1-100 minutes'),
    },
    overdueSeconds: {
      kind: 'number',
      label: l('超时时间(秒)', 'Overdue time (s)'),
      help: l('1-300 秒', '1-300 seconds'),
    },
    recording: { kind: 'switch', label: l('探视录像', 'Record visits') },
    bookingDays: {
      kind: 'number',
      label: l('可预约天数', 'Booking days'),
      help: l('可提前预约的天数', 'How many days ahead a visit can be booked'),
    },
    mapUrl: { kind: 'image', label: l('病区地图', 'Ward map'), wide: true },
    adminIds: {
      kind: 'reference',
      reference: 'admins',
      multiple: true,
      sameTenant: true,
      label: l('病区管理员', 'Ward administrators'),
      wide: true,
    },
    dutyDoctorIds: {
      kind: 'reference',
      reference: 'members',
      multiple: true,
      sameTenant: true,
      label: l('值班医生', 'Duty doctors'),
      wide: true,
    },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
  },
  search: ['name', 'code'],
  defaultSort: '-createdAt',
  access: STAFF_READ_ACCESS,
  unique: [
    { fields: ['name'], message: 'error.nameExists' },
    { fields: ['code'], message: 'error.codeExists' },
  ],
});
