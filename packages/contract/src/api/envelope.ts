import { z } from 'zod';

/**
 * Response envelopes of SPEC §8. Two shapes exist because the original console talked to two
 * services; the spelling `resultmeesage` is part of the contract.
 */
export const RET_OK = '000000';
export const MEET_OK = '0000';

/** Any of these means "log in again"; the client treats all four alike (SPEC §8). */
export const SESSION_EXPIRED_CODES = ['010005', '50012', '50014', '991000'] as const;
/** The one we emit. */
export const SESSION_EXPIRED = '50014';

/** Error codes this server emits in `retCode` (account-server style). */
export const ERROR_CODES = {
  sessionExpired: SESSION_EXPIRED,
  validation: '400001',
  badRequest: '400002',
  wrongCredentials: '401001',
  captcha: '401002',
  passwordChangeRequired: '401003',
  forbidden: '403001',
  notFound: '404001',
  conflict: '409001',
  tooManyAttempts: '429001',
  /** Something the server depends on did not answer (a camera) or is missing (ffmpeg). */
  unavailable: '503001',
  internal: '500000',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** `{ retCode, retData, errInfo }`: the style every new endpoint uses. */
export interface AccountEnvelope<T = unknown> {
  retCode: string;
  retData?: T;
  /** Human message in the caller's language. */
  errInfo?: string;
  /** The i18n key behind errInfo, for clients that translate themselves. */
  errKey?: string;
  /** Validation failures: field path -> i18n message key. */
  fields?: Record<string, string>;
  /** Correlates a 5xx with the server log. */
  requestId?: string;
}

/** `{ resultnum, resultmeesage, ... }`: the meet-service style, the whole envelope is the result. */
export interface MeetEnvelope {
  resultnum: string;
  resultmeesage?: string;
  [key: string]: unknown;
}

export function isSessionExpired(code: string | undefined): boolean {
  return code !== undefined && (SESSION_EXPIRED_CODES as readonly string[]).includes(code);
}

/** Schema of a successful account-style envelope around `data` (OpenAPI and serialisation). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ retCode: z.literal(RET_OK), retData: data });
}
