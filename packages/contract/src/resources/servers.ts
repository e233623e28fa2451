import { z } from 'zod';
import { defineResource } from './define';
import {
  BACKUP_STRATEGIES,
  databaseServerDescription,
  liveServerDescription,
  monitorMqttServerDescription,
  monitorStreamServerDescription,
  mqttServerDescription,
  PROBE_STATUSES,
  rtcServerDescription,
  storageServerDescription,
  STREAM_SERVER_TYPES,
  streamServerDescription,
  transmitServerDescription,
  whiteboardServerDescription,
} from './descriptions/servers';
import { IPV4_PATTERN, ipv4, port } from './patterns';

export * from './descriptions/servers';

const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.max' } as const;

const optionalIpv4 = () => z.string().trim().regex(IPV4_PATTERN, { error: 'validation.ipv4' }).optional();
const optionalPort = () => port().optional();
const text = (n: number) => z.string().trim().max(n, tooLong).optional();
const nameSchema = z.string(required).trim().min(1, required).max(64, tooLong);
const count = (n: number) =>
  z
    .number({ error: 'validation.invalidType' })
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.min' })
    .max(n, tooLong)
    .optional();

/** Read-only probe fields: documented in the shape, kept by the server. */
const probeShape = {
  probeStatus: z.enum(PROBE_STATUSES),
  latencyMs: z.number(),
  lastError: z.string(),
  checkedAt: z.string(),
};

/**
 * SPEC §5 port ranges: the start is not after the end. Partial updates are checked by the server
 * against the stored other end, which also wants both ends or neither.
 */
export function refinePortRange(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const { udpPortStart: start, udpPortEnd: end } = value;
  if (typeof start === 'number' && typeof end === 'number' && start > end)
    ctx.addIssue({ code: 'custom', message: 'validation.portRange', path: ['udpPortEnd'] });
}

const networkShape = () => ({
  name: nameSchema,
  ip: ipv4(),
  port: port(),
  sslPort: optionalPort(),
  httpPort: optionalPort(),
  domain: text(128),
  udpPortStart: optionalPort(),
  udpPortEnd: optionalPort(),
});

const password = () => z.string().max(128, tooLong).optional();

export const rtcServerDefinition = defineResource(rtcServerDescription, {
  shape: { ...networkShape(), ...probeShape },
  refine: refinePortRange,
});
export const mqttServerDefinition = defineResource(mqttServerDescription, {
  shape: { ...networkShape(), ...probeShape },
  refine: refinePortRange,
});
export const monitorMqttServerDefinition = defineResource(monitorMqttServerDescription, {
  shape: { ...networkShape(), ...probeShape },
  refine: refinePortRange,
});
export const liveServerDefinition = defineResource(liveServerDescription, {
  shape: { ...networkShape(), ...probeShape },
  refine: refinePortRange,
});
export const whiteboardServerDefinition = defineResource(whiteboardServerDescription, {
  shape: { ...networkShape(), ...probeShape },
  refine: refinePortRange,
});
export const databaseServerDefinition = defineResource(databaseServerDescription, {
  shape: {
    ...networkShape(),
    databaseName: text(64),
    loginAccount: text(64),
    password: password(),
    passwordHint: z.string(),
    backupStrategy: z.enum(BACKUP_STRATEGIES, { error: 'validation.enum' }).default('none'),
    backupPath: text(255),
    ...probeShape,
  },
  refine: refinePortRange,
});

export const streamServerDefinition = defineResource(streamServerDescription, {
  shape: {
    name: nameSchema,
    streamType: z.enum(STREAM_SERVER_TYPES, {
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.enum'),
    }),
    publicIp: ipv4(),
    innerIp: optionalIpv4(),
    port: port().default(1935),
    bandwidthUp: count(100_000),
    bandwidthDown: count(100_000),
    allowedIps: z
      .array(z.string().trim().regex(IPV4_PATTERN, { error: 'validation.ipv4' }), {
        error: 'validation.invalidType',
      })
      .max(64, tooLong)
      .transform((ips) => [...new Set(ips)])
      .default([]),
    audioCallback: text(255),
    filePath: text(255),
    serverGroup: text(32),
    selected: z.boolean({ error: 'validation.invalidType' }).default(false),
    ...probeShape,
  },
});

export const storageServerDefinition = defineResource(storageServerDescription, {
  shape: {
    name: nameSchema,
    ip: ipv4(),
    port: port().default(445),
    path: text(255),
    shareName: text(64),
    loginAccount: text(64),
    password: password(),
    passwordHint: z.string(),
    selected: z.boolean({ error: 'validation.invalidType' }).default(false),
    ...probeShape,
  },
});

/** `rtmp://host:port/app` style addresses of a monitor stream server. */
const streamAddress = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, required)
    .max(255, tooLong)
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return /^(rtmp|rtmps|rtsp|http|https):$/.test(url.protocol) && IPV4_OR_HOST.test(url.hostname);
        } catch {
          return false;
        }
      },
      { error: 'validation.streamAddress' },
    );
const IPV4_OR_HOST = /^[A-Za-z0-9.-]+$/;

export const monitorStreamServerDefinition = defineResource(monitorStreamServerDescription, {
  shape: {
    name: nameSchema,
    carrier: text(32),
    region: text(32),
    pullAddress: streamAddress(),
    pullKey: text(128),
    pushAddress: streamAddress(),
    pushKey: text(128),
    channels: count(10_000),
    selected: z.boolean({ error: 'validation.invalidType' }).default(false),
    ...probeShape,
  },
});

export const transmitServerDefinition = defineResource(transmitServerDescription, {
  shape: {
    name: nameSchema,
    ip: ipv4(),
    port: port(),
    enabled: z.boolean({ error: 'validation.invalidType' }).default(true),
    ...probeShape,
  },
});

export const SERVER_DEFINITIONS = {
  stream: streamServerDefinition,
  rtc: rtcServerDefinition,
  mqtt: mqttServerDefinition,
  monitorMqtt: monitorMqttServerDefinition,
  storage: storageServerDefinition,
  live: liveServerDefinition,
  whiteboard: whiteboardServerDefinition,
  database: databaseServerDefinition,
  monitorStream: monitorStreamServerDefinition,
  transmit: transmitServerDefinition,
} as const;
