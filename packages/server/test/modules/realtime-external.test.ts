import { spawnSync } from 'node:child_process';
import type net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terminalTopic, type TerminalCommand } from '@console/contract/realtime';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { api, build, expectOk, type Tenant } from '../helper';
import {
  connectConsole,
  connectTerminal,
  dropTerminal,
  insertTerminal,
  ready,
  type TestTerminal,
} from '../realtime';
import { freePort, MOSQUITTO, startMosquitto } from '../mosquitto';

/**
 * The external-broker path (`MQTT_URL`) against Debian's Mosquitto: the server connects as a
 * privileged client and keeps presence and commands from the topics alone. Mosquitto itself
 * authenticates terminals in this set-up (anonymous on loopback here).
 */
if (!MOSQUITTO) {
  console.warn('realtime-external: mosquitto is not installed (apt-get install -y mosquitto); skipping');
}

const port = MOSQUITTO ? await freePort() : 0;
const broker = MOSQUITTO ? await startMosquitto(port, 'allow_anonymous true\n') : null;
const mqttUrl = `mqtt://127.0.0.1:${port}`;

describe.skipIf(!MOSQUITTO)('external broker (Mosquitto)', () => {
  const ctx = build({ MQTT_URL: mqttUrl, PRESENCE_TIMEOUT: 2 });
  let a: Tenant;
  let wsUrl = '';
  const open: { close(): unknown }[] = [];

  beforeAll(async () => {
    a = await ctx.createTenant('rtx_a');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(ctx.app.server.address() as net.AddressInfo).port}${api('/ws')}`;
  });
  afterAll(async () => {
    for (const o of open) await o.close();
    broker?.kill();
    spawnSync('true');
  });

  async function connect(t: { customerId: number; account: string }): Promise<TestTerminal> {
    const conn = await connectTerminal(mqttUrl, t);
    open.push(conn);
    return conn;
  }

  it('does not open a broker of its own', () => {
    expect(ctx.app.realtime.broker.kind).toBe('external');
    expect(ctx.app.realtime.broker.port).toBeNull();
  });

  it('sees a terminal come online and go offline through its last will within 1 s', async () => {
    const t = await insertTerminal(ctx.database.db, { customerId: a.customerId, account: '8100001' });
    const watcher = await connectConsole(wsUrl, a.admin.token);
    open.push(watcher);
    await ready(watcher);
    await watcher.subscribe('presence');
    const conn = await connect(t);
    await watcher.waitEvent((e) => e.type === 'presence' && e.id === t.id && e.online, 1000);
    const dropped = Date.now();
    dropTerminal(conn);
    await watcher.waitEvent((e) => e.type === 'presence' && e.id === t.id && !e.online, 1000);
    expect(Date.now() - dropped).toBeLessThan(1000);
    await ctx.app.realtime.presence.flush();
    const [row] = await ctx.database.db.select().from(deviceAccounts).where(eq(deviceAccounts.id, t.id));
    expect(row?.online).toBe(false);
  });

  it('delivers a queued command when the terminal comes online, and records its acknowledgements', async () => {
    const t = await insertTerminal(ctx.database.db, { customerId: a.customerId, account: '8100002' });
    const watcher = await connectConsole(wsUrl, a.admin.token);
    open.push(watcher);
    await ready(watcher);
    await watcher.subscribe(`commands:${t.id}`);
    const queued = expectOk<TerminalCommand>(
      await ctx.injectAs(a.admin.token, {
        method: 'POST',
        url: api('/console/api/v1/terminalCommands'),
        payload: { deviceAccountId: t.id, kind: 'disable' },
      }),
    );
    expect(queued.state).toBe('queued');
    const conn = await connect(t);
    const cmd = terminalTopic(t.customerId, t.account, 'cmd');
    const until = Date.now() + 3000;
    while (!conn.messages.some((m) => m.topic === cmd) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(JSON.parse(conn.messages.find((m) => m.topic === cmd)!.payload)).toEqual({
      id: queued.id,
      kind: 'disable',
      payload: null,
    });
    conn.client.publish(
      terminalTopic(t.customerId, t.account, 'ack'),
      JSON.stringify({ id: queued.id, state: 'applied' }),
      { qos: 1 },
    );
    const applied = await watcher.waitEvent(
      (e) => e.type === 'command' && e.command.id === queued.id && e.command.state === 'applied',
    );
    expect(applied).toMatchObject({ command: { state: 'applied' } });
  });

  it('ignores topics whose tenant does not own the account', async () => {
    const t = await insertTerminal(ctx.database.db, { customerId: a.customerId, account: '8100003' });
    const conn = await connect({ customerId: a.customerId + 1000, account: t.account });
    await new Promise((r) => setTimeout(r, 300));
    expect(ctx.app.realtime.presence.isOnline(t.id)).toBe(false);
    await conn.close();
  });
});
