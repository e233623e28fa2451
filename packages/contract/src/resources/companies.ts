import { z } from 'zod';
import { MIN_STORAGE_GB, STORAGE_RETENTION_DAYS } from '../constants';
import { defineResource } from './define';
import { APPLY_CODE_PATTERN, choice, numberChoice, optionalEmail, optionalPhone } from './patterns';
import { AUDIO_QUALITIES, LIVE_TYPES, LAYOUTS, companyDescription } from './descriptions/companies';
import { ROOM_POLICY_VALUES } from './descriptions/room-policy';

export * from './descriptions/companies';

const required = { error: 'validation.required' } as const;
const count = (max: number) =>
  z
    .number(required)
    .int({ error: 'validation.integer' })
    .min(-1, { error: 'validation.min' })
    .max(max, { error: 'validation.max' });
const optionalText = (max: number) => z.string().trim().max(max, { error: 'validation.max' }).optional();

/** The zod schemas of {@link companyDescription} (SPEC §5 rules), for its forms and the server. */
export const companyDefinition = defineResource(companyDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    account: z
      .string(required)
      .trim()
      .min(1, required)
      .max(32, { error: 'validation.max' })
      .regex(/^[A-Za-z0-9_]+$/, { error: 'validation.companyAccount' }),
    maxRoom: count(100_000),
    maxAccount: count(1_000_000),
    applyCode: z.string().trim().regex(APPLY_CODE_PATTERN, { error: 'validation.applyCode' }).optional(),
    userCode: optionalText(32),
    phone: optionalPhone(),
    email: optionalEmail(),
    logo: optionalText(255),
    uiUrl: optionalText(255),
    storageGb: z
      .number()
      .int({ error: 'validation.integer' })
      .min(MIN_STORAGE_GB, { error: 'validation.storageMin' })
      .max(1_000_000, { error: 'validation.max' })
      .optional(),
    retentionDays: numberChoice(STORAGE_RETENTION_DAYS).default(30),
    storageAlarmPercent: z
      .number()
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.min' })
      .max(100, { error: 'validation.max' })
      .default(90),
    recordViewDays: z
      .number()
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.min' })
      .max(3650, { error: 'validation.max' })
      .default(30),
    inviteParticipantLimit: z
      .number()
      .int({ error: 'validation.integer' })
      .min(-1, { error: 'validation.min' })
      .max(10_000, { error: 'validation.max' })
      .default(-1),
    pollingSeconds: z
      .number()
      .int({ error: 'validation.integer' })
      .min(5, { error: 'validation.min' })
      .max(3600, { error: 'validation.max' })
      .default(30),
    liveAudit: z.boolean().default(false),
    audioQuality: choice(AUDIO_QUALITIES).default('standard'),
    allowFollow: z.boolean().default(true),
    publicLive: z.boolean().default(false),
    liveType: choice(LIVE_TYPES).default('public'),
    defaultLayout: choice(LAYOUTS).default('quad'),
    livePassword: optionalText(32),
    voiceExcitation: z.boolean().default(false),
    summaryTemplate: optionalText(2000),
    secretaryPhone: optionalPhone(),
    secretaryEmail: optionalEmail(),
    roomPolicyChairmanArea: choice(ROOM_POLICY_VALUES).default('optional'),
    roomPolicyRecord: choice(ROOM_POLICY_VALUES).default('optional'),
    roomPolicyPipStatus: choice(ROOM_POLICY_VALUES).default('optional'),
    icuEnabled: z.boolean().default(false),
    /** Ids of the device modules (platform catalogue) the company's terminals may have. */
    deviceModules: z
      .array(z.number().int().positive(), { error: 'validation.invalid' })
      .max(100, { error: 'validation.max' })
      .transform((ids) => [...new Set(ids)])
      .default([]),
  },
});
