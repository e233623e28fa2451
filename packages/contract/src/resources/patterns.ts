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

export const IPV4_PATTERN = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An IPv4 address, nothing else (SPEC §5: server fields, the gateway IP). */
export const ipv4 = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .regex(IPV4_PATTERN, { error: 'validation.ipv4' });
const HOST_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * An IPv4 address or a host name (RFC 1123). Dotted digits must be a real IPv4 address, so
 * `999.1.1.1` is refused rather than taken for a host name.
 */
export function isHostAddress(text: string): boolean {
  if (/^[\d.]+$/.test(text)) return IPV4_PATTERN.test(text);
  if (text.length > 253) return false;
  const labels = text.split('.');
  return labels.every((label) => HOST_LABEL.test(label)) && /[A-Za-z]/.test(labels.at(-1) ?? '');
}

/** A device or gateway address (SPEC §8 "IP address error"). */
export const hostAddress = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .refine(isHostAddress, { error: 'validation.ipAddress' });

/** A TCP/UDP port, 1-65535. */
export const port = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.port') })
    .int({ error: 'validation.port' })
    .min(1, { error: 'validation.port' })
    .max(65_535, { error: 'validation.port' });

/** An http(s) address. */
export const httpUrl = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(255, { error: 'validation.max' })
    .refine(
      (text) => {
        if (!/^https?:\/\//i.test(text)) return false;
        try {
          const url = new URL(text);
          return isHostAddress(url.hostname) || url.hostname === 'localhost';
        } catch {
          return false;
        }
      },
      { error: 'validation.httpUrl' },
    );
