import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { primeCaptcha } from '../api/get-captcha';
import { useCaptcha } from './use-captcha';

const CAPTCHA = 'POST /accountServer/api/1.0/public/captcha';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useCaptcha', () => {
  it('knows in its first render what the page load asked (main.tsx), and asks nothing more', async () => {
    const api = mockApi({ [CAPTCHA]: () => null });
    await primeCaptcha();
    const { result } = renderHook(() => useCaptcha());
    expect(result.current.status).toBe('off');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.calls.filter((call) => `${call.method} ${call.path}` === CAPTCHA)).toHaveLength(1);

    // A captcha is single-use: the next form (after a sign-out) asks for its own.
    const next = renderHook(() => useCaptcha());
    expect(next.result.current.status).toBe('loading');
    await waitFor(() => expect(next.result.current.status).toBe('off'));
    expect(api.calls.filter((call) => `${call.method} ${call.path}` === CAPTCHA)).toHaveLength(2);
  });

  it('without an answer from the page load, asks in its first effect', async () => {
    const api = mockApi({
      [CAPTCHA]: () => ({ uuid: 'u1', img: 'data:image/png;base64,AA==', expiresIn: 60 }),
    });
    const { result } = renderHook(() => useCaptcha());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.captcha?.uuid).toBe('u1');
    expect(api.calls).toHaveLength(1);
  });
});
