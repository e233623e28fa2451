import {
  isSessionExpired,
  MEET_OK,
  RET_OK,
  type AccountEnvelope,
  type MeetEnvelope,
} from '@console/contract/api/envelope';
import {
  ERROR_MESSAGE_DURATION_MS,
  EXPIRY_RELOAD_DELAY_MS,
  REQUEST_TIMEOUT_MS,
} from '@console/contract/constants';
import type { Language } from '@console/contract/constants';
import { translate } from './messages';
import { API_BASE } from './config';
import { getToken, removeToken } from './cookies';
import { currentLanguage, i18n } from './i18n';
import { notify, type Notifier } from './notify';

/**
 * The one API client (STYLE "One API client"): base path, headers, 5 s timeout, both envelopes
 * of SPEC §8 and the single error policy. Errors are shown here unless the caller opts out with
 * `skipErrorHandler`; session expiry is always handled here, once.
 */

export type ApiErrorKind = 'business' | 'expired' | 'http' | 'network' | 'timeout' | 'aborted';

export interface ApiErrorInfo {
  code?: string;
  errKey?: string;
  /** Field path -> i18n message key (contract MESSAGES). */
  fields?: Record<string, string>;
  status?: number;
  requestId?: string;
  body?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: string | undefined;
  readonly errKey: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly status: number | undefined;
  readonly requestId: string | undefined;
  readonly body: unknown;
  /** True when the client already showed this error to the user. */
  shown = false;

