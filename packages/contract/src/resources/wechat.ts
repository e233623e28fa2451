import { z } from 'zod';
import { defineResource } from './define';
import {
  platformWechatAccountDescription,
  platformWechatTemplateDescription,
  WECHAT_ACCOUNT_TYPES,
  WECHAT_TEMPLATE_TYPES,
  wechatAccountDescription,
  wechatMiniProgramDescription,
  wechatTemplateDescription,
} from './descriptions/wechat';
import { requiredId, requiredName } from './medical-fields';
import { choice } from './patterns';

export * from './descriptions/wechat';

const required = { error: 'validation.required' } as const;

/** WeChat's formats (公众平台 → 基本配置). */
export const WECHAT_APP_ID_PATTERN = /^wx[0-9a-f]{16}$/;
export const WECHAT_ORIGINAL_ID_PATTERN = /^gh_[0-9a-f]{12}$/;
export const WECHAT_APP_SECRET_PATTERN = /^[0-9a-zA-Z]{32}$/;
export const WECHAT_TOKEN_PATTERN = /^[0-9a-zA-Z]{3,32}$/;
export const WECHAT_AES_KEY_PATTERN = /^[0-9a-zA-Z]{43}$/;
/** A template keyword: `first`, `keyword1`, `thing1`… or written as `{{thing1.DATA}}`. */
const PARAM_PATTERN = /^(?:\{\{\s*)?([A-Za-z][A-Za-z0-9_]{0,31})(?:\.DATA\s*\}\})?$/;
export const WECHAT_MAX_PARAMS = 20;

const formatted = (pattern: RegExp, message: string) =>
  z.string(required).trim().min(1, required).regex(pattern, { error: message });
const secret = (pattern: RegExp, message: string) =>
  z.string({ error: 'validation.invalidType' }).trim().regex(pattern, { error: message }).optional();

const appId = formatted(WECHAT_APP_ID_PATTERN, 'validation.wechatAppId');
const originalId = formatted(WECHAT_ORIGINAL_ID_PATTERN, 'validation.wechatOriginalId');
const appSecret = secret(WECHAT_APP_SECRET_PATTERN, 'validation.wechatAppSecret');

/** The keyword of a parameter as written (`{{thing1.DATA}}` → `thing1`), or undefined if it is none. */
export function templateParamName(text: string): string | undefined {
  const match = PARAM_PATTERN.exec(text.trim());
  return match?.[1];
}

const accountShape = {
  name: requiredName(64),
  originalId,
  appId,
  appSecret,
  appSecretHint: z.string(),
  token: secret(WECHAT_TOKEN_PATTERN, 'validation.wechatToken'),
  tokenHint: z.string().nullable(),
  encodingAesKey: secret(WECHAT_AES_KEY_PATTERN, 'validation.wechatAesKey'),
  encodingAesKeyHint: z.string().nullable(),
  type: choice(WECHAT_ACCOUNT_TYPES).default('service'),
  verified: z.boolean().default(false),
  enabled: z.boolean().default(true),
};

const templateShape = {
  accountId: requiredId(),
  name: requiredName(64),
  templateId: z
    .string(required)
    .trim()
    .min(1, required)
    .max(64, { error: 'validation.max' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.wechatTemplateId' }),
  type: choice(WECHAT_TEMPLATE_TYPES),
  params: z
    .array(
      z.string({ error: 'validation.invalidType' }).refine((text) => templateParamName(text) !== undefined, {
        error: 'validation.wechatTemplateParam',
      }),
      { error: 'validation.invalidType' },
    )
    .max(WECHAT_MAX_PARAMS, { error: 'validation.max' })
    .transform((params) => [...new Set(params.map((text) => templateParamName(text)!))])
    .default([]),
};

/** The zod schemas of {@link wechatAccountDescription}. */
export const wechatAccountDefinition = defineResource(wechatAccountDescription, { shape: accountShape });

/** The zod schemas of {@link wechatTemplateDescription}. */
export const wechatTemplateDefinition = defineResource(wechatTemplateDescription, { shape: templateShape });

/** The zod schemas of {@link wechatMiniProgramDescription}. */
export const wechatMiniProgramDefinition = defineResource(wechatMiniProgramDescription, {
  shape: {
    name: requiredName(64),
    appId,
    appSecret,
    appSecretHint: z.string(),
    originalId,
    enabled: z.boolean().default(true),
  },
});

/** The zod schemas of {@link platformWechatAccountDescription}. */
export const platformWechatAccountDefinition = defineResource(platformWechatAccountDescription, {
  shape: accountShape,
});

/** The zod schemas of {@link platformWechatTemplateDescription}. */
export const platformWechatTemplateDefinition = defineResource(platformWechatTemplateDescription, {
  shape: templateShape,
});
