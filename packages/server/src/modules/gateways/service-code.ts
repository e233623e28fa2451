import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  GATEWAY_CODE_DIGITS,
  SERVICE_CODE_PERIOD_SECONDS,
  type GatewayCodeRule,
} from '@console/contract/resources/gateways';

/**
 * The dynamic service code (SPEC §9: every 30 minutes) as a TOTP (RFC 6238: HMAC-SHA1 of the
 * step count, dynamic truncation, RFC 4226): the gateway computes it from its setup key, the
 * server checks it from the same key, and no code is ever stored.
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new setup key: 20 random bytes (RFC 4226's recommended length), in base32. */
export function newSetupKey(): string {
  return base32(randomBytes(20));
}

export function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The step a moment falls in (30-minute steps since the Unix epoch). */
export function stepOf(at: Date): number {
  return Math.floor(at.getTime() / 1000 / SERVICE_CODE_PERIOD_SECONDS);
}

/** When the code of `at`'s step stops being accepted. */
export function stepEnd(at: Date): Date {
  return new Date((stepOf(at) + 1) * SERVICE_CODE_PERIOD_SECONDS * 1000);
}

/** The code of one step (RFC 4226 HOTP with the step as counter). */
export function codeAt(setupKey: string, rule: GatewayCodeRule, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', fromBase32(setupKey)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  const digits = GATEWAY_CODE_DIGITS[rule];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code in force now. */
export function currentCode(setupKey: string, rule: GatewayCodeRule, now: Date): string {
  return codeAt(setupKey, rule, stepOf(now));
}

/**
 * Whether `given` is the code in force: only the current step's, so a code shown before its 30
 * minutes ran out is refused (the form must refresh it, SPEC §5). Compared in constant time.
 */
export function isCurrentCode(setupKey: string, rule: GatewayCodeRule, given: string, now: Date): boolean {
  const expected = Buffer.from(currentCode(setupKey, rule, now));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The otpauth URI authenticator apps and TOTP libraries read (period 1800 s). */
export function setupUri(setupKey: string, rule: GatewayCodeRule, label: string): string {
  const params = new URLSearchParams({
    secret: setupKey,
    issuer: 'Console',
    algorithm: 'SHA1',
    digits: String(GATEWAY_CODE_DIGITS[rule]),
    period: String(SERVICE_CODE_PERIOD_SECONDS),
  });
  return `otpauth://totp/${encodeURIComponent(`Console:${label}`)}?${params.toString()}`;
}
