import { z } from 'zod';
import { APPLY_CODE_LENGTH } from '../constants';

/** SPEC §5 patterns shared by every form that asks for them. */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|\+?\d[\d -]{5,18}\d)$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const APPLY_CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${APPLY_CODE_LENGTH}}$`);

/** One of `values`; a missing choice reads "is required", a wrong one "not an allowed option". */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.enum'),
  });
}

/** A choice among numbers (retention days, role types). */
export function numberChoice<const T extends readonly number[]>(values: T) {
  return z.union(
    values.map((value) => z.literal(value)),
    { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.enum') },
  );
}

/** Optional phone and mail fields, as every form that asks for them checks them. */
export const optionalPhone = () =>
  z.string().trim().regex(PHONE_PATTERN, { error: 'validation.phone' }).optional();
export const optionalEmail = () =>
  z
    .string()
    .trim()
    .regex(EMAIL_PATTERN, { error: 'validation.email' })
    .max(128, { error: 'validation.max' })
    .optional();
