import { z } from 'zod';
import { MEET_OK } from '../api/envelope';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, filterTextSchema } from '../api/list';
import { APPLY_CODE_PATTERN, numberChoice, optionalEmail, optionalPhone } from './patterns';
import { REAL_NAME_PATTERN } from './admins';
import { NEW_PASSWORD_MIN, passwordNotAccount, passwordSchema } from './identity';
import { defineResource } from './define';
import {
  APPROVAL_STATUSES,
  MEMBER_STATUSES,
  REJECT_REASON_MAX,
  memberDescription,
} from './descriptions/members';

export * from './descriptions/members';

/**
 * Members (SPEC §2 /device/memberManage, §4 approval states, §5, §7 member calls): the people of a
 * tenant who use the conferencing and visitation apps (user type 3). They are served twice from
 * one definition: by the resource engine (`/console/api/v1/members`, the console's lists, export
 * and import) and by the meet-style calls of SPEC §7 (`/{product}Meet/V4.2/member/...`).
 */

const required = { error: 'validation.required' } as const;
const id = z.coerce
  .number(required)
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.required' });
/** A member signs in with a numeric account, like the terminals it calls (SPEC §5). */
export const MEMBER_ACCOUNT_PATTERN = /^\d+$/;
export const MEMBER_ACCOUNT_MAX = 20;

const memberAccount = () =>
  z
    .string(required)
    .trim()
    .min(1, { error: 'validation.numericAccount' })
    .max(MEMBER_ACCOUNT_MAX, { error: 'validation.max' })
    .regex(MEMBER_ACCOUNT_PATTERN, { error: 'validation.numericAccount' });
const realName = () =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(32, { error: 'validation.max' })
    .regex(REAL_NAME_PATTERN, { error: 'validation.realName' });

function passwordsMatch(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  passwordNotAccount('account')(value, ctx);
  // The repeat is optional (a spreadsheet row has none); when given it must match.
  if (value.repassword !== undefined && value.password !== value.repassword) {
    ctx.addIssue({ code: 'custom', path: ['repassword'], message: 'validation.passwordsDiffer' });
  }
}

/** The zod schemas of {@link memberDescription} (SPEC §5 rules), for its forms and the server. */
export const memberDefinition = defineResource(memberDescription, {
  shape: {
    /** Platform administrators choose the company; for everyone else the session decides it. */
    customerId: z
      .number()
      .int({ error: 'validation.integer' })
      .positive({ error: 'validation.required' })
      .optional(),
    account: memberAccount(),
    realName: realName(),
    nickName: z.string().trim().max(32, { error: 'validation.max' }).optional(),
    phone: optionalPhone(),
    email: optionalEmail(),
    password: passwordSchema(NEW_PASSWORD_MIN),
    repassword: z.string().optional(),
    status: numberChoice(MEMBER_STATUSES).default(1),
    boundDevice: z.string().trim().max(64, { error: 'validation.max' }).optional(),
    remark: z.string().trim().max(255, { error: 'validation.max' }).optional(),
  },
  refine: passwordsMatch,
});

