import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isCommonPassword } from '@console/contract/common-passwords';

/**
 * Configuration from the environment, validated once at start (README lists each variable).
 * A bad value stops the process with a list of what is wrong.
 */
/** `10.1.2.3`, `::1`, `10.0.0.0/8`, `fd00::/64`. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
}

const bool = (name: string) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'], { error: `${name} must be on or off` })
    .transform((v) => v === 'on' || v === 'true' || v === '1');

export const configSchema = z.object({
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Addresses (or CIDR ranges) of the front that browsers reach the console through (ADR 52):
   * requests from them are taken to come from the address their X-Forwarded-For names, and to be
   * https when X-Forwarded-Proto says so. Unset: the connection's own address, as before.
   */
  TRUST_PROXY: z
    .string()
    .refine((value) => value.split(',').every((entry) => isAddressOrRange(entry.trim())), {
      error: 'TRUST_PROXY must be IP addresses or CIDR ranges, separated by commas',
    })
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .optional(),
  PRODUCT: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/, {
      error: 'PRODUCT must be letters and digits, starting with a letter',
    })
    .default('platform'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must be a postgres:// URL' })
    .optional(),
  MQTT_URL: z
    .string()
    .regex(/^(mqtts?|wss?|tcp):\/\//, { error: 'MQTT_URL must be an mqtt://, mqtts://, ws:// or wss:// URL' })
    .optional(),
  /**
   * The MQTT_URL broker is Mosquitto with its Dynamic Security plugin and the MQTT_URL user is a
   * dynsec admin: the server keeps each device account's login and ACL there.
   */
  MQTT_DYNSEC: bool('MQTT_DYNSEC').default(false),
  MQTT_PORT: z.coerce.number({ error: 'MQTT_PORT must be a number' }).int().min(0).max(65535).default(1883),
  /** Seconds without any message or keepalive after which a terminal counts as offline. */
  PRESENCE_TIMEOUT: z.coerce
    .number({ error: 'PRESENCE_TIMEOUT must be a number of seconds' })
    .min(0.2)
    .max(3600)
    .default(90),
  /** Seconds between two probes of every server of /server (ADR 0029). */
  SERVER_PROBE_SECONDS: z.coerce
    .number({ error: 'SERVER_PROBE_SECONDS must be a number of seconds' })
    .int()
    .min(1)
    .max(3600)
    .default(30),
  /** Days of vital samples kept; older day partitions are dropped by the daily vitals job. */
  VITALS_RETENTION_DAYS: z.coerce
    .number({ error: 'VITALS_RETENTION_DAYS must be a number of days' })
    .int()
    .min(1)
    .max(3650)
    .default(30),
  /** Days of ambulance GPS fixes kept; older ones are deleted by the daily positions job (ADR 0040). */
  AMBULANCE_POSITION_DAYS: z.coerce
    .number({ error: 'AMBULANCE_POSITION_DAYS must be a number of days' })
    .int()
    .min(1)
    .max(3650)
    .default(30),
  /** The demo start runs a few simulated terminals so the console shows live data. */
  DEMO_SIMULATION: bool('DEMO_SIMULATION').default(true),
  /**
   * The demo terminals' shared password, which the demo seed sets and the demo simulation logs in
   * with. Absent: generated at the first start and kept in `DATA_DIR/demo-terminal-password`.
   */
  DEMO_TERMINAL_PASSWORD: z.string().min(6).optional(),
  /**
   * Key of the secrets kept in settings (webhook signing secrets): 64 hex digits, base64 of 32
   * bytes or a passphrase of at least 32 characters. Absent: generated at the first use and kept
   * in `DATA_DIR/secret-key`.
   */
  SECRET_KEY: z.string().min(32, { error: 'SECRET_KEY must be at least 32 characters' }).optional(),
  STORAGE_URL: z
    .string()
    .regex(/^(file|s3):\/\//, { error: 'STORAGE_URL must be a file:// or s3:// URL' })
    // Object storage is on the scale-out path (ARCHITECTURE §1) but has no client in this build;
    // refusing at start beats accepting uploads that go nowhere.
    .refine((url) => !url.startsWith('s3://'), {
      error:
        's3:// object storage is not supported in this build; use a file:// directory or leave STORAGE_URL unset',
    })
    .refine((url) => !url.startsWith('file://') || /^file:\/\/(localhost)?\//.test(url), {
      error: 'STORAGE_URL must be an absolute file:///path',
    })
    .optional(),
  CAPTCHA: bool('CAPTCHA').default(true),
  ADMIN_ACCOUNT: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,32}$/, { error: 'ADMIN_ACCOUNT must be 2-32 letters, digits or underscores' })
    .default('admin'),
  ADMIN_PASSWORD: z
    .string()
    .min(6, { error: 'ADMIN_PASSWORD must be at least 6 characters' })
    .regex(/^[\x21-\x7e]+$/, {
      error: 'ADMIN_PASSWORD may contain only digits, letters and special characters',
    })
    .refine((password) => !isCommonPassword(password), {
      error: 'ADMIN_PASSWORD is a common password, easy to guess: choose another',
    })
    .optional(),
  SEED: z.enum(['demo', 'none'], { error: 'SEED must be demo or none' }).default('demo'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /**
   * The stream server live streams use (nginx with its RTMP module, deploy/nginx/live.conf):
   * where encoders push (`rtmp://host:1935/live`), where its HLS playlists are served, its
   * `rtmp_control` endpoint, and the secret its `on_publish` callbacks carry (`?secret=`). All
   * four or none; without them live streams say that no stream server is configured.
   */
  LIVE_RTMP_URL: z
    .string()
    .regex(/^rtmp:\/\/[^/]+\/[^/?]+\/?$/, {
      error: 'LIVE_RTMP_URL must be rtmp://host:port/<application>',
    })
    .optional(),
  LIVE_HLS_URL: z.url({ protocol: /^https?$/, error: 'LIVE_HLS_URL must be an http(s) URL' }).optional(),
  LIVE_CONTROL_URL: z
    .url({ protocol: /^https?$/, error: 'LIVE_CONTROL_URL must be an http(s) URL' })
    .optional(),
  LIVE_HOOK_SECRET: z
    .string()
    .min(16, { error: 'LIVE_HOOK_SECRET must be at least 16 characters' })
    .optional(),
  /**
   * The directory the stream server writes recordings into (`record_path` in live.conf) and the
   * console reads them from to convert them to videos (ADR 27). Optional: without it streams with
   * the record flag are not recorded and their page says so. Needs the stream server's variables.
   */
  LIVE_RECORD_DIR: z
    .string()
    .refine((dir) => dir.startsWith('/'), { error: 'LIVE_RECORD_DIR must be an absolute path' })
    .optional(),
  /**
   * Days a recording's file is kept after it ended (ADR 27): then it is deleted from
   * LIVE_RECORD_DIR; a converted one lives on as its VOD video, one never converted is marked
   * expired. 0 keeps every file.
   */
  LIVE_RECORDING_DAYS: z.coerce
    .number({ error: 'LIVE_RECORDING_DAYS must be a number of days' })
    .int({ error: 'LIVE_RECORDING_DAYS must be a whole number of days' })
    .min(0, { error: 'LIVE_RECORDING_DAYS must be 0 (keep) or more' })
    .max(3650, { error: 'LIVE_RECORDING_DAYS must be at most 3650' })
    .default(30),
  /** Where the built console lives; defaults to packages/web/dist. */
  WEB_DIST: z.string().optional(),
  NODE_ENV: z.string().optional(),
  /**
   * End-to-end tests only: the server's clock (time rules, durable jobs) can be moved forward from
   * the same machine (`POST {api}/test/clock`). Refused with NODE_ENV=production.
   */
  TEST_CLOCK: bool('TEST_CLOCK').default(false),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string };

