import { isSessionExpired, RET_OK } from '@console/contract/api/envelope';
import { ERROR_MESSAGE_DURATION_MS, EXPIRY_RELOAD_DELAY_MS } from '@console/contract/constants';
import { translate } from '@/lib/messages';
import { ApiError, buildUrl, type QueryValue } from '@/lib/api-client';
import { API_BASE } from '@/lib/config';
import { getToken, removeToken } from '@/lib/cookies';
import { currentLanguage, i18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';

/**
 * File transfers the JSON client cannot make: exports are downloaded as a blob (with the bytes
 * received so far), imports upload the raw file with upload progress (XMLHttpRequest; fetch has
 * no upload progress). Same headers, envelope and error policy as `lib/api-client`.
 */

export interface Progress {
  loaded: number;
  /** Unknown while the server streams without a length. */
  total?: number | undefined;
}

function headers(): Record<string, string> {
  const out: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = getToken();
  if (token) {
    out.token = token;
    out.Authorization = `Bearer ${token}`;
  }
  return out;
}

let expiryHandled = false;

/** The error of a failed transfer, shown once (session expiry as the api client does it). */
function failure(status: number, body: unknown): ApiError {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = typeof envelope.retCode === 'string' ? envelope.retCode : undefined;
  const errKey = typeof envelope.errKey === 'string' ? envelope.errKey : undefined;
  const fields =
    typeof envelope.fields === 'object' && envelope.fields !== null
      ? (envelope.fields as Record<string, string>)
      : undefined;
  const expired = status === 401 || isSessionExpired(code);
  const message = expired
    ? i18n.t('request.sessionExpired')
    : (typeof envelope.errInfo === 'string' && envelope.errInfo) ||
      (errKey ? translate(errKey) : '') ||
      i18n.t('request.httpError', { status });
  const error = new ApiError(expired ? 'expired' : 'business', message, {
    status,
    body,
    ...(code ? { code } : {}),
    ...(errKey ? { errKey } : {}),
    ...(fields ? { fields } : {}),
  });
  if (expired) {
    if (!expiryHandled) {
      expiryHandled = true;
      notify.warning(message, ERROR_MESSAGE_DURATION_MS);
      removeToken();
      setTimeout(() => window.location.reload(), EXPIRY_RELOAD_DELAY_MS);
    }
  } else {
    notify.error(message, ERROR_MESSAGE_DURATION_MS);
  }
  error.shown = true;
  return error;
}

function networkFailure(cause?: unknown): ApiError {
  const error = new ApiError('network', i18n.t('request.networkError'));
  error.cause = cause;
  notify.error(error.message, ERROR_MESSAGE_DURATION_MS);
  error.shown = true;
  return error;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** `attachment; filename="companies-2026-11-22.csv"` -> the name. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads `path` as a file, reporting the bytes received. Returns the saved file's name. */
export async function downloadFile(
  path: string,
  params: Record<string, QueryValue>,
  options: { fallbackName: string; onProgress?: (progress: Progress) => void; signal?: AbortSignal },
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(buildUrl(API_BASE, path, params), {
      headers: headers(),
      credentials: 'same-origin',
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    if (options.signal?.aborted) throw new ApiError('aborted', i18n.t('request.aborted'));
    throw networkFailure(cause);
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    throw failure(response.status, parseJson(await response.text()));
  }
  const length = Number(response.headers.get('Content-Length')) || undefined;
  const chunks: BlobPart[] = [];
  let loaded = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      options.onProgress?.({ loaded, total: length });
    }
  } else {
    const blob = await response.blob();
    chunks.push(blob);
    options.onProgress?.({ loaded: blob.size, total: blob.size });
  }
  const filename = filenameOf(response.headers.get('Content-Disposition'), options.fallbackName);
  saveBlob(new Blob(chunks, { type: type || 'application/octet-stream' }), filename);
  return filename;
}

const EXCEL_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** The content type to send a spreadsheet with (browsers often leave `file.type` empty). */
export function spreadsheetType(file: Pick<File, 'name' | 'type'>): string {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXCEL_TYPES[extension] ?? (file.type || 'application/octet-stream');
}

/** POSTs a file as the raw body, with upload progress; resolves with `retData`. */
export function uploadFile<T>(
  path: string,
  params: Record<string, QueryValue>,
  file: File,
  options: { onProgress?: (progress: Progress) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(API_BASE, path, params));
    for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', spreadsheetType(file));
    xhr.upload.onprogress = (event) =>
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onload = () => {
      const body = parseJson(xhr.responseText) as Record<string, unknown> | undefined;
      if (xhr.status >= 200 && xhr.status < 300 && body?.retCode === RET_OK) resolve(body.retData as T);
      else reject(failure(xhr.status, body));
    };
    xhr.onerror = () => reject(networkFailure());
    xhr.onabort = () => reject(new ApiError('aborted', i18n.t('request.aborted')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
