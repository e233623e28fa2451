import type { FieldMeta, Label } from '../describe';

/**
 * The ward a piece of bedside equipment belongs to and the bed it is bound to, both the
 * company's; the bed picker offers the chosen ward's beds (the server keeps the bed to the ward:
 * `bedInWard`). Shared by the resources
 * that place equipment in a ward: ward devices, collection boxes.
 */
export function wardAndBedFields(bedLabel: Label): { wardId: FieldMeta; bedId: FieldMeta } {
  return {
    wardId: {
      kind: 'reference',
      reference: 'wards',
      sameTenant: true,
      label: { zh: '所属病区', en: 'Ward' },
      column: true,
      filter: 'eq',
    },
    bedId: {
      kind: 'reference',
      reference: 'beds',
      sameTenant: true,
      label: bedLabel,
      column: true,
      filter: 'eq',
    },
  };
}

/** The patient a record is about (a registration, a care note, a file): the company's own. */
export const patientField: FieldMeta = {
  kind: 'reference',
  reference: 'patients',
  sameTenant: true,
  label: { zh: '患者', en: 'Patient' },
  column: true,
  filter: 'eq',
};
