import { WARD_STAFF_ACCESS, describeResource, type Label } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

export const PATIENT_SEXES = ['male', 'female', 'unknown'] as const;

/** waiting: registered, no bed yet; admitted: in a bed; discharged: gone home (bed freed). */
export const PATIENT_STATUSES = ['waiting', 'admitted', 'discharged'] as const;

export type PatientStatus = (typeof PATIENT_STATUSES)[number];

/**
 * Patients (SPEC §3). The bed, the admission and discharge times and the status are the server's:
 * they change only through the admit, transfer and discharge actions, and the database lets one
 * bed hold one admitted patient. Id card and phone are masked in lists and exports; every read
 * of a record is in the audit log.
 */
export const patientDescription = describeResource({
  key: 'patients',
  scope: 'tenant',
  title: l('患者', 'Patient'),
  titleField: 'name',
  notFound: 'error.patientNotFound',
  routes: { list: '/baseMedical/basePatientManage', detail: '/baseMedical/patientDetail/:id' },
  // Id card, phone and discharge time are not default columns (the column settings offer them,
  // masked): the list then fits a 1440 px screen with the company column a platform admin sees.
  fields: {
    name: { kind: 'text', label: l('姓名', 'Name'), column: true, sortable: true, filter: 'like' },
    sex: {
      kind: 'select',
      label: l('性别', 'Sex'),
      options: PATIENT_SEXES,
      optionLabels: { male: l('男', 'Male'), female: l('女', 'Female'), unknown: l('未知', 'Unknown') },
      column: true,
      filter: 'eq',
    },
    age: { kind: 'number', label: l('年龄', 'Age'), column: true, sortable: true },
    idCard: {
      kind: 'text',
      label: l('身份证号', 'ID card number'),
      help: l('18 位居民身份证号', '18-character resident ID card number'),
    },
    phone: { kind: 'text', label: l('联系电话', 'Phone') },
    hospitalNumber: {
      kind: 'text',
      label: l('住院号', 'Hospitalisation number'),
      column: true,
      sortable: true,
      filter: 'like',
    },
    visitAllowed: { kind: 'switch', label: l('允许探视', 'Visiting allowed'), column: true, filter: 'eq' },
    status: {
      kind: 'select',
      label: l('状态', 'Status'),
      options: PATIENT_STATUSES,
      optionLabels: {
        waiting: l('待入院', 'Waiting'),
        admitted: l('在院', 'Admitted'),
        discharged: l('已出院', 'Discharged'),
      },
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    bedId: {
      kind: 'reference',
      reference: 'beds',
      sameTenant: true,
      label: l('床位', 'Bed'),
      column: true,
      filter: 'eq',
      readOnly: true,
    },
    admittedAt: {
      kind: 'datetime',
      label: l('入院时间', 'Admitted at'),
      column: true,
      sortable: true,
      filter: 'range',
      readOnly: true,
    },
    dischargedAt: {
      kind: 'datetime',
      label: l('出院时间', 'Discharged at'),
      sortable: true,
      filter: 'range',
      readOnly: true,
    },
  },
  search: ['name', 'hospitalNumber'],
  defaultSort: '-createdAt',
  access: WARD_STAFF_ACCESS,
  unique: [{ fields: ['hospitalNumber'], message: 'error.hospitalNumberExists' }],
});
