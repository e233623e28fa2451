import { patientDefinition } from '@console/contract/resources/patients';
import { engineResource, type EngineResource } from '../../engine/resource';
import { checkAge, masked, PATIENT_EXPORT, PATIENT_READ, recordPatientAccess } from './service';
import { patients } from './tables';

/**
 * Patients: id card and phone masked in lists, exports and write answers; the full record only
 * on its own read (`GET /{id}`), which like every export is recorded in the audit log. The bed,
 * status and times change only through admit, transfer and discharge (routes.ts).
 */
export const patientResource: EngineResource = engineResource(patientDefinition, patients, {
  beforeCreate: (_tx, _caller, values) => {
    checkAge(values);
    return values;
  },
  beforeUpdate: (_tx, _caller, values, before) => {
    checkAge(values, before);
    return values;
  },
  present: (_tx, _caller, rows) => rows.map(masked),
  read: async (tx, caller, stored, presented) => {
    await recordPatientAccess(tx, caller, PATIENT_READ, [stored]);
    return { ...presented, idCard: stored.idCard ?? null, phone: stored.phone ?? null };
  },
  exported: async (tx, caller, rows) => {
    await recordPatientAccess(tx, caller, PATIENT_EXPORT, rows);
    return rows.map(masked);
  },
});
