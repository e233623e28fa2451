import { UPLOAD_RULES } from '../../upload-rules';
import {
  describeResource,
  STAFF_READ_ACCESS,
  type FieldMeta,
  type Label,
  type ResourceAccess,
} from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/*
 * Surgical teaching (SPEC /opOperationManage, §3 course, dot icon, organisation settings, §5, ADR
 * 0042). The staff read everything and mark courses with dots; administrators shape the rest.
 */

/** SPEC §5 organisation settings: loop-recording threshold 1–100 (%), allocated storage at least 10 G. */
export const OP_LOOP_THRESHOLD = { min: 1, max: 100 } as const;
export const OP_MIN_STORAGE_GB = 10;
export const OP_MAX_STORAGE_GB = 1_000_000;
/** SPEC §5 / §9: a dot icon's name is at most 10 characters. */
export const OP_ICON_NAME_MAX = 10;
/** A dot's note: what the surgeon wants the students to see at that moment. */
export const OP_DOT_NOTE_MAX = 200;
/** Most dots one course holds (one page of the list API, so the timeline reads them at once). */
export const OP_MAX_DOTS = 100;

/** Dots are the staff's own teaching notes: any staff member adds, edits and removes them. */
export const OP_DOT_ACCESS: ResourceAccess = {
  view: 'staff',
  create: 'staff',
  update: 'staff',
  delete: 'staff',
  export: 'staff',
  import: 'customerAdmin',
};

/** The organisation a department, device or course belongs to. */
const ORGAN_FIELD: FieldMeta = {
  kind: 'reference',
  reference: 'opOrgans',
  sameTenant: true,
  label: l('所属机构', 'Organisation'),
  column: true,
  filter: 'eq',
};
const DEPARTMENT_FIELD: FieldMeta = {
  kind: 'reference',
  reference: 'opDepartments',
  sameTenant: true,
  label: l('科室', 'Department'),
  column: true,
  filter: 'eq',
};

/** Organisations (hospitals) of surgical teaching with their recording storage settings. */
export const opOrganDescription = describeResource({
  key: 'opOrgans',
  scope: 'tenant',
  title: l('机构', 'Organisation'),
  titleField: 'name',
  notFound: 'error.opOrganNotFound',
  routes: {
    list: '/opOperationManage/op_organ',
    detail: '/opOperationManage/op_organ/op_organEditInfo?id=:id',
  },
  fields: {
    name: { kind: 'text', label: l('机构名称', 'Name'), column: true, sortable: true, filter: 'like' },
    logoUrl: {
      kind: 'image',
      label: l('机构 Logo', 'Logo'),
      upload: UPLOAD_RULES.organLogo,
      help: l('JPG/PNG，小于 10MB，建议 640×640', 'JPG or PNG under 10 MB, 640×640 suggested'),
      column: true,
    },
    cloudStorageIp: {
      kind: 'text',
      label: l('云存储 IP', 'Cloud storage IP'),
      column: true,
      filter: 'like',
    },
    cloudStoragePort: { kind: 'number', label: l('云存储端口', 'Cloud storage port'), column: true },
    loopRecordingThreshold: {
      kind: 'number',
      label: l('循环录制阈值 (%)', 'Loop-recording threshold (%)'),
      help: l(
        '存储用量达到该百分比后覆盖最早的录像，1-100',
        'Once storage is this full the oldest recordings are overwritten, 1 to 100',
      ),
      column: true,
    },
    allocatedStorageGb: {
      kind: 'number',
      label: l('分配存储 (G)', 'Allocated storage (G)'),
      help: l('至少 10G', 'At least 10 G'),
      column: true,
      sortable: true,
    },
    address: { kind: 'text', label: l('地址', 'Address'), wide: true },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
  },
  search: ['name', 'cloudStorageIp'],
  defaultSort: '-createdAt',
  access: STAFF_READ_ACCESS,
  unique: [{ fields: ['name'], message: 'error.opOrganNameExists' }],
  deleteGuards: [
    { resource: 'opDepartments', column: 'organId', message: 'error.opOrganInUse' },
    { resource: 'opDevices', column: 'organId', message: 'error.opOrganInUse' },
    { resource: 'opCourses', column: 'organId', message: 'error.opOrganInUse' },
  ],
});

/** Departments of the organisations (SPEC departmentManage). */
export const opDepartmentDescription = describeResource({
  key: 'opDepartments',
  scope: 'tenant',
  title: l('科室', 'Department'),
  titleField: 'name',
  notFound: 'error.opDepartmentNotFound',
  routes: { list: '/opOperationManage/departmentManage' },
  fields: {
    name: { kind: 'text', label: l('科室名称', 'Name'), column: true, sortable: true, filter: 'like' },
    organId: ORGAN_FIELD,
    description: { kind: 'textarea', label: l('描述', 'Description'), column: true, wide: true },
  },
  search: ['name'],
  defaultSort: '-createdAt',
  access: STAFF_READ_ACCESS,
  unique: [{ fields: ['organId', 'name'], message: 'error.opDepartmentNameExists' }],
  deleteGuards: [
    { resource: 'opDevices', column: 'departmentId', message: 'error.opDepartmentInUse' },
    { resource: 'opCourses', column: 'departmentId', message: 'error.opDepartmentInUse' },
  ],
});

/**
 * Teaching devices (SPEC op_device): terminals of the company that record operations. A device is
 * a device account (ADR 0042), placed in an organisation, a department and a theatre; one entry
 * per terminal. The terminal's own settings tab `surgicalTeaching` shows the same entry.
 */