/** A member as the API returns it (the definition's item, typed field by field). */
export const memberSchema = memberDefinition.schemas.item.extend({
  customerId: z.number().int(),
  account: z.string(),
  realName: z.string().nullable(),
  nickName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.number().int(),
  boundDevice: z.string().nullable(),
  remark: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

// --- the meet envelope (SPEC §8) ------------------------------------------------------------------

/** `{ resultnum: '0000', resultmeesage, ...data }`: the whole envelope is the result. */
export function meetEnvelopeSchema<S extends z.ZodRawShape>(shape: S) {
  return z.object({ resultnum: z.literal(MEET_OK), resultmeesage: z.string(), ...shape });
}

const page = z.coerce
  .number()
  .int({ error: 'validation.integer' })
  .min(1, { error: 'validation.min' })
  .default(1);
const size = z.coerce
  .number()
  .int({ error: 'validation.integer' })
  .min(1, { error: 'validation.min' })
  .max(MAX_PAGE_SIZE, { error: 'validation.max' })
  .default(DEFAULT_PAGE_SIZE);
const keyword = filterTextSchema.optional();
/** Platform administrators name the tenant; for everyone else the session decides it. */
const customerId = id.optional();

export function meetPageSchema<T extends z.ZodType>(item: T) {
  return meetEnvelopeSchema({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

// --- member calls -----------------------------------------------------------------------------------

export const memberListBodySchema = z.strictObject({
  page,
  size,
  keyword,
  /** 1 enabled, 0 disabled; absent: both. */
  status: numberChoice(MEMBER_STATUSES).optional(),
  customerId,
});
export type MemberListBody = z.infer<typeof memberListBodySchema>;

export const memberIdBodySchema = z.strictObject({ id });

export const ENABLE_OR_BIND = ['enable', 'bind'] as const;
/**
 * `enable`: enable (true) or disable (false) the member's sign-in. `bind`: bind the member's app
 * to a device (true, `deviceId` required) or release it (false).
 */
export const setEnableOrBindSchema = z
  .strictObject({
    id,
    type: z.enum(ENABLE_OR_BIND, {
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.enum'),
    }),
    value: z.boolean(required),
    deviceId: z.string().trim().min(1, required).max(64, { error: 'validation.max' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'bind' && value.value && !value.deviceId)
      ctx.addIssue({ code: 'custom', path: ['deviceId'], message: 'validation.required' });
  });
export type SetEnableOrBind = z.infer<typeof setEnableOrBindSchema>;

export const fetchTrueNameSchema = z.strictObject({ account: memberAccount() });

export const memberAddSchema = z.strictObject(memberDefinition.shape).superRefine(passwordsMatch);
export type MemberAdd = z.infer<typeof memberAddSchema>;

const { account: _account, customerId: _customerId, ...editable } = memberDefinition.shape;
/** Edit: the account is fixed; a password given is a reset, its repeat must match. */
export const memberEditSchema = z
  .strictObject({
    id,
    ...Object.fromEntries(
      Object.entries(editable).map(([name, schema]) => [name, (schema as z.ZodType).optional()]),
    ),
  } as { id: typeof id } & { [K in keyof typeof editable]: z.ZodOptional<(typeof editable)[K]> })
  .superRefine(passwordsMatch);
export type MemberEdit = z.infer<typeof memberEditSchema>;

export const memberImportQuerySchema = z.object({
  keepValid: z.enum(['true', 'false'], { error: 'validation.enum' }).default('false'),
});
export const importReportShape = {
  total: z.number().int(),
  imported: z.number().int(),
  failed: z.number().int(),
  committed: z.boolean(),
  rows: z.array(z.object({ row: z.number().int(), fields: z.record(z.string(), z.string()) })),
};
export type MemberImportReport = z.infer<z.ZodObject<typeof importReportShape>>;
/** A pending request no one decided within this time is expired and can no longer be agreed. */
export const APPROVAL_TTL_DAYS = 7;

export const approvalSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  account: z.string(),
  realName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  remark: z.string().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  reason: z.string().nullable(),
  memberId: z.number().int().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalListBodySchema = z.strictObject({
  page,
  size,
  keyword,
  status: z.enum(APPROVAL_STATUSES, { error: 'validation.enum' }).optional(),
  customerId,
});
export type ApprovalListBody = z.infer<typeof approvalListBodySchema>;

export const APPROVAL_DECISIONS = ['agreed', 'rejected'] as const;
export const approvalDecisionSchema = z
  .strictObject({
    id,
    status: z.enum(APPROVAL_DECISIONS, {
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.enum'),
    }),
    reason: z.string().trim().max(REJECT_REASON_MAX, { error: 'validation.max' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.rejectReason' });
  });
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

/** What a member app sends to join a company with its apply code (public, captcha-protected). */
export const memberApplySchema = z
  .strictObject({
    applyCode: z.string(required).trim().regex(APPLY_CODE_PATTERN, { error: 'validation.applyCode' }),
    account: memberAccount(),
    realName: realName(),
    phone: optionalPhone(),
    email: optionalEmail(),
    password: passwordSchema(NEW_PASSWORD_MIN),
    repassword: z.string(required).min(1, required),
    remark: z.string().trim().max(255, { error: 'validation.max' }).optional(),
    /** Captcha (`/accountServer/api/1.0/public/captcha`), required unless captcha is off. */
    uuid: z.string().max(64, { error: 'validation.max' }).optional(),
    code: z.string().max(16, { error: 'validation.max' }).optional(),
  })
  .superRefine(passwordsMatch);
export type MemberApply = z.infer<typeof memberApplySchema>;

// --- pickers and friends -------------------------------------------------------------------------

export const selectUserQuerySchema = z.strictObject({
  keyword,
  size,
  customerId,
});
export const userOptionSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  realName: z.string().nullable(),
});

export const friendListBodySchema = z.strictObject({ memberId: id, page, size, keyword });
export type FriendListBody = z.infer<typeof friendListBodySchema>;
export const friendSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  realName: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.number().int(),
  /** When they became friends. */
  since: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;
export const deleteFriendSchema = z.strictObject({ memberId: id, friendId: id });
