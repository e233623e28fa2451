import { z } from 'zod';

/**
 * Field schemas the base medical resources share (branches, wards, beds, collection boxes,
 * patients): SPEC §5 "bed code without special characters", names with a bound.
 */
const required = { error: 'validation.required' } as const;

/** Letters, digits, `-` and `_`: no special characters (SPEC §5 bed code). */
export const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const MEDICAL_CODE = (max = 32) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, { error: 'validation.max' })
    .regex(CODE_PATTERN, { error: 'validation.code' });

export const requiredName = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: 'validation.max' });

export const optionalText = (max: number) =>
  z.string().trim().max(max, { error: 'validation.max' }).optional();

/** A whole number within bounds; a missing value reads "is required". */
export const intBetween = (min: number, max: number) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .int({ error: 'validation.integer' })
    .min(min, { error: 'validation.min' })
    .max(max, { error: 'validation.max' });

/** The id of a required reference; a missing one reads "is required". */
export const requiredId = () =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .int()
    .positive({ error: 'validation.required' });

export const optionalId = () => z.number({ error: 'validation.invalidType' }).int().positive().optional();

// --- Resident identity card (GB 11643-1999): 17 digits and a checksum (0-9 or X) ---------------

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The birth date an 18-character id card carries (YYYY-MM-DD), or null when it is no real date. */
export function idCardBirthDate(idCard: string): string | null {
  const year = Number(idCard.slice(6, 10));
  const month = Number(idCard.slice(10, 12));
  const day = Number(idCard.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return idCard.slice(6, 10) + '-' + idCard.slice(10, 12) + '-' + idCard.slice(12, 14);
}

/** 18 characters, a real birth date and the national checksum. */
export function isIdCard(text: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(text)) return false;
  if (!idCardBirthDate(text)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(text[index]), 0);
  return CHECK[sum % 11] === text[17]!.toUpperCase();
}

/** Whole years between a birth date (YYYY-MM-DD) and `on`. */
export function ageOn(birthDate: string, on: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - year;
  const beforeBirthday =
    on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The stated age agrees with the id card's birth date: the age on `on` (today), or one less,
 * since the birthday of a record entered around it may be read in another time zone.
 */
export function ageMatchesIdCard(idCard: string, age: number, on: Date): boolean {
  const birth = idCardBirthDate(idCard);
  if (!birth) return false;
  const actual = ageOn(birth, on);
  return age === actual || age === actual - 1 || age === actual + 1;
}

/** `110105********1234`: birth date hidden, as lists and exports show an id card. */
export function maskIdCard(idCard: string): string {
  return idCard.length < 10 ? '****' : `${idCard.slice(0, 6)}********${idCard.slice(14)}`;
}

/** `138****5678`. */
export function maskPhone(phone: string): string {
  return phone.length < 7 ? '****' : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
