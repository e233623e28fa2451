import { z } from 'zod';
import { defineResource } from './define';
import {
  DATA_PUSH_DELIVERY_STATES,
  DATA_PUSH_EVENT_NAMES,
  DATA_PUSH_PERSONAL_FIELDS,
  DATA_PUSH_STATES,
  DATA_PUSH_TEST_EVENT,
  DATA_PUSH_TYPES,
  dataPushDeliveryDescription,
  dataPushTargetDescription,
} from './descriptions/data-push';
import { httpUrl } from './patterns';

export * from './descriptions/data-push';

const required = { error: 'validation.required' } as const;

/** A Standard Webhooks secret: `whsec_` and the base64 of 24 to 64 random bytes. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/;

/** The zod schemas of {@link dataPushTargetDescription}. */
export const dataPushTargetDefinition = defineResource(dataPushTargetDescription, {
  shape: {
    name: z.string(required).trim().min(1, required).max(64, { error: 'validation.max' }),
    url: httpUrl(),
    dataTypes: z
      .array(z.enum(DATA_PUSH_TYPES, { error: 'validation.enum' }), required)
      .min(1, { error: 'validation.dataTypeRequired' })
      .transform((types) => [...new Set(types)]),
    events: z
      .array(z.enum(DATA_PUSH_EVENT_NAMES, { error: 'validation.enum' }), { error: 'validation.invalidType' })
      .transform((events) => [...new Set(events)])
      .default([]),
    secret: z
      .string({ error: 'validation.invalidType' })
      .trim()
      .regex(WEBHOOK_SECRET_PATTERN, { error: 'validation.webhookSecret' })
      .optional(),
    secretHint: z.string(),
    maxRetries: z
      .number({ error: 'validation.invalidType' })
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.min' })
      .max(20, { error: 'validation.max' })
      .default(5),
    state: z.enum(DATA_PUSH_STATES),
  },
});

export const dataPushDeliveryDefinition = defineResource(dataPushDeliveryDescription, {
  shape: {
    createdAt: z.string(),
    targetId: z.number(),
    event: z.enum([...DATA_PUSH_EVENT_NAMES, DATA_PUSH_TEST_EVENT]),
    messageId: z.string(),
    state: z.enum(DATA_PUSH_DELIVERY_STATES),
    attempts: z.number(),
    responseCode: z.number().nullable(),
    error: z.string().nullable(),
    lastAttemptAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    payload: z.unknown(),
  },
});

/** The most failed deliveries one "recover" queues again. */
export const MAX_RECOVERED_DELIVERIES = 1000;

/** `POST …/dataPushTargets/{id}/recover`: queue again the target's failed deliveries since a time. */
export const recoverDeliveriesSchema = z.object({
  since: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
});
export type RecoverDeliveries = z.infer<typeof recoverDeliveriesSchema>;

/**
 * `GET|PUT …/dataPushFields`: the personal fields a company's deliveries may carry (none unless
 * chosen). A platform administrator names the company with `?customerId=`.
 */
export const dataPushFieldPolicySchema = z.object({
  fields: z
    .array(z.enum(DATA_PUSH_PERSONAL_FIELDS, { error: 'validation.enum' }), required)
    .transform((fields) => [...new Set(fields)]),
});
export type DataPushFieldPolicy = z.infer<typeof dataPushFieldPolicySchema>;
