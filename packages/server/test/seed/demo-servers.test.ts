import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_KINDS } from '@console/contract/resources/servers';
import { probeServers } from '../../src/modules/servers/service';
import { servers } from '../../src/modules/servers/tables';
import { seed } from '../../src/seed/seed';
import { build, TEST_ADMIN, DEMO_SEED_TIMEOUT } from '../helper';

const ctx = build({ MQTT_PORT: 0, HOST: '127.0.0.1', SECRET_KEY: 'demo-servers-key-0123456789abcdef0123' });
let consolePort = 0;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  consolePort = typeof address === 'object' && address ? address.port : 0;
});

describe('demo servers seed', DEMO_SEED_TIMEOUT, () => {
  it('fills every kind once, pointing the communication servers and the whiteboard at what the demo runs', async () => {
    const options = (mqttPort: number) => ({
      adminAccount: TEST_ADMIN.account,
      adminPassword: TEST_ADMIN.password,
      demo: true,
      secrets: ctx.app.secrets,
      servers: { consoleHost: '127.0.0.1', consolePort, mqttPort },
    });
    await seed(ctx.database.db, options(1));
    // the next start: same rows, this run's broker port
    await seed(ctx.database.db, options(ctx.app.realtime.broker.port!));
    const rows = await ctx.database.db.select().from(servers);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(SERVER_KINDS));
    expect(rows.length).toBe(12);
    for (const group of ['storage', 'monitor', 'vod'])
      expect(rows.filter((r) => r.selectGroup === group && r.selected)).toHaveLength(1);

    await probeServers(ctx.database.db, ctx.app.secrets, () => new Date());
    const after = await ctx.database.db.select().from(servers);
    const byKind = (kind: string) => after.filter((r) => r.kind === kind);
    expect(byKind('mqtt')[0]).toMatchObject({ probeStatus: 'up', port: ctx.app.realtime.broker.port });
    expect(byKind('monitorMqtt')[0]).toMatchObject({ probeStatus: 'up' });
    expect(byKind('whiteboard')[0]).toMatchObject({ probeStatus: 'up', httpPort: consolePort });
    // the ambulance relay at the demo's broker is up; the spare, out of service, is not there
    expect(
      byKind('transmit')
        .sort((x, y) => Number(y.enabled) - Number(x.enabled))
        .map((r) => [r.enabled, r.probeStatus]),
    ).toEqual([
      [true, 'up'],
      [false, 'down'],
    ]);
    // PGlite has no TCP port: the entry says so and shows down
    const database = byKind('database')[0]!;
    expect(database.name).toMatch(/PGlite/);
    expect(database.probeStatus).toBe('down');
    expect(database.lastError).toBeTruthy();
  });
});