  constructor(kind: ApiErrorKind, message: string, info: ApiErrorInfo = {}) {
    super(message);
    this.kind = kind;
    this.code = info.code;
    this.errKey = info.errKey;
    this.fields = info.fields;
    this.status = info.status;
    this.requestId = info.requestId;
    this.body = info.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  params?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller shows errors itself (session expiry is still handled here). */
  skipErrorHandler?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A binary answer (an image): its bytes and headers; errors still come as envelopes. */
export interface BlobResponse {
  blob: Blob;
  headers: Headers;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClientDeps {
  baseUrl: string;
  fetch?: typeof fetch;
  getToken(): string | undefined;
  getLanguage(): Language;
  t(key: string, params?: Record<string, string | number>): string;
  notify: Notifier;
  /** Clear the token and reload after SPEC §9's delay. */
  onSessionExpired(): void;
  timeoutMs?: number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isAccountEnvelope(value: unknown): value is AccountEnvelope {
  return isObject(value) && typeof value.retCode === 'string';
}
function isMeetEnvelope(value: unknown): value is MeetEnvelope {
  return isObject(value) && typeof value.resultnum === 'string';
}
function stringField(value: Record<string, unknown>, key: string): string | undefined {
  const v = value[key];
  return typeof v === 'string' && v.trim() ? v : undefined;
}

export function buildUrl(baseUrl: string, path: string, params?: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const qs = query.toString();
  return `${baseUrl}${path}${qs ? `${path.includes('?') ? '&' : '?'}${qs}` : ''}`;
}

/** Fill `:name` segments of a contract path, e.g. `fillPath(PATHS.sysUserDetail, { id: 3 })`. */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (whole, name: string) =>
    values[name] === undefined ? whole : encodeURIComponent(String(values[name])),
  );
}

export function createApiClient(deps: ApiClientDeps) {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let expiryHandled = false;

  function messageOf(body: Record<string, unknown>): string {
    const errKey = stringField(body, 'errKey');
    return (
      stringField(body, 'errInfo') ??
      stringField(body, 'resultmeesage') ??
      stringField(body, 'errMsg') ??
      (errKey ? translate(errKey) : undefined) ??
      deps.t('request.error')
    );
  }

  function fail(error: ApiError, skipErrorHandler: boolean | undefined): never {
    if (error.kind === 'expired') {
      if (!expiryHandled) {
        expiryHandled = true;
        deps.notify.warning(deps.t('request.sessionExpired'), ERROR_MESSAGE_DURATION_MS);
        deps.onSessionExpired();
      }
      error.shown = true;
    } else if (error.kind !== 'aborted' && !skipErrorHandler) {
      deps.notify.error(error.message, ERROR_MESSAGE_DURATION_MS);
      error.shown = true;
    }
    throw error;
  }

  function envelopeError(body: Record<string, unknown>, code: string, status: number): ApiError {
    const info: ApiErrorInfo = { code, status, body };
    const errKey = stringField(body, 'errKey');
    if (errKey) info.errKey = errKey;
    const requestId = stringField(body, 'requestId');
    if (requestId) info.requestId = requestId;
    if (isObject(body.fields)) {
      info.fields = Object.fromEntries(
        Object.entries(body.fields).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    }
    if (isSessionExpired(code)) return new ApiError('expired', deps.t('request.sessionExpired'), info);
    return new ApiError('business', messageOf(body), info);
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
    binary = false,
  ): Promise<T> {
    const { skipErrorHandler } = options;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      options.timeoutMs ?? deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
    const onCallerAbort = () => controller.abort();
    if (options.signal) {
      if (options.signal.aborted) controller.abort();
      else options.signal.addEventListener('abort', onCallerAbort, { once: true });
    }

    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': deps.getLanguage(),
      ...options.headers,
    };
    const token = deps.getToken();
    if (token) {
      headers.token = token;
      headers.Authorization = `Bearer ${token}`;
    }
    let payload: string | undefined;
    if (options.body !== undefined || method === 'POST' || method === 'PUT') {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(options.body ?? {});
    }

    let response: Response;
    try {
      response = await doFetch(buildUrl(deps.baseUrl, path, options.params), {
        method,
        headers,
        body: payload,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
      if (timedOut) return fail(new ApiError('timeout', deps.t('request.timeout')), skipErrorHandler);
      if (options.signal?.aborted) return fail(new ApiError('aborted', deps.t('request.aborted')), true);
      const error = new ApiError('network', deps.t('request.networkError'));
      error.cause = cause;
      return fail(error, skipErrorHandler);
    }

    const json = (response.headers.get('content-type') ?? '').includes('json');
    if (binary && response.ok && !json) {
      try {
        return { blob: await response.blob(), headers: response.headers } satisfies BlobResponse as T;
      } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onCallerAbort);
      }
    }
    let body: unknown;
    try {
      const text = await response.text();
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }

    return settle<T>(response, body, skipErrorHandler);
  }

  /** An answer (either envelope, or none) -> its data, or the error policy above. */
  function settle<T>(
    response: { ok: boolean; status: number },
    body: unknown,
    skipErrorHandler: boolean | undefined,
  ): T {
    if (isAccountEnvelope(body)) {
      if (body.retCode === RET_OK && response.ok) return (body.retData ?? null) as T;
      return fail(
        envelopeError(body as unknown as Record<string, unknown>, body.retCode, response.status),
        skipErrorHandler,
      );
    }
    if (isMeetEnvelope(body)) {
      if (body.resultnum === MEET_OK && response.ok) return body as T;
      return fail(envelopeError(body, body.resultnum, response.status), skipErrorHandler);
    }
    if (!response.ok) {
      const info: ApiErrorInfo = { status: response.status, body };
      if (response.status === 401)
        return fail(new ApiError('expired', deps.t('request.sessionExpired'), info), skipErrorHandler);
      return fail(
        new ApiError('http', deps.t('request.httpError', { status: response.status }), info),
        skipErrorHandler,
      );
    }
    return body as T;
  }

  /**
   * One file as multipart (`file` field), with upload progress: fetch cannot report it, so this
   * uses XMLHttpRequest, and the same headers, envelopes and error policy as every other call.
   * No timeout: a large file legitimately takes long; the caller can abort with `signal`.
   */
  function upload<T>(
    path: string,
    file: Blob,
    options: Omit<RequestOptions, 'body' | 'timeoutMs'> & { onProgress?: (percent: number) => void } = {},
  ): Promise<T> {
    const { skipErrorHandler } = options;
    return new Promise<T>((resolve, reject) => {
      const run = (fn: () => T) => {
        try {
          resolve(fn());
        } catch (error) {
          reject(error);
        }
      };
      const xhr = new XMLHttpRequest();
      xhr.open('POST', buildUrl(deps.baseUrl, path, options.params));
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Accept-Language', deps.getLanguage());
      for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
      const token = deps.getToken();
      if (token) {
        xhr.setRequestHeader('token', token);
        xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () =>
        run(() => {
          let body: unknown;
          try {
            body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
          } catch {
            body = undefined;
          }
          return settle<T>(
            { ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status },
            body,
            skipErrorHandler,
          );
        });
      xhr.onerror = () =>
        run(() => fail(new ApiError('network', deps.t('request.networkError')), skipErrorHandler));
      xhr.onabort = () => run(() => fail(new ApiError('aborted', deps.t('request.aborted')), true));
      if (options.signal) {
        if (options.signal.aborted) return xhr.abort();
        options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      }
      const form = new FormData();
      form.append('file', file);
      xhr.send(form);
    });
  }

  return {
    request,
    upload,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    /** A binary GET (an image): the bytes when it answers one, else the envelope's error as usual. */
    getBlob: (path: string, options?: RequestOptions) =>
      request<BlobResponse>(
        'GET',
        path,
        { ...options, headers: { Accept: '*/*', ...options?.headers } },
        true,
      ),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient({
  baseUrl: API_BASE,
  getToken,
  getLanguage: currentLanguage,
  t: (key, params) => i18n.t(key, params),
  notify,
  onSessionExpired() {
    removeToken();
    setTimeout(() => window.location.reload(), EXPIRY_RELOAD_DELAY_MS);
  },
});