/** Variables that only make sense together. */
const checkedSchema = configSchema.check((ctx) => {
  const { MQTT_DYNSEC, MQTT_URL, TEST_CLOCK, NODE_ENV } = ctx.value;
  if (TEST_CLOCK && NODE_ENV === 'production')
    ctx.issues.push({
      code: 'custom',
      path: ['TEST_CLOCK'],
      input: TEST_CLOCK,
      message: 'TEST_CLOCK is for end-to-end tests and is refused with NODE_ENV=production',
    });
  const live = ['LIVE_RTMP_URL', 'LIVE_HLS_URL', 'LIVE_CONTROL_URL', 'LIVE_HOOK_SECRET'] as const;
  const liveSet = live.filter((name) => ctx.value[name] !== undefined);
  if (liveSet.length > 0 && liveSet.length < live.length)
    ctx.issues.push({
      code: 'custom',
      path: [live.find((name) => ctx.value[name] === undefined) ?? live[0]],
      input: undefined,
      message: `the stream server needs all of ${live.join(', ')} (or none of them)`,
    });
  if (ctx.value.LIVE_RECORD_DIR !== undefined && liveSet.length === 0)
    ctx.issues.push({
      code: 'custom',
      path: ['LIVE_RECORD_DIR'],
      input: ctx.value.LIVE_RECORD_DIR,
      message: `LIVE_RECORD_DIR needs the stream server (${live.join(', ')})`,
    });
  const url = MQTT_URL && URL.canParse(MQTT_URL) ? new URL(MQTT_URL) : null;
  if (MQTT_DYNSEC && !(url?.username && url.password))
    ctx.issues.push({
      code: 'custom',
      path: ['MQTT_DYNSEC'],
      input: MQTT_DYNSEC,
      message:
        'MQTT_DYNSEC needs MQTT_URL with the user and password of a Mosquitto dynsec admin (mqtt://user:password@host:1883)',
    });
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as operators expect from `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = checkedSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
