import { z } from 'zod';
import { recordIdSchema } from '../api/record-id';
import { isCommonPassword } from '../common-passwords';

/**
 * Identity calls of SPEC §3/§5/§7: login, session user, passwords. Messages are i18n keys
 * (translations in `i18n/messages.ts`), so server and console report the same words.
 */

/** SPEC §5: digits, letters and special characters (printable ASCII, no spaces). */
export const PASSWORD_CHARS = /^[\x21-\x7e]+$/;
export const PASSWORD_MAX = 64;
export const ADMIN_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;

export function passwordSchema(min: number) {
  return z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .min(min, { error: min === NEW_PASSWORD_MIN ? 'validation.passwordMin8' : 'validation.passwordMin6' })
    .max(PASSWORD_MAX, { error: 'validation.max' })
    .regex(PASSWORD_CHARS, { error: 'validation.passwordChars' })
    .refine((password) => !isCommonPassword(password), { error: 'validation.passwordCommon' });
}

/** A password may not be its own account name (any case), issue 21. */
export function passwordIsAccount(password: unknown, account: unknown): boolean {
  return (
    typeof password === 'string' &&
    typeof account === 'string' &&
    account.trim() !== '' &&
    password.toLowerCase() === account.trim().toLowerCase()
  );
}

/** Refinement of a form with a password and an account field: the password must differ from it. */
export function passwordNotAccount(accountKey: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (passwordIsAccount(value.password, value[accountKey]))
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordIsAccount' });
  };
}

export const loginSchema = z.strictObject({
  account: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(64, { error: 'validation.max' }),
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX, { error: 'validation.max' }),
  code: z.string().trim().max(16, { error: 'validation.max' }).optional(),
  uuid: z.string().trim().max(64, { error: 'validation.max' }).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResultSchema = z.object({
  id: z.number().int(),
  nickName: z.string().nullable(),
  realName: z.string().nullable(),
  account: z.string(),
  accessToken: z.string(),
  orgName: z.string(),
  orgId: z.number().int(),
  /** 1 = the password must be changed before anything else. */
  initPwd: z.number().int(),
  userType: z.number().int(),
  customerId: z.number().int(),
  /** Failed sign-ins since the last successful one, shown to the owner once (issue 13). */
  failedSignIns: z
    .object({ count: z.number().int(), lastAt: z.string(), lastIp: z.string().nullable() })
    .nullable(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const captchaResultSchema = z.object({
  uuid: z.string(),
  /** `data:image/svg+xml;base64,...` */
  img: z.string(),
  expiresIn: z.number().int(),
});
export type CaptchaResult = z.infer<typeof captchaResultSchema>;

/** User info response (SPEC §3) plus what the console's guard needs. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  roleId: z.number().int().nullable(),
  roles: z.array(z.string()),
  realName: z.string().nullable(),
  nickName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  remark: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  orgId: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  userType: z.number().int(),
  initPwd: z.number().int(),
  createTime: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** The signed-in user's avatar: the URL an `avatar` upload returned, or null to remove it. */
export const setAvatarSchema = z.strictObject({
  avatarUrl: z.string({ error: 'validation.required' }).max(255, { error: 'validation.max' }).nullable(),
});
export type SetAvatar = z.infer<typeof setAvatarSchema>;

export const changePasswordSchema = z
  .strictObject({
    oldPassword: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(PASSWORD_MAX, { error: 'validation.max' }),
    password: passwordSchema(NEW_PASSWORD_MIN),
    repassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.repassword) {
      ctx.addIssue({ code: 'custom', path: ['repassword'], message: 'validation.passwordsDiffer' });
    }
    if (value.password === value.oldPassword) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordSameAsOld' });
    }
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const idParamSchema = z.object({ id: recordIdSchema });
export const idBodySchema = z.strictObject({
  id: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.integer' })
    .positive({ error: 'validation.integer' }),
});
