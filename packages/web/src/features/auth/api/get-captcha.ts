import { PATHS } from '@console/contract/api/paths';
import type { CaptchaResult } from '@console/contract/resources/identity';
import { api } from '@/lib/api-client';

/** A fresh captcha, or `null` when the server runs with captcha off. */
export async function getCaptcha(): Promise<CaptchaResult | null> {
  return (await api.post<CaptchaResult | null>(PATHS.captcha, {})) ?? null;
}

/** The answer asked for while the page loads, until the login form takes it. */
let primed: { captcha: CaptchaResult | null } | null = null;

/**
 * A page load on the login page asks for the first captcha with the code (main.tsx), so the
 * form's first render knows whether the captcha field is there: it does not appear and then
 * vanish (a layout shift) when the server runs without captcha. A failure is left to the form.
 */
export function primeCaptcha(): Promise<void> {
  return getCaptcha().then(
    (captcha) => void (primed = { captcha }),
    () => undefined,
  );
}

/** The primed answer, if one is waiting (read by the form's first render). */
export function primedCaptcha(): { captcha: CaptchaResult | null } | null {
  return primed;
}

/** Takes the primed answer (once: a captcha is single-use); false when there was none. */
export function takePrimedCaptcha(): boolean {
  const had = primed !== null;
  primed = null;
  return had;
}
