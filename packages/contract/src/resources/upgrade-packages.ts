import { z } from 'zod';
import { defineResource } from './define';
import {
  UPGRADE_PACKAGE_TYPES,
  upgradePackageDescription,
  upgradePinDescription,
} from './descriptions/upgrade-packages';

export * from './descriptions/upgrade-packages';

const required = { error: 'validation.required' } as const;
const requiredText = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: 'validation.max' });

/** A version as terminals report it: digits, letters, dots, dashes (2.4.1, 3.0.0-rc1). */
export const UPGRADE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]*$/;
const version = requiredText(32).regex(UPGRADE_VERSION_PATTERN, { error: 'validation.invalid' });
const boardType = requiredText(32);

/** The zod schemas of {@link upgradePackageDescription} (SPEC §5 rules). */
export const upgradePackageDefinition = defineResource(upgradePackageDescription, {
  shape: {
    name: requiredText(64),
    appName: z.string().trim().max(64, { error: 'validation.max' }).optional(),
    version,
    type: z.enum(UPGRADE_PACKAGE_TYPES, { error: 'validation.enum' }),
    boardType,
    file: z.string(required).min(1, required).max(255, { error: 'validation.max' }),
    targetCustomerIds: z
      .array(z.number().int().positive(), required)
      .min(1, required)
      .max(1000, { error: 'validation.max' }),
    description: z.string().trim().max(500, { error: 'validation.max' }).optional(),
    state: z.string().optional(),
    fileKind: z.string().optional(),
    size: z.number().optional(),
    checksum: z.string().optional(),
    uploadedBy: z.string().optional(),
    approvedBy: z.string().optional(),
  },
});

/** The zod schemas of {@link upgradePinDescription}: a company or a terminal is required. */
export const upgradePinDefinition = defineResource(upgradePinDescription, {
  shape: {
    boardType,
    version,
    companyId: z.number().int().positive().optional(),
    deviceAccountId: z
      .number({ error: 'validation.integer' })
      .int({ error: 'validation.integer' })
      .positive({ error: 'validation.invalid' })
      .max(2_147_483_647, { error: 'validation.invalid' })
      .optional(),
    reason: z.string().trim().max(128, { error: 'validation.max' }).optional(),
  },
  refine(value, ctx) {
    if (value.companyId == null && value.deviceAccountId == null)
      ctx.addIssue({ code: 'custom', message: 'validation.upgradePinTarget', path: ['companyId'] });
  },
});
