import { PATHS } from '@console/contract/api/paths';
import type { CaptchaResult } from '@console/contract/resources/identity';
import { api } from '@/lib/api-client';

/** A fresh captcha, or `null` when the server runs with captcha off. */
export async function getCaptcha(): Promise<CaptchaResult | null> {
  return (await api.post<CaptchaResult | null>(PATHS.captcha, {})) ?? null;
}
