import { interpret, VITAL_REFERENCE, VITAL_UNITS, type VitalKey } from '@console/contract/vitals';
import type { SampleRow } from './service';

/**
 * Samples as FHIR R4 vital-sign Observations (the vital-signs profile: category vital-signs,
 * LOINC codes, UCUM quantities); blood pressure is one panel with systolic and diastolic
 * components. `interpretation` comes from the adult reference ranges (N/H/L, HH/LL past the
 * critical limits) until the bed's thresholds replace them.
 */

type Json = Record<string, unknown>;

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';

const INTERPRETATION_DISPLAY = {
  N: 'Normal',
  H: 'High',
  L: 'Low',
  HH: 'Critical high',
  LL: 'Critical low',
} as const;

const UNIT_TEXT: Record<VitalKey, string> = {
  heartRate: 'beats/minute',
  spo2: '%',
  systolic: 'mmHg',
  diastolic: 'mmHg',
  respiration: 'breaths/minute',
  temperature: 'C',
};

const coding = (code: string, display: string) => ({ system: LOINC, code, display });

/** LOINC of each single-value vital (blood pressure is the panel below). */
const SINGLE: { key: VitalKey; suffix: string; codes: { code: string; display: string }[] }[] = [
  { key: 'heartRate', suffix: 'hr', codes: [{ code: '8867-4', display: 'Heart rate' }] },
  {
    key: 'spo2',
    suffix: 'spo2',
    codes: [
      { code: '59408-5', display: 'Oxygen saturation in Arterial blood by Pulse oximetry' },
      { code: '2708-6', display: 'Oxygen saturation in Arterial blood' },
    ],
  },
  { key: 'respiration', suffix: 'rr', codes: [{ code: '9279-1', display: 'Respiratory rate' }] },
  { key: 'temperature', suffix: 'temp', codes: [{ code: '8310-5', display: 'Body temperature' }] },
];

function quantity(key: VitalKey, value: number): Json {
  return { value, unit: UNIT_TEXT[key], system: UCUM, code: VITAL_UNITS[key] };
}

function judged(key: VitalKey, value: number): Json {
  const code = interpret(key, value);
  const [low, high] = VITAL_REFERENCE[key].normal;
  return {
    interpretation: [{ coding: [{ system: INTERPRETATION, code, display: INTERPRETATION_DISPLAY[code] }] }],
    referenceRange: [{ low: quantity(key, low), high: quantity(key, high) }],
  };
}

export function observationsOf(sample: SampleRow, patientId: number): Json[] {
  const at = sample.at.toISOString();
  const id = (suffix: string) => `vs-${sample.deviceAccountId}-${sample.at.getTime()}-${suffix}`;
  const base = (suffix: string, code: Json[], text: string): Json => ({
    resourceType: 'Observation',
    id: id(suffix),
    status: 'final',
    category: [
      { coding: [{ system: CATEGORY, code: 'vital-signs', display: 'Vital Signs' }], text: 'Vital Signs' },
    ],
    code: { coding: code, text },
    subject: { reference: `Patient/patient-${patientId}` },
    effectiveDateTime: at,
  });
  const out: Json[] = [];
  for (const { key, suffix, codes } of SINGLE) {
    const value = sample[key];
    if (value === null) continue;
    out.push({
      ...base(
        suffix,
        codes.map((c) => coding(c.code, c.display)),
        codes[0]!.display,
      ),
      valueQuantity: quantity(key, value),
      ...judged(key, value),
    });
  }
  const components = (
    [
      ['systolic', '8480-6', 'Systolic blood pressure'],
      ['diastolic', '8462-4', 'Diastolic blood pressure'],
    ] as const
  ).flatMap(([key, code, display]) => {
    const value = sample[key];
    return value === null
      ? []
      : [
          {
            code: { coding: [coding(code, display)], text: display },
            valueQuantity: quantity(key, value),
            ...judged(key, value),
          },
        ];
  });
  if (components.length)
    out.push({
      ...base('bp', [coding('85354-9', 'Blood pressure panel with all children optional')], 'Blood pressure'),
      component: components,
    });
  return out;
}

/** A searchset Bundle; `next` is the URL of the following page when there is one. */
export function searchBundle(self: string, resources: Json[], next?: string): Json {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    timestamp: new Date().toISOString(),
    link: [{ relation: 'self', url: self }, ...(next ? [{ relation: 'next', url: next }] : [])],
    entry: resources.map((resource) => ({ resource, search: { mode: 'match' } })),
  };
}
