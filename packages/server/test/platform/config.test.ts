import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      PRODUCT: 'platform',
      DATA_DIR: './data',
      MQTT_PORT: 1883,
      CAPTCHA: true,
      ADMIN_ACCOUNT: 'admin',
      SEED: 'demo',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('reads good values', () => {
    const config = loadConfig({
      PORT: '0',
      PRODUCT: 'hospital2',
      DATABASE_URL: 'postgresql://u:p@db:5432/console',
      CAPTCHA: 'off',
      SEED: 'none',
      DATA_DIR: '/var/lib/console',
      ADMIN_PASSWORD: 'Admin#2026',
    });
    expect(config).toMatchObject({
      PORT: 0,
      PRODUCT: 'hospital2',
      DATABASE_URL: 'postgresql://u:p@db:5432/console',
      CAPTCHA: false,
      SEED: 'none',
      dataDir: '/var/lib/console',
    });
    expect(loadConfig({ PORT: '65535' }).PORT).toBe(65535);
  });

  it('takes on/off, true/false and 1/0 for CAPTCHA', () => {
    for (const [value, expected] of [
      ['on', true],
      ['true', true],
      ['1', true],
      ['off', false],
      ['false', false],
      ['0', false],
    ] as const) {
      expect(loadConfig({ CAPTCHA: value }).CAPTCHA, value).toBe(expected);
    }
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', CAPTCHA: '', SEED: '', PRODUCT: '', DATABASE_URL: '' });
    expect(config).toMatchObject({ PORT: 8080, CAPTCHA: true, SEED: 'demo', PRODUCT: 'platform' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names each bad variable', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual(['PORT: PORT must be a number']);
    expect(problemsOf({ PORT: '65536' })[0]).toMatch(/^PORT: /);
    expect(problemsOf({ PORT: '-1' })[0]).toMatch(/^PORT: /);
    expect(problemsOf({ PORT: '80.5' })[0]).toMatch(/^PORT: /);
    expect(problemsOf({ PRODUCT: '1platform' })).toEqual([
      'PRODUCT: PRODUCT must be letters and digits, starting with a letter',
    ]);
    expect(problemsOf({ PRODUCT: 'my-product' })[0]).toMatch(/^PRODUCT: /);
    expect(problemsOf({ PRODUCT: 'a'.repeat(33) })[0]).toMatch(/^PRODUCT: /);
    expect(problemsOf({ DATABASE_URL: 'mysql://db/console' })).toEqual([
      'DATABASE_URL: DATABASE_URL must be a postgres:// URL',
    ]);
    expect(problemsOf({ CAPTCHA: 'maybe' })).toEqual(['CAPTCHA: CAPTCHA must be on or off']);
    expect(problemsOf({ SEED: 'all' })).toEqual(['SEED: SEED must be demo or none']);
  });

  it('lists every problem at once, in a readable message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'x', PRODUCT: '-', DATABASE_URL: 'sqlite://x', CAPTCHA: 'sometimes', SEED: 'lots' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'CAPTCHA',
      'DATABASE_URL',
      'PORT',
      'PRODUCT',
      'SEED',
    ]);
    expect(message.split('\n')[0]).toBe('Invalid configuration:');
    for (const problem of problems) expect(message).toContain(`  - ${problem}`);
  });

  it('takes TRUST_PROXY as addresses or CIDR ranges of the front', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,fd00::/64' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/64',
    ]);
    const message = 'TRUST_PROXY: TRUST_PROXY must be IP addresses or CIDR ranges, separated by commas';
    for (const bad of ['yes', '127.0.0.1,', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129', 'localhost'])
      expect(problemsOf({ TRUST_PROXY: bad }), bad).toEqual([message]);
  });

  it('takes MQTT_DYNSEC only with an external broker and its admin credentials', () => {
    const needs = [
      'MQTT_DYNSEC: MQTT_DYNSEC needs MQTT_URL with the user and password of a Mosquitto dynsec admin (mqtt://user:password@host:1883)',
    ];
    expect(problemsOf({ MQTT_DYNSEC: 'on' })).toEqual(needs);
    expect(problemsOf({ MQTT_DYNSEC: 'on', MQTT_URL: 'mqtt://broker:1883' })).toEqual(needs);
    expect(problemsOf({ MQTT_DYNSEC: 'on', MQTT_URL: 'mqtt://console@broker:1883' })).toEqual(needs);
    expect(problemsOf({ MQTT_DYNSEC: 'yes', MQTT_URL: 'mqtt://u:p@broker' })).toEqual([
      'MQTT_DYNSEC: MQTT_DYNSEC must be on or off',
    ]);
    expect(loadConfig({}).MQTT_DYNSEC).toBe(false);
    expect(loadConfig({ MQTT_DYNSEC: 'on', MQTT_URL: 'mqtt://console:s3cret@broker:1883' }).MQTT_DYNSEC).toBe(
      true,
    );
  });

  it('takes LIVE_RECORD_DIR only as an absolute directory and with the stream server', () => {
    const server = {
      LIVE_RTMP_URL: 'rtmp://127.0.0.1:1935/live',
      LIVE_HLS_URL: 'http://127.0.0.1:8088/hls',
      LIVE_CONTROL_URL: 'http://127.0.0.1:8088/control',
      LIVE_HOOK_SECRET: '0123456789abcdef0123',
    };
    expect(problemsOf({ LIVE_RECORD_DIR: '/srv/rec' })).toEqual([
      'LIVE_RECORD_DIR: LIVE_RECORD_DIR needs the stream server (LIVE_RTMP_URL, LIVE_HLS_URL, LIVE_CONTROL_URL, LIVE_HOOK_SECRET)',
    ]);
    expect(problemsOf({ ...server, LIVE_RECORD_DIR: 'rec' })).toEqual([
      'LIVE_RECORD_DIR: LIVE_RECORD_DIR must be an absolute path',
    ]);
    expect(loadConfig({ ...server, LIVE_RECORD_DIR: '/srv/rec' }).LIVE_RECORD_DIR).toBe('/srv/rec');
    expect(loadConfig(server).LIVE_RECORD_DIR).toBeUndefined();
  });

  it('checks the initial administrator password against SPEC §5', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'abc12' })[0]).toMatch(/^ADMIN_PASSWORD: /);
    expect(problemsOf({ ADMIN_PASSWORD: 'abc 123' })[0]).toMatch(/^ADMIN_PASSWORD: /);
    // A common password is refused here too (issue 21), as it is in the console.
    expect(problemsOf({ ADMIN_PASSWORD: 'abc123' })[0]).toMatch(/^ADMIN_PASSWORD: .*common/);
    expect(loadConfig({ ADMIN_PASSWORD: 'Kx7#pq' }).ADMIN_PASSWORD).toBe('Kx7#pq');
  });
});
