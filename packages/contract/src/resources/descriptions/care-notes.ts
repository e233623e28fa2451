import { WARD_STAFF_ACCESS, describeResource, type Label } from '../describe';
import { patientField } from './ward-bed-fields';

const l = (zh: string, en: string): Label => ({ zh, en });

/** Who writes a note: the nurse at the bed, a doctor, or the shift handing over. */
export const CARE_NOTE_KINDS = ['nursing', 'doctor', 'handover'] as const;
export type CareNoteKind = (typeof CARE_NOTE_KINDS)[number];

/**
 * Care notes of a patient, written at the bed screen: a short free text by a nurse or doctor, or a
 * shift handover. The author is the server's (the signed-in account); only the author changes or
 * deletes a note, every write is in the audit log.
 */
export const careNoteDescription = describeResource({
  key: 'careNotes',
  scope: 'tenant',
  title: l('护理记录', 'Care note'),
  titleField: 'text',
  fields: {
    patientId: patientField,
    bedId: {
      kind: 'reference',
      reference: 'beds',
      sameTenant: true,
      label: l('床位', 'Bed'),
      column: true,
      filter: 'eq',
    },
    kind: {
      kind: 'select',
      label: l('类型', 'Kind'),
      options: CARE_NOTE_KINDS,
      optionLabels: {
        nursing: l('护理', 'Nursing'),
        doctor: l('医生', 'Doctor'),
        handover: l('交班', 'Handover'),
      },
      column: true,
      filter: 'eq',
    },
    text: { kind: 'textarea', label: l('内容', 'Text'), column: true, wide: true },
    author: { kind: 'text', label: l('记录人', 'Written by'), column: true, readOnly: true },
  },
  search: ['text'],
  defaultSort: '-createdAt',
  // Staff write and remove their own notes (the server checks the author).
  access: { ...WARD_STAFF_ACCESS, delete: 'staff' },
});

/** Longest note: a shift handover fits, a discharge letter does not (that is a file). */
export const CARE_NOTE_MAX_LENGTH = 2000;
