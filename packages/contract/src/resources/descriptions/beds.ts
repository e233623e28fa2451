import { STAFF_READ_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * Beds of a ward (SPEC §3 "Bed": number, code, name, map point, bound devices). A bed holds one
 * admitted patient at a time (patients' partial unique index); its devices are terminals of the
 * same company.
 */
export const bedDescription = describeResource({
  key: 'beds',
  scope: 'tenant',
  title: l('床位', 'Bed'),
  // The code is unique in the company (`ICU1-01`); bed names repeat from ward to ward.
  titleField: 'code',
  notFound: 'error.bedNotFound',
  routes: { list: '/baseMedical/bedManage', detail: '/baseMedical/bedDetail/:id' },
  fields: {
    wardId: {
      kind: 'reference',
      reference: 'wards',
      sameTenant: true,
      label: l('所属病区', 'Ward'),
      column: true,
      filter: 'eq',
    },
    number: { kind: 'number', label: l('床号', 'Bed number'), column: true, sortable: true, filter: 'eq' },
    code: {
      kind: 'text',
      label: l('床位编码', 'Code'),
      column: true,
      sortable: true,
      filter: 'like',
      help: l('只能包含字母、数字、- 或 _', 'Letters, digits, - or _ only'),
    },
    name: {
      kind: 'text',
      label: l('床位名称', 'Name'),
      column: true,
      sortable: true,
      filter: 'like',
      help: l('最多 30 个字符', 'At most 30 characters'),
    },
    // Whether an admitted patient lies in the bed (the admit picker offers the free ones).
    occupied: {
      kind: 'switch',
      label: l('占用', 'Occupied'),
      virtual: true,
      readOnly: true,
      filter: 'eq',
      optionLabels: { true: l('已占用', 'Occupied'), false: l('空闲', 'Free') },
    },
    mapX: { kind: 'number', label: l('地图坐标 X(%)', 'Map point X (%)') },
    mapY: { kind: 'number', label: l('地图坐标 Y(%)', 'Map point Y (%)') },
    deviceAccountIds: {
      kind: 'reference',
      reference: 'deviceAccounts',
      multiple: true,
      sameTenant: true,
      label: l('绑定设备', 'Bound devices'),
      column: true,
      filter: 'eq',
      wide: true,
    },
  },
  search: ['name', 'code'],
  defaultSort: 'number',
  access: STAFF_READ_ACCESS,
  unique: [
    { fields: ['wardId', 'number'], message: 'error.bedNumberExists' },
    { fields: ['code'], message: 'error.codeExists' },
  ],
});
