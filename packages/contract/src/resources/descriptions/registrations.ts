import { WARD_STAFF_ACCESS, describeResource, type Label } from '../describe';
import { patientField } from './ward-bed-fields';

const l = (zh: string, en: string): Label => ({ zh, en });

export const REGISTRATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** Characters of the reason a rejection gives the family. */
export const REGISTRATION_REASON_MAX = 200;

export const FAMILY_RELATIONS = ['spouse', 'child', 'parent', 'sibling', 'other'] as const;

/**
 * Family registrations of the ICU (SPEC /icu/registerRecord, §4): a family applies to visit a
 * patient; staff approve, or reject with a reason. Only an approved registration books visits.
 */
export const registrationDescription = describeResource({
  key: 'visitRegistrations',
  scope: 'tenant',
  title: l('探视登记', 'Visit registration'),
  titleField: 'familyName',
  notFound: 'error.registrationNotFound',
  routes: { list: '/icu/registerRecord' },
  fields: {
    patientId: patientField,
    familyName: { kind: 'text', label: l('家属姓名', 'Family member'), column: true, filter: 'like' },
    familyPhone: { kind: 'text', label: l('联系电话', 'Phone'), column: true },
    relation: {
      kind: 'select',
      label: l('与患者关系', 'Relation'),
      options: FAMILY_RELATIONS,
      column: true,
      optionLabels: {
        spouse: l('配偶', 'Spouse'),
        child: l('子女', 'Child'),
        parent: l('父母', 'Parent'),
        sibling: l('兄弟姐妹', 'Sibling'),
        other: l('其他', 'Other'),
      },
    },
    state: {
      kind: 'select',
      label: l('状态', 'State'),
      options: REGISTRATION_STATES,
      readOnly: true,
      column: true,
      filter: 'eq',
      optionLabels: {
        pending: l('待审核', 'Pending'),
        approved: l('已通过', 'Approved'),
        rejected: l('已驳回', 'Rejected'),
      },
    },
    reason: { kind: 'textarea', label: l('驳回原因', 'Reason for rejection'), readOnly: true, column: true },
    // in the column settings, not a default column: the list fits 1440 px with the company column
    decidedAt: { kind: 'datetime', label: l('审核时间', 'Decided at'), readOnly: true },
  },
  search: ['familyName', 'familyPhone'],
  defaultSort: '-createdAt',
  access: WARD_STAFF_ACCESS,
  transitions: { approve: { field: 'state', from: ['pending'], to: 'approved' } },
});
