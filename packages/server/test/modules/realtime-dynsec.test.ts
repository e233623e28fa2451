import { spawnSync } from 'node:child_process';
import * as XLSX from '@e965/xlsx';
import fs from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { terminalTopic } from '@console/contract/realtime';
import { deviceAccounts } from '../../src/modules/device-accounts/tables';
import { api, build, expectOk, type Tenant } from '../helper';
import { freePort, MOSQUITTO, startMosquitto, tempDir } from '../mosquitto';
import { connectConsole, connectTerminal, insertTerminal, ready } from '../realtime';

/**
 * MQTT_DYNSEC against Debian's Mosquitto 2 with its Dynamic Security plugin: the server keeps each
 * device account's login and ACL on the broker, and the broker alone lets terminals in.
 */
const PLUGIN = ['x86_64-linux-gnu', 'aarch64-linux-gnu']
  .map((arch) => `/usr/lib/${arch}/mosquitto_dynamic_security.so`)
  .find((p) => fs.existsSync(p));
const CTRL = '/usr/bin/mosquitto_ctrl';
const available = Boolean(MOSQUITTO && PLUGIN && fs.existsSync(CTRL));
if (!available) {
  console.warn('realtime-dynsec: mosquitto 2 with its dynamic security plugin is not installed; skipping');
}

const ADMIN = { user: 'console', password: 'Dyn$ec-admin1' };

/** A broker whose only client is the dynsec admin the server logs in as (`mosquitto_ctrl dynsec init`). */
async function startDynsecBroker(port: number) {
  const dir = tempDir();
  const file = path.join(dir, 'dynamic-security.json');
  const init = spawnSync(CTRL, ['dynsec', 'init', file, ADMIN.user, ADMIN.password], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`mosquitto_ctrl dynsec init failed: ${init.stderr}`);
  return startMosquitto(
    port,
    `allow_anonymous false\nplugin ${PLUGIN}\nplugin_opt_config_file ${file}\n`,
    dir,
  );
}

const port = available ? await freePort() : 0;
const broker = available ? await startDynsecBroker(port) : null;
const brokerUrl = `mqtt://127.0.0.1:${port}`;

