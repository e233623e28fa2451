import { z } from 'zod';
import { ADMIN_PASSWORD_MIN, passwordNotAccount, passwordSchema } from './identity';
import { optionalEmail, optionalPhone } from './patterns';
import { defineResource } from './define';
import { adminDescription } from './descriptions/admins';

export * from './descriptions/admins';

/**
 * SPEC §5: admin usernames are 2-10 letters or digits; real names Chinese characters or letters,
 * with one space or middle dot between words ("Anna Smith", transliterated "阿依古丽·买买提").
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9]{2,10}$/;
export const REAL_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z]+(?:[ ·][\u4e00-\u9fa5A-Za-z]+)*$/;

const required = { error: 'validation.required' } as const;

/** The zod schemas of {@link adminDescription} (SPEC §5 rules), for its forms and the server. */
export const adminDefinition = defineResource(adminDescription, {
  shape: {
    customerId: z
      .number(required)
      .int({ error: 'validation.integer' })
      .positive({ error: 'validation.required' }),
    username: z
      .string(required)
      .trim()
      .min(1, required)
      .regex(USERNAME_PATTERN, { error: 'validation.username' }),
    realName: z
      .string(required)
      .trim()
      .min(1, required)
      .max(32, { error: 'validation.max' })
      .regex(REAL_NAME_PATTERN, { error: 'validation.realName' }),
    roleId: z
      .number()
      .int({ error: 'validation.integer' })
      .positive({ error: 'validation.required' })
      .nullish(),
    phone: optionalPhone(),
    email: optionalEmail(),
    password: passwordSchema(ADMIN_PASSWORD_MIN),
    repassword: z.string(required).min(1, required),
  },
  refine: (value, ctx) => {
    passwordNotAccount('username')(value, ctx);
    if (
      (value.password !== undefined || value.repassword !== undefined) &&
      value.password !== value.repassword
    ) {
      ctx.addIssue({ code: 'custom', path: ['repassword'], message: 'validation.passwordsDiffer' });
    }
  },
});
