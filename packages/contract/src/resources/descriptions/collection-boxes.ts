import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';
import { wardAndBedFields } from './ward-bed-fields';

const l = (zh: string, en: string): Label => ({ zh, en });

/**
 * Collection boxes: the bedside units that read a patient monitor's vitals and forward them
 * (SPEC /baseMedical/collectionBoxManage). A box sits in a ward and may be bound to one of its
 * beds; it goes with its ward, and a deleted bed leaves it unbound.
 */
export const collectionBoxDescription = describeResource({
  key: 'collectionBoxes',
  scope: 'tenant',
  title: l('采集盒', 'Collection box'),
  titleField: 'name',
  routes: { list: '/baseMedical/collectionBoxManage' },
  fields: {
    name: { kind: 'text', label: l('名称', 'Name'), column: true, sortable: true, filter: 'like' },
    serialNumber: {
      kind: 'text',
      label: l('序列号', 'Serial number'),
      column: true,
      sortable: true,
      filter: 'like',
      help: l('字母、数字、- 或 _', 'Letters, digits, - or _'),
    },
    ...wardAndBedFields(l('绑定床位', 'Bed')),
    ipAddress: { kind: 'text', label: l('IP 地址', 'IP address'), column: true },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
  },
  search: ['name', 'serialNumber'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [{ fields: ['serialNumber'], message: 'error.serialNumberExists' }],
});
