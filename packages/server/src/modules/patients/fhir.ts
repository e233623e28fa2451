import { idCardBirthDate, isIdCard } from '@console/contract/resources/patients';
import type { Row } from '../../engine/resource';

/**
 * FHIR R4 views of the base medical data: Patient, Encounter (the admission) and Location (ward
 * with `physicalType` wa, bed with bd). Plain JSON objects, validated in the tests against the
 * FHIR R4 JSON schema. Ids are `{kind}-{row id}`; identifier systems name this console.
 */

type Json = Record<string, unknown>;

const SYSTEM = 'urn:console';
const PHYSICAL_TYPE = 'http://terminology.hl7.org/CodeSystem/location-physical-type';
const BED_STATUS = 'http://terminology.hl7.org/CodeSystem/v2-0116';
const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';

const GENDER: Record<string, string> = { male: 'male', female: 'female', unknown: 'unknown' };

export function wardLocation(ward: Row): Json {
  return {
    resourceType: 'Location',
    id: `ward-${ward.id}`,
    identifier: [{ system: `${SYSTEM}:ward-code`, value: String(ward.code) }],
    status: 'active',
    name: String(ward.name),
    mode: 'instance',
    physicalType: { coding: [{ system: PHYSICAL_TYPE, code: 'wa', display: 'Ward' }] },
  };
}

export function bedLocation(bed: Row, occupied: boolean): Json {
  return {
    resourceType: 'Location',
    id: `bed-${bed.id}`,
    identifier: [{ system: `${SYSTEM}:bed-code`, value: String(bed.code) }],
    status: 'active',
    operationalStatus: {
      system: BED_STATUS,
      code: occupied ? 'O' : 'U',
      display: occupied ? 'Occupied' : 'Unoccupied',
    },
    name: String(bed.name),
    alias: [String(bed.number)],
    mode: 'instance',
    physicalType: { coding: [{ system: PHYSICAL_TYPE, code: 'bd', display: 'Bed' }] },
    partOf: { reference: `Location/ward-${bed.wardId}` },
  };
}

export function patientResource(patient: Row): Json {
  const idCard = typeof patient.idCard === 'string' ? patient.idCard : undefined;
  const birthDate = idCard && isIdCard(idCard) ? idCardBirthDate(idCard) : null;
  return {
    resourceType: 'Patient',
    id: `patient-${patient.id}`,
    identifier: [
      {
        use: 'usual',
        type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }] },
        system: `${SYSTEM}:hospital-number`,
        value: String(patient.hospitalNumber),
      },
      ...(idCard
        ? [
            {
              use: 'official',
              type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'NI' }] },
              system: `${SYSTEM}:resident-id-card`,
              value: idCard,
            },
          ]
        : []),
    ],
    active: patient.status !== 'discharged',
    name: [{ text: String(patient.name) }],
    ...(typeof patient.phone === 'string' ? { telecom: [{ system: 'phone', value: patient.phone }] } : {}),
    gender: GENDER[String(patient.sex)] ?? 'unknown',
    ...(birthDate ? { birthDate } : {}),
  };
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** The admission as an inpatient Encounter: planned (waiting), in progress or finished. */
export function encounterResource(patient: Row, bed: Row | undefined): Json {
  const status =
    patient.status === 'admitted' ? 'in-progress' : patient.status === 'discharged' ? 'finished' : 'planned';
  const period: Json = {};
  if (patient.admittedAt) period.start = iso(patient.admittedAt);
  if (patient.dischargedAt && patient.status === 'discharged') period.end = iso(patient.dischargedAt);
  return {
    resourceType: 'Encounter',
    id: `encounter-${patient.id}`,
    status,
    class: { system: ACT_CODE, code: 'IMP', display: 'inpatient encounter' },
    subject: { reference: `Patient/patient-${patient.id}` },
    ...(Object.keys(period).length ? { period } : {}),
    ...(bed
      ? {
          location: [
            { location: { reference: `Location/bed-${bed.id}` }, status: 'active' },
            { location: { reference: `Location/ward-${bed.wardId}` }, status: 'active' },
          ],
        }
      : {}),
  };
}

export function bundle(resources: Json[]): Json {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: new Date().toISOString(),
    entry: resources.map((resource) => ({ resource })),
  };
}
