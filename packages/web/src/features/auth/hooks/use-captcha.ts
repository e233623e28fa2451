import type { CaptchaResult } from '@console/contract/resources/identity';
import { useCallback, useEffect, useState } from 'react';
import { getCaptcha, primedCaptcha, takePrimedCaptcha } from '../api/get-captcha';

export interface CaptchaState {
  /** `off`: the server runs without captcha, the field is hidden. */
  status: 'loading' | 'ready' | 'off' | 'failed';
  captcha: CaptchaResult | null;
}

/** Loads a captcha, refreshes it on demand and shortly before it expires. */
export function useCaptcha(): CaptchaState & { refresh: () => void } {
  // The page load may have asked already (main.tsx): then the first render knows the answer.
  const [state, setState] = useState<CaptchaState>(() => {
    const captcha = primedCaptcha()?.captcha;
    if (captcha === undefined) return { status: 'loading', captcha: null };
    return captcha ? { status: 'ready', captcha } : { status: 'off', captcha: null };
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (version === 0 && takePrimedCaptcha()) return;
    let live = true;
    getCaptcha().then(
      (captcha) =>
        live && setState(captcha ? { status: 'ready', captcha } : { status: 'off', captcha: null }),
      () => live && setState({ status: 'failed', captcha: null }),
    );
    return () => {
      live = false;
    };
  }, [version]);

  const refresh = useCallback(() => {
    setState((s) => (s.status === 'off' ? s : { ...s, status: 'loading' }));
    setVersion((v) => v + 1);
  }, []);

  const expiresIn = state.status === 'ready' ? (state.captcha?.expiresIn ?? 0) : 0;
  useEffect(() => {
    if (expiresIn <= 5) return;
    const timer = setTimeout(refresh, (expiresIn - 5) * 1000);
    return () => clearTimeout(timer);
  }, [expiresIn, version, refresh]);

  return { ...state, refresh };
}
