import { ERROR_CODES, type ErrorCode } from '@console/contract';
import type { MessageKey } from '@console/contract/i18n/messages';

/**
 * Typed domain errors. Domain code throws these; the error handler turns them into envelopes
 * (SPEC §8). `key` is an i18n message key, `fields` maps field paths to message keys.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly status: number,
    readonly options: { params?: Record<string, string | number>; fields?: Record<string, string> } = {},
  ) {
    super(key);
  }
}

export const SessionExpired = () => new AppError(ERROR_CODES.sessionExpired, 'error.sessionExpired', 401);
export const Forbidden = (key: MessageKey = 'error.forbidden') =>
  new AppError(ERROR_CODES.forbidden, key, 403);
export const NotFound = (key: MessageKey = 'error.notFound') => new AppError(ERROR_CODES.notFound, key, 404);
export const Conflict = (key: MessageKey, field?: string) =>
  new AppError(ERROR_CODES.conflict, key, 409, field ? { fields: { [field]: key } } : {});
export const BadRequest = (key: MessageKey, field?: string) =>
  new AppError(ERROR_CODES.validation, key, 400, field ? { fields: { [field]: key } } : {});
export const FieldsInvalid = (fields: Record<string, string>) =>
  new AppError(ERROR_CODES.validation, 'error.validation', 400, { fields });
