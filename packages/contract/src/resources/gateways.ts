import { z } from 'zod';
import { defineResource } from './define';
import {
  appServiceDescription,
  appServiceUserDescription,
  GATEWAY_AUDIT_STATES,
  GATEWAY_CODE_RULES,
  GATEWAY_PERMISSIONS,
  GATEWAY_USER_ROLES,
  gatewayDescription,
  gatewayUserDescription,
} from './descriptions/gateways';
import { optionalText, requiredId, requiredName } from './medical-fields';
import { choice, ipv4 } from './patterns';

export * from './descriptions/gateways';

/**
 * The service code a form sends with a save: the code shown, and for a gateway not stored yet
 * the sealed setup key it was made from (`token`, opaque to the console).
 */
export const serviceCodeSchema = z.strictObject(
  {
    code: z.string().regex(/^\d{6}(\d{2})?$/, { error: 'validation.serviceCode' }),
    token: z.string().max(512).optional(),
  },
  {
    error: (issue) => (issue.input === undefined ? 'validation.serviceCodeRefresh' : 'validation.invalid'),
  },
);
export type ServiceCode = z.infer<typeof serviceCodeSchema>;

/** `POST /gateways/serviceCode`: the current code of a gateway (`id`) or of a new one (`codeRule`). */
export const serviceCodeRequestSchema = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647).optional(),
  codeRule: choice(GATEWAY_CODE_RULES),
});
export const serviceCodeAnswerSchema = z.object({
  code: z.string(),
  token: z.string().optional(),
  /** When this code stops being accepted (the end of its 30-minute step). */
  validUntil: z.string(),
});
export type ServiceCodeAnswer = z.infer<typeof serviceCodeAnswerSchema>;

/** `POST /gateways/{id}/setupKey`: the key a gateway computes its codes from, shown once per request. */
export const setupKeySchema = z.object({ secret: z.string(), uri: z.string() });
export type SetupKey = z.infer<typeof setupKeySchema>;

const auditOutput = {
  auditState: z.enum(GATEWAY_AUDIT_STATES),
  auditedBy: z.string().nullable(),
  auditedAt: z.string().nullable(),
};

/** The zod schemas of {@link gatewayDescription}. */
export const gatewayDefinition = defineResource(gatewayDescription, {
  shape: {
    name: requiredName(64),
    ip: ipv4(),
    codeRule: choice(GATEWAY_CODE_RULES).default('totp6'),
    serviceCode: serviceCodeSchema,
    enabled: z.boolean().default(true),
    auditBinding: z.boolean().default(false),
    permissions: z
      .array(choice(GATEWAY_PERMISSIONS), { error: 'validation.invalid' })
      .max(GATEWAY_PERMISSIONS.length, { error: 'validation.max' })
      .default([]),
  },
});

/** The zod schemas of {@link gatewayUserDescription}. */
export const gatewayUserDefinition = defineResource(gatewayUserDescription, {
  shape: {
    gatewayId: requiredId(),
    username: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(64, { error: 'validation.max' })
      .regex(/^[A-Za-z0-9_.@-]+$/, { error: 'validation.code' }),
    role: choice(GATEWAY_USER_ROLES),
    title: optionalText(32),
    avatar: optionalText(255),
    organisation: optionalText(64),
    ...auditOutput,
    online: z.boolean(),
    lastSeenAt: z.string().nullable(),
  },
});

/** The zod schemas of {@link appServiceDescription}. */
export const appServiceDefinition = defineResource(appServiceDescription, {
  shape: {
    name: requiredName(64),
    code: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(32, { error: 'validation.max' })
      .regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: 'validation.englishOnly' }),
    gatewayId: requiredId(),
    description: optionalText(255),
    needsApproval: z.boolean().default(true),
    enabled: z.boolean().default(true),
  },
});

/** The zod schemas of {@link appServiceUserDescription}. */
export const appServiceUserDefinition = defineResource(appServiceUserDescription, {
  shape: {
    appServiceId: requiredId(),
    gatewayUserId: requiredId(),
    note: optionalText(255),
    ...auditOutput,
  },
});

/**
 * What a gateway sends on its own behalf (`/gatewayApi/...`): its id and its current service
 * code, then a user it registers or whose presence it reports.
 */
const gatewayCall = {
  gatewayId: z.number().int().positive().max(2_147_483_647),
  code: z.string().regex(/^\d{6}(\d{2})?$/, { error: 'validation.serviceCode' }),
  username: gatewayUserDefinition.shape.username,
};
export const gatewayRegisterSchema = z.strictObject({
  ...gatewayCall,
  role: choice(GATEWAY_USER_ROLES),
  title: optionalText(32),
  organisation: optionalText(64),
});
export const gatewayPresenceSchema = z.strictObject({ ...gatewayCall, online: z.boolean() });
/** A gateway user applies for one of the gateway's services, by the service's code. */
export const gatewayApplySchema = z.strictObject({
  ...gatewayCall,
  service: appServiceDefinition.shape.code,
  note: optionalText(255),
});
export const appServiceUserStateSchema = z.object({
  id: z.number(),
  auditState: z.enum(GATEWAY_AUDIT_STATES),
});
export const gatewayUserStateSchema = z.object({
  id: z.number(),
  auditState: z.enum(GATEWAY_AUDIT_STATES),
  online: z.boolean(),
});
