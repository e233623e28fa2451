import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (call: ApiCall) => unknown;

const DEFAULT_HANDLERS: Record<string, Handler> = {
  'GET /console/api/v1/branding': () => ({ platformName: null }),
};

/**
 * Replaces `fetch` with handlers keyed by `METHOD /path` (path without the `/platformApi` base).
 * A handler returns the response body (wrapped in `{ retCode: '000000', retData }` unless it is
 * already an envelope or a `Response`). Unhandled requests fail the test.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/platformApi/, '');
    const method = init?.method ?? 'GET';
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    // Every page asks what the console is called; tests that care answer it themselves.
    const handler = handlers[`${method} ${path}`] ?? DEFAULT_HANDLERS[`${method} ${path}`];
    if (!handler) throw new Error(`unexpected request ${method} ${path}`);
    const result = handler(call);
    if (result instanceof Response) return result;
    const isEnvelope =
      typeof result === 'object' && result !== null && ('retCode' in result || 'resultnum' in result);
    return new Response(
      JSON.stringify(isEnvelope ? result : { retCode: '000000', retData: result ?? null }),
      {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  return { calls, spy };
}
