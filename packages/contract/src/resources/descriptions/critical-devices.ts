import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';
import { wardAndBedFields } from './ward-bed-fields';

const l = (zh: string, en: string): Label => ({ zh, en });

/** What a critical care device is. */
export const CRITICAL_DEVICE_TYPES = [
  'monitor',
  'ventilator',
  'infusionPump',
  'syringePump',
  'ecg',
  'other',
] as const;
export type CriticalDeviceType = (typeof CRITICAL_DEVICE_TYPES)[number];

/**
 * Critical care equipment (SPEC §3 "Critical device: name, account, type") at a bed of a ward.
 * The account is the bedside terminal whose telemetry feeds the bed: one terminal feeds at most
 * one bed. The bed is one of the ward's; the rows go with their ward or bed.
 */
export const criticalDeviceDescription = describeResource({
  key: 'criticalDevices',
  scope: 'tenant',
  title: l('重症设备', 'Critical care device'),
  titleField: 'name',
  routes: { list: '/aiIcu/criticalEquipmentManagement' },
  fields: {
    name: { kind: 'text', label: l('设备名称', 'Name'), column: true, sortable: true, filter: 'like' },
    deviceAccountId: {
      kind: 'reference',
      reference: 'deviceAccounts',
      sameTenant: true,
      label: l('设备账号', 'Account'),
      column: true,
      filter: 'eq',
      help: l('上报该床位生命体征的床旁终端', 'The bedside terminal whose vitals feed the bed'),
    },
    type: {
      kind: 'select',
      label: l('设备类型', 'Type'),
      options: CRITICAL_DEVICE_TYPES,
      optionLabels: {
        monitor: l('监护仪', 'Patient monitor'),
        ventilator: l('呼吸机', 'Ventilator'),
        infusionPump: l('输液泵', 'Infusion pump'),
        syringePump: l('注射泵', 'Syringe pump'),
        ecg: l('心电图机', 'ECG'),
        other: l('其他', 'Other'),
      },
      column: true,
      filter: 'eq',
    },
    ...wardAndBedFields(l('床位', 'Bed')),
  },
  search: ['name'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['deviceAccountId'], message: 'error.criticalDeviceAccountTaken' }],
});