describe.skipIf(!available)('terminal logins on Mosquitto (MQTT_DYNSEC)', () => {
  const ctx = build({
    MQTT_URL: `mqtt://${ADMIN.user}:${encodeURIComponent(ADMIN.password)}@127.0.0.1:${port}`,
    MQTT_DYNSEC: true,
    PRESENCE_TIMEOUT: 2,
  });
  let a: Tenant;
  let wsUrl = '';
  const open: { close(): unknown }[] = [];
  let serial = 8_200_000;

  beforeAll(async () => {
    a = await ctx.createTenant('rtd_a');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(ctx.app.server.address() as net.AddressInfo).port}${api('/ws')}`;
  });
  afterAll(async () => {
    for (const o of open) await o.close();
    broker?.kill();
  });

  const url = (suffix = '') => api(`${PATHS.resource('deviceAccounts')}${suffix}`);
  /** The broker's side of a write is done once the server's provisioning has settled. */
  const settled = () => ctx.app.realtime.logins!.settled();

  async function createTerminal(password = 'Term1nal#pw') {
    const row = expectOk<{ id: number; customerId: number; account: string }>(
      await ctx.injectAs(a.admin.token, {
        method: 'POST',
        url: url(),
        payload: {
          account: String(serial++),
          name: 'ICU-01',
          deviceType: 'bedside',
          loginAccount: 'icu-01',
          password,
        },
      }),
    );
    await settled();
    return { ...row, password };
  }

  async function connect(t: { customerId: number; account: string }, password: string) {
    const conn = await connectTerminal(brokerUrl, t, { password });
    open.push(conn);
    return conn;
  }

  /** The CONNACK code a login gets: 0 accepted, 4 bad user name or password, 5 not authorised. */
  async function loginCode(t: { customerId: number; account: string }, password: string): Promise<number> {
    try {
      await (await connectTerminal(brokerUrl, t, { password })).close();
      return 0;
    } catch (error) {
      return (error as { code?: number }).code ?? -1;
    }
  }
  const refused = [4, 5];

  it('lets a terminal created through the API log in with its password and go online in the console', async () => {
    const t = await createTerminal();
    const watcher = await connectConsole(wsUrl, a.admin.token);
    open.push(watcher);
    await ready(watcher);
    await watcher.subscribe('presence');
    await connect(t, t.password);
    await watcher.waitEvent((e) => e.type === 'presence' && e.id === t.id && e.online, 1000);
  });

  it('refuses a wrong password and an unknown account', async () => {
    const t = await createTerminal();
    expect(refused).toContain(await loginCode(t, 'not-the-password'));
    expect(refused).toContain(await loginCode({ customerId: a.customerId, account: '8299999' }, t.password));
    expect(await loginCode(t, t.password)).toBe(0);
  });

  it("denies publishing to another terminal's topics and subscribing to its commands", async () => {
    const mine = await createTerminal();
    const other = await createTerminal();
    const conn = await connect(mine, mine.password);
    await expect.poll(() => ctx.app.realtime.presence.isOnline(mine.id)).toBe(true);
    // Another terminal's status, and my own account under another tenant: both dropped by the broker.
    await conn.client.publishAsync(terminalTopic(other.customerId, other.account, 'status'), 'online', {
      qos: 1,
    });
    await conn.client.publishAsync(terminalTopic(a.customerId + 1000, mine.account, 'event'), '{}', {
      qos: 1,
    });
    const granted = await conn.client
      .subscribeAsync(terminalTopic(other.customerId, other.account, 'cmd'), { qos: 1 })
      .then((g) => g.map((s) => s.qos))
      .catch((error: { packet?: { granted?: number[] } }) => error.packet?.granted);
    expect(granted).toEqual([128]);
    // My own event still arrives after them, so anything that got through would have by now.
    await conn.client.publishAsync(terminalTopic(mine.customerId, mine.account, 'event'), '{"call":1}', {
      qos: 1,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(ctx.app.realtime.presence.isOnline(other.id)).toBe(false);
  });

  it('follows a password change: the old password is refused, the new one accepted', async () => {
    const t = await createTerminal('0ld-password');
    expect(await loginCode(t, '0ld-password')).toBe(0);
    expectOk(
      await ctx.injectAs(a.admin.token, {
        method: 'PUT',
        url: url(`/${t.id}`),
        payload: { password: 'N3w-password' },
      }),
    );
    await settled();
    expect(refused).toContain(await loginCode(t, '0ld-password'));
    expect(await loginCode(t, 'N3w-password')).toBe(0);
  });

  it('refuses a disabled terminal (and drops its connection), lets it in again once enabled', async () => {
    const t = await createTerminal();
    const conn = await connect(t, t.password);
    const closed = new Promise<void>((resolve) => conn.client.once('close', () => resolve()));
    expectOk(await ctx.injectAs(a.admin.token, { method: 'POST', url: url(`/${t.id}/disable`) }));
    await settled();
    await closed;
    expect(refused).toContain(await loginCode(t, t.password));
    expectOk(await ctx.injectAs(a.admin.token, { method: 'POST', url: url(`/${t.id}/enable`) }));
    await settled();
    expect(await loginCode(t, t.password)).toBe(0);
  });

  it('refuses a deleted terminal', async () => {
    const t = await createTerminal();
    expect(await loginCode(t, t.password)).toBe(0);
    expectOk(await ctx.injectAs(a.admin.token, { method: 'DELETE', url: url(`/${t.id}`) }));
    await settled();
    expect(refused).toContain(await loginCode(t, t.password));
  });

  it('gives the terminals of an import their logins, and none to a row the import refused', async () => {
    const existing = await createTerminal();
    const fresh = { account: String(serial++), password: 'Imp0rted#pw' };
    const row = { name: 'Ward-02', deviceType: 'terminal', loginAccount: 'ward-02' };
    const sheet = XLSX.utils.json_to_sheet([
      { ...row, ...fresh },
      { ...row, account: existing.account, password: 'Dup1icate#pw' },
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'terminals');
    const report = expectOk<{ imported: number; failed: number }>(
      await ctx.injectAs(a.admin.token, {
        method: 'POST',
        url: url('/import?keepValid=true'),
        payload: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
    );
    expect(report).toMatchObject({ imported: 1, failed: 1 });
    await settled();
    const t = { customerId: a.customerId, account: fresh.account };
    expect(await loginCode(t, fresh.password)).toBe(0);
    expect(refused).toContain(await loginCode(existing, 'Dup1icate#pw'));
    expect(await loginCode(existing, existing.password)).toBe(0);
  });

  it('reconciles at start: removes logins of deleted accounts, disables disabled ones, reports unknown passwords', async () => {
    const deleted = await createTerminal();
    const disabled = await createTerminal();
    const kept = await createTerminal();
    // Changes the server did not see (another instance, a restore, SQL by hand).
    const db = ctx.database.db;
    await db.delete(deviceAccounts).where(eq(deviceAccounts.id, deleted.id));
    await db.update(deviceAccounts).set({ enabled: false }).where(eq(deviceAccounts.id, disabled.id));
    const legacy = await insertTerminal(db, { customerId: a.customerId, account: String(serial++) });

    const report = await ctx.app.realtime.logins!.reconcile();
    expect(report.removed).toBe(1);
    expect(report.enabledOrDisabled).toBe(1);
    expect(report.withoutLogin).toEqual([legacy.account]);
    expect(refused).toContain(await loginCode(deleted, deleted.password));
    expect(refused).toContain(await loginCode(disabled, disabled.password));
    expect(await loginCode(kept, kept.password)).toBe(0);
  });
});
