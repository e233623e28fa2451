import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';
import { wardAndBedFields } from './ward-bed-fields';

const l = (zh: string, en: string): Label => ({ zh, en });

/** What a ward device is (SPEC §3 "Device (ward)": type). */
export const WARD_DEVICE_TYPES = [
  'terminal',
  'camera',
  'pad',
  'nurseStation',
  'accessController',
  'monitor',
  'other',
] as const;
export type WardDeviceType = (typeof WARD_DEVICE_TYPES)[number];

/** Where it serves: the ward itself (bedside, nurse station) or the visitation room (the family side). */
export const WARD_DEVICE_ROLES = ['ward', 'visitingRoom'] as const;
export type WardDeviceRole = (typeof WARD_DEVICE_ROLES)[number];

/**
 * Devices of a ward (SPEC §3 "Device (ward): name, id/account, type, ward, bed, role"): the ICU
 * ward settings' tabs wardEquipment (role `ward`) and visitationRoomEquipment (`visitingRoom`).
 * A terminal is bound once per ward; the bed, when given, is one of the ward's; the rows go with
 * their ward or bed.
 */
export const wardDeviceDescription = describeResource({
  key: 'wardDevices',
  scope: 'tenant',
  title: l('病区设备', 'Ward device'),
  titleField: 'name',
  fields: {
    name: { kind: 'text', label: l('设备名称', 'Name'), column: true, sortable: true, filter: 'like' },
    deviceAccountId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('终端账号', 'Terminal account'),
      column: true,
      filter: 'eq',
    },
    type: {
      kind: 'select',
      label: l('设备类型', 'Type'),
      options: WARD_DEVICE_TYPES,
      optionLabels: {
        terminal: l('终端', 'Terminal'),
        camera: l('摄像头', 'Camera'),
        pad: l('平板', 'Tablet'),
        nurseStation: l('护士站', 'Nurse station'),
        accessController: l('门禁控制器', 'Access controller'),
        monitor: l('监护仪', 'Patient monitor'),
        other: l('其他', 'Other'),
      },
      column: true,
      filter: 'eq',
    },
    ...wardAndBedFields(l('所在床位', 'Bed')),
    role: {
      kind: 'select',
      label: l('设备用途', 'Role'),
      options: WARD_DEVICE_ROLES,
      optionLabels: { ward: l('病区设备', 'Ward equipment'), visitingRoom: l('探视室设备', 'Visiting room') },
      column: true,
      filter: 'eq',
    },
  },
  search: ['name'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  // The message goes on the terminal field: the first of the rule's fields.
  unique: [{ fields: ['deviceAccountId', 'wardId'], message: 'error.wardDeviceExists' }],
});