export const opDeviceDescription = describeResource({
  key: 'opDevices',
  scope: 'tenant',
  title: l('示教设备', 'Teaching device'),
  titleField: 'name',
  notFound: 'error.opDeviceNotFound',
  routes: { list: '/opOperationManage/op_device' },
  fields: {
    name: { kind: 'text', label: l('设备名称', 'Name'), column: true, sortable: true, filter: 'like' },
    deviceAccountId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('终端账号', 'Terminal'),
      column: true,
      filter: 'eq',
    },
    organId: ORGAN_FIELD,
    departmentId: DEPARTMENT_FIELD,
    room: { kind: 'text', label: l('手术室', 'Operating theatre'), column: true, filter: 'like' },
    recordingEnabled: {
      kind: 'switch',
      label: l('允许录制', 'Recording allowed'),
      column: true,
      filter: 'eq',
    },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
  },
  search: ['name', 'room'],
  defaultSort: '-createdAt',
  access: STAFF_READ_ACCESS,
  unique: [
    { fields: ['deviceAccountId'], message: 'error.opDeviceAccountTaken' },
    { fields: ['name'], message: 'error.opDeviceNameExists' },
  ],
  deleteGuards: [{ resource: 'opCourses', column: 'deviceId', message: 'error.opDeviceInUse' }],
});

/** Mark icons (SPEC op_markIcon, §5 dot icon): what a dot on a course's timeline shows. */
export const opMarkIconDescription = describeResource({
  key: 'opMarkIcons',
  scope: 'tenant',
  title: l('标记图标', 'Marker icon'),
  titleField: 'name',
  notFound: 'error.opMarkIconNotFound',
  routes: { list: '/opOperationManage/op_markIcon' },
  fields: {
    name: {
      kind: 'text',
      label: l('图标名称', 'Name'),
      help: l('最多 10 个字符', 'Up to 10 characters'),
      column: true,
      sortable: true,
      filter: 'like',
    },
    iconUrl: {
      kind: 'image',
      label: l('图标', 'Icon'),
      upload: UPLOAD_RULES.icon,
      help: l('JPG/PNG，小于 1MB，建议 128×128', 'JPG or PNG under 1 MB, 128×128 suggested'),
      column: true,
    },
  },
  search: ['name'],
  defaultSort: '-createdAt',
  access: STAFF_READ_ACCESS,
  unique: [{ fields: ['name'], message: 'error.opMarkIconNameExists' }],
  deleteGuards: [{ resource: 'opCourseDots', column: 'iconId', message: 'error.opMarkIconInUse' }],
});

/**
 * Courses (SPEC op_courses, §3 course: name, hospital, surgeon, recording device, time, length,
 * dot count). The recording is a VOD video of the company (reused, not copied: ADR 0042); the
 * server adds the video's `address`, `thumbnailUrl` and `videoState` to each course it returns,
 * and `lengthSeconds` is the video's duration.
 */
export const opCourseDescription = describeResource({
  key: 'opCourses',
  scope: 'tenant',
  title: l('课程', 'Course'),
  titleField: 'name',
  notFound: 'error.opCourseNotFound',
  routes: {
    list: '/opOperationManage/op_courses',
    detail: '/opOperationManage/op_courses/op_coursesEditInfo?id=:id',
  },
  fields: {
    name: { kind: 'text', label: l('课程名称', 'Name'), column: true, sortable: true, filter: 'like' },
    organId: { ...ORGAN_FIELD, label: l('医院', 'Hospital') },
    // not a column: the list is wide enough with the hospital
    departmentId: { ...DEPARTMENT_FIELD, column: false },
    surgeon: { kind: 'text', label: l('主刀医生', 'Surgeon'), column: true, filter: 'like' },
    deviceId: {
      kind: 'reference',
      reference: 'opDevices',
      sameTenant: true,
      label: l('录制设备', 'Recording device'),
      column: true,
      filter: 'eq',
    },
    recordedAt: {
      kind: 'datetime',
      label: l('手术时间', 'Time'),
      column: true,
      sortable: true,
      filter: 'range',
    },
    videoId: {
      kind: 'reference',
      reference: 'vodVideos',
      sameTenant: true,
      label: l('录像 (点播视频)', 'Recording (VOD video)'),
      help: l('须为已处理完成、可播放的点播视频', 'A VOD video that is ready to play'),
    },
    lengthSeconds: {
      kind: 'number',
      label: l('时长', 'Length'),
      column: true,
      sortable: true,
      readOnly: true,
    },
    dotCount: { kind: 'number', label: l('打点数', 'Dots'), column: true, sortable: true, readOnly: true },
    description: { kind: 'textarea', label: l('简介', 'Introduction'), wide: true },
  },
  search: ['name', 'surgeon'],
  defaultSort: '-recordedAt',
  access: STAFF_READ_ACCESS,
});

/** A course's dots (time marks): a time within the recording, a mark icon and a note. */
export const opCourseDotDescription = describeResource({
  key: 'opCourseDots',
  scope: 'tenant',
  title: l('打点', 'Dot'),
  titleField: 'note',
  notFound: 'error.opDotNotFound',
  fields: {
    courseId: {
      kind: 'reference',
      reference: 'opCourses',
      sameTenant: true,
      label: l('课程', 'Course'),
      createOnly: true,
      filter: 'eq',
    },
    seconds: {
      kind: 'number',
      label: l('时间点 (秒)', 'Time (s)'),
      column: true,
      sortable: true,
    },
    iconId: {
      kind: 'reference',
      reference: 'opMarkIcons',
      sameTenant: true,
      label: l('标记图标', 'Marker icon'),
      column: true,
      filter: 'eq',
    },
    note: {
      kind: 'textarea',
      label: l('备注', 'Note'),
      help: l('最多 200 个字符', 'Up to 200 characters'),
      column: true,
      wide: true,
    },
  },
  search: ['note'],
  defaultSort: 'seconds',
  access: OP_DOT_ACCESS,
});
