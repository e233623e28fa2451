import { createHash, randomUUID } from 'node:crypto';
import { eq, and, isNull, lt, or, isNotNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_TTL_MS, ERROR_CODES } from '@console/contract';
import type { CaptchaResult } from '@console/contract/resources/identity';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { captchas } from './tables';

const hashCode = (code: string) => createHash('sha256').update(code.trim().toLowerCase()).digest('hex');

export async function issueCaptcha(db: Db): Promise<CaptchaResult> {
  const image = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    // Grey characters read well on the form's own background; random colours were sometimes pale.
    color: false,
  });
  const uuid = randomUUID();
  await db
    .insert(captchas)
    .values({ uuid, codeHash: hashCode(image.text), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) });
  // Expired and used captchas are only clutter; sweep a few on each issue.
  await db.delete(captchas).where(or(lt(captchas.expiresAt, new Date()), isNotNull(captchas.usedAt)));
  return {
    uuid,
    img: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}`,
    expiresIn: Math.round(CAPTCHA_TTL_MS / 1000),
  };
}

/** Consume a captcha: single use whether the answer is right or wrong. */
export async function checkCaptcha(
  db: Db,
  uuid: string | undefined,
  code: string | undefined,
): Promise<void> {
  if (!uuid || !code) {
    throw new AppError(ERROR_CODES.captcha, 'error.captchaRequired', 400, {
      fields: { code: 'validation.required' },
    });
  }
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.uuid, uuid), isNull(captchas.usedAt)))
    .returning({ codeHash: captchas.codeHash, expiresAt: captchas.expiresAt });
  if (!row || row.expiresAt.getTime() < Date.now()) {
    throw new AppError(ERROR_CODES.captcha, 'error.captchaExpired', 400, {
      fields: { code: 'error.captchaExpired' },
    });
  }
  if (row.codeHash !== hashCode(code)) {
    throw new AppError(ERROR_CODES.captcha, 'error.captchaWrong', 400, {
      fields: { code: 'error.captchaWrong' },
    });
  }
}
