import { SESSION_EXPIRED_CODES } from '@console/contract/api/envelope';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, createApiClient, fillPath, type ApiClientDeps } from './api-client';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(overrides: Partial<ApiClientDeps> = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  const notify = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    baseUrl: '/platformApi',
    fetch: fetchMock,
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
    t: (key, params) => (params ? `${key}:${JSON.stringify(params)}` : key),
    notify,
    onSessionExpired,
    ...overrides,
  });
  return { client, fetchMock, notify, onSessionExpired };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client: envelopes', () => {
  it('unwraps retData of an account-style success', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ retCode: '000000', retData: { id: 1 } }));
    await expect(client.get('/x')).resolves.toEqual({ id: 1 });
  });

  it('returns null when a success carries no retData', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ retCode: '000000' }));
    await expect(client.post('/x')).resolves.toBeNull();
  });

  it('returns the whole meet-style envelope on resultnum 0000', async () => {
    const { client, fetchMock } = setup();
    const body = { resultnum: '0000', resultmeesage: 'ok', list: [1, 2] };
    fetchMock.mockResolvedValue(jsonResponse(body));
    await expect(client.get('/meet')).resolves.toEqual(body);
  });

  it('rejects a meet-style failure with resultmeesage shown for 5 s', async () => {
    const { client, fetchMock, notify } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ resultnum: '1001', resultmeesage: 'room busy' }));
    const error = await rejection(client.get('/meet'));
    expect(error.kind).toBe('business');
    expect(error.code).toBe('1001');
    expect(notify.error).toHaveBeenCalledWith('room busy', 5000);
  });

  it('rejects a legacy HTTP 200 error envelope and shows errInfo', async () => {
    const { client, fetchMock, notify } = setup();
    fetchMock.mockResolvedValue(
      jsonResponse({
        retCode: '401001',
        errInfo: 'Incorrect account or password',
        errKey: 'error.wrongCredentials',
      }),
    );
    const error = await rejection(client.post('/login', {}));
    expect(error).toMatchObject({
      kind: 'business',
      code: '401001',
      errKey: 'error.wrongCredentials',
      status: 200,
    });
    expect(error.message).toBe('Incorrect account or password');
    expect(error.shown).toBe(true);
    expect(notify.error).toHaveBeenCalledWith('Incorrect account or password', 5000);
  });

  it('reads the envelope of an HTTP 4xx answer, with its field map', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          retCode: '400001',
          errInfo: 'The submitted data is not valid',
          errKey: 'error.validation',
          fields: { oldPassword: 'error.wrongPassword', n: 3 },
        },
        400,
      ),
    );
    const error = await rejection(client.post('/console/api/v1/users', {}));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ oldPassword: 'error.wrongPassword' });
  });

  it('translates errKey when errInfo is missing, and falls back to errMsg then "Error"', async () => {
    const { client, fetchMock, notify } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse({ retCode: '404001', errKey: 'error.notFound' }));
    await rejection(client.get('/a'));
    expect(notify.error).toHaveBeenLastCalledWith('Not found', 5000);
    fetchMock.mockResolvedValueOnce(jsonResponse({ retCode: '1', errMsg: 'legacy words' }));
    await rejection(client.get('/b'));
    expect(notify.error).toHaveBeenLastCalledWith('legacy words', 5000);
    fetchMock.mockResolvedValueOnce(jsonResponse({ retCode: '1' }));
    await rejection(client.get('/c'));
    expect(notify.error).toHaveBeenLastCalledWith('request.error', 5000);
  });

  it('does not show anything when the caller opts out with skipErrorHandler', async () => {
    const { client, fetchMock, notify } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ retCode: '409001', errInfo: 'account already exists' }));
    const error = await rejection(client.post('/x', {}, { skipErrorHandler: true }));
    expect(error.message).toBe('account already exists');
    expect(error.shown).toBe(false);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('reports an HTTP error without an envelope', async () => {
    const { client, fetchMock, notify } = setup();
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await rejection(client.get('/x'));
    expect(error.kind).toBe('http');
    expect(notify.error).toHaveBeenCalledWith('request.httpError:{"status":502}', 5000);
  });
});

describe('api client: session expiry', () => {
  it.each(SESSION_EXPIRED_CODES)(
    'treats retCode %s as expiry: one warning, token cleared once',
    async (code) => {
      const { client, fetchMock, notify, onSessionExpired } = setup();
      fetchMock.mockImplementation(async () =>
        jsonResponse({ retCode: code, errInfo: 'expired' }, code === '50014' ? 401 : 200),
      );
      const first = await rejection(client.get('/a'));
      const second = await rejection(client.get('/b'));
      expect(first.kind).toBe('expired');
      expect(second.kind).toBe('expired');
      expect(notify.warning).toHaveBeenCalledTimes(1);
      expect(notify.warning).toHaveBeenCalledWith('request.sessionExpired', 5000);
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
      expect(notify.error).not.toHaveBeenCalled();
    },
  );

  it('handles expiry even when the caller skips error handling', async () => {
    const { client, fetchMock, notify, onSessionExpired } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ retCode: '50014' }, 401));
    await rejection(client.get('/a', { skipErrorHandler: true }));
    expect(notify.warning).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('api client: network and timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the network error for 5 s', async () => {
    const { client, fetchMock, notify } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(client.get('/x'));
    expect(error.kind).toBe('network');
    expect(notify.error).toHaveBeenCalledWith('request.networkError', 5000);
  });

  it('aborts after 5000 ms', async () => {
    const { client, fetchMock, notify } = setup();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = rejection(client.get('/slow'));
    await vi.advanceTimersByTimeAsync(4999);
    expect(notify.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(notify.error).toHaveBeenCalledWith('request.timeout', 5000);
  });

  it('stays quiet when the caller aborts', async () => {
    const { client, fetchMock, notify } = setup();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = rejection(client.get('/x', { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('api client: request', () => {
  it('sends the token headers, language, JSON body and query', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ retCode: '000000', retData: [] }));
    await client.post('/menu', { a: 1 }, { params: { appKey: 'icu', empty: undefined, none: null, n: 0 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/platformApi/menu?appKey=icu&n=0');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      token: 'tok-1',
      Authorization: 'Bearer tok-1',
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
    });
  });

  it('sends no token headers without a token, and no body on GET', async () => {
    const { client, fetchMock } = setup({ getToken: () => undefined });
    fetchMock.mockResolvedValue(jsonResponse({ retCode: '000000', retData: null }));
    await client.get('/x');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).not.toHaveProperty('token');
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(init?.body).toBeUndefined();
  });

  it('sends an empty JSON object for a POST without a body', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse({ retCode: '000000', retData: null }));
    await client.post('/logout');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{}');
  });

  it('builds urls and fills path parameters', () => {
    expect(buildUrl('/p', '/a?x=1', { y: 2 })).toBe('/p/a?x=1&y=2');
    expect(fillPath('/sysUser/detail/:id', { id: 12 })).toBe('/sysUser/detail/12');
    expect(fillPath('/a/:id/:other', { id: 'a b' })).toBe('/a/a%20b/:other');
  });
});
