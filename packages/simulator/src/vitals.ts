/**
 * Bed vitals for simulated monitors: values drift around a patient's baseline and now and then
 * leave the normal range, so alarms have something to catch.
 */
export interface Vitals {
  heartRate: number;
  spo2: number;
  systolic: number;
  diastolic: number;
  respiration: number;
  temperature: number;
}

/** Normal adult ranges (inclusive); a value outside is an excursion. */
export const NORMAL_RANGES: Record<keyof Vitals, readonly [number, number]> = {
  heartRate: [60, 100],
  spo2: [95, 100],
  systolic: [90, 140],
  diastolic: [60, 90],
  respiration: [12, 20],
  temperature: [36.1, 37.5],
};

const BASELINE: Vitals = {
  heartRate: 78,
  spo2: 98,
  systolic: 118,
  diastolic: 76,
  respiration: 16,
  temperature: 36.7,
};
const STEP: Vitals = {
  heartRate: 2,
  spo2: 0.5,
  systolic: 2,
  diastolic: 1.5,
  respiration: 0.6,
  temperature: 0.05,
};
const ABNORMAL: Vitals = {
  heartRate: 128,
  spo2: 88,
  systolic: 168,
  diastolic: 102,
  respiration: 27,
  temperature: 38.9,
};

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function isOutOfRange(vitals: Vitals): (keyof Vitals)[] {
  return (Object.keys(NORMAL_RANGES) as (keyof Vitals)[]).filter((key) => {
    const [low, high] = NORMAL_RANGES[key];
    return vitals[key] < low || vitals[key] > high;
  });
}

/** Readings an excursion lasts: 1 to 5 (mean 3), so some pass an alarm's persistence delay and some do not. */
const MAX_EPISODE = 5;
const MEAN_EPISODE = (1 + MAX_EPISODE) / 2;

/**
 * A stream of readings for one bed. `excursionRate` is about the share of readings in which one
 * vital is abnormal: now and then one vital jumps to an abnormal value and stays there for one to
 * five readings (at 5 s a reading, the longer ones outlast the monitors' 10 s persistence delay
 * and raise an alarm; the short ones are the artefacts the delay filters out).
 */
export function vitalsStream(random: () => number, excursionRate = 0.02): () => Vitals {
  const current: Vitals = { ...BASELINE };
  let episode: { key: keyof Vitals; left: number } | null = null;
  return () => {
    for (const key of Object.keys(current) as (keyof Vitals)[]) {
      // Random walk pulled back towards the baseline so values stay plausible.
      const pull = (BASELINE[key] - current[key]) * 0.2;
      current[key] += pull + (random() * 2 - 1) * STEP[key];
    }
    const reading = { ...current };
    if (!episode && random() < excursionRate / MEAN_EPISODE) {
      const keys = Object.keys(ABNORMAL) as (keyof Vitals)[];
      const key = keys[Math.floor(random() * keys.length)]!;
      episode = { key, left: 1 + Math.floor(random() * MAX_EPISODE) };
    }
    if (episode) {
      reading[episode.key] = ABNORMAL[episode.key];
      episode.left -= 1;
      if (episode.left === 0) episode = null;
    }
    return {
      heartRate: Math.round(reading.heartRate),
      spo2: Math.min(100, Math.round(reading.spo2)),
      systolic: Math.round(reading.systolic),
      diastolic: Math.round(reading.diastolic),
      respiration: Math.round(reading.respiration),
      temperature: round(reading.temperature, 1),
    };
  };
}
