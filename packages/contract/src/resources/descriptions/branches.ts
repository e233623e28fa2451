import { CUSTOMER_ADMIN_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** Branches (campuses) of a hospital (SPEC /baseMedical/branch); wards belong to one. */
export const branchDescription = describeResource({
  key: 'branches',
  scope: 'tenant',
  title: l('院区', 'Branch'),
  titleField: 'name',
  notFound: 'error.branchNotFound',
  routes: { list: '/baseMedical/branch' },
  fields: {
    name: { kind: 'text', label: l('院区名称', 'Name'), column: true, sortable: true, filter: 'like' },
    code: { kind: 'text', label: l('院区编码', 'Code'), column: true, sortable: true, filter: 'like' },
    address: { kind: 'text', label: l('地址', 'Address'), column: true, wide: true },
    phone: { kind: 'text', label: l('联系电话', 'Phone'), column: true },
    description: { kind: 'textarea', label: l('描述', 'Description'), wide: true },
  },
  search: ['name', 'code', 'address'],
  defaultSort: '-createdAt',
  access: CUSTOMER_ADMIN_ACCESS,
  unique: [
    { fields: ['name'], message: 'error.nameExists' },
    { fields: ['code'], message: 'error.codeExists' },
  ],
});
