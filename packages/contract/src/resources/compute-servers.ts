import { z } from 'zod';
import { defineResource } from './define';
import { MAC_PATTERN } from './device-accounts';
import { computeServerDescription, MAX_COMPUTE_PAYLOAD } from './descriptions/compute-servers';
import { intBetween, optionalText, requiredId, requiredName } from './medical-fields';

export * from './descriptions/compute-servers';

/** The zod schemas of {@link computeServerDescription}. */
export const computeServerDefinition = defineResource(computeServerDescription, {
  shape: {
    name: requiredName(64),
    deviceAccountId: requiredId(),
    sn: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(64, { error: 'validation.max' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.code' }),
    macAddress: z
      .string({ error: 'validation.required' })
      .trim()
      .regex(MAC_PATTERN, { error: 'validation.macAddress' }),
    maxPayload: intBetween(1, MAX_COMPUTE_PAYLOAD),
    online: z.boolean(),
    currentLoad: z.number().int(),
    gpuPercent: z.number().nullable(),
    cpuPercent: z.number().nullable(),
    reportedAt: z.string().nullable(),
    description: optionalText(500),
    enabled: z.boolean().default(true),
  },
});

/** A compute server as the API returns it. */
export interface ComputeServer {
  id: number;
  customerId: number;
  name: string;
  deviceAccountId: number;
  sn: string;
  macAddress: string;
  maxPayload: number;
  online: boolean;
  currentLoad: number;
  gpuPercent: number | null;
  cpuPercent: number | null;
  reportedAt: string | null;
  description?: string | null;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * What a compute server publishes on its telemetry topic (`t/{customerId}/{account}/telemetry`):
 * the streams or tasks it runs now and its GPU and CPU utilisation. Other keys are the vitals'.
 */
export const computeTelemetrySchema = z.object({
  load: z.number().int().min(0).max(MAX_COMPUTE_PAYLOAD),
  gpu: z.number().min(0).max(100).optional(),
  cpu: z.number().min(0).max(100).optional(),
});
export type ComputeTelemetry = z.infer<typeof computeTelemetrySchema>;
