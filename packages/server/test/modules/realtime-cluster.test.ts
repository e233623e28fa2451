import { randomBytes } from 'node:crypto';
import type net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { customers } from '../../src/platform/identity-tables';
import { TEMPLATE_DB, TEST_ADMIN } from '../database';
import { api, type App } from '../helper';
import { connectConsole, connectTerminal, dropTerminal, insertTerminal, ready } from '../realtime';

/**
 * Two server instances on one PostgreSQL: a terminal connected to one instance is seen online and
 * offline by a console connected to the other (events cross over LISTEN/NOTIFY). Runs only when
 * the suite runs on PostgreSQL (`DATABASE_URL`, e.g. scripts/with-postgres.sh).
 */
const templateUrl = inject('templateUrl');

describe.skipIf(!templateUrl)('two server instances on one PostgreSQL', () => {
  let url = '';
  const name = `console_test_rt_${randomBytes(4).toString('hex')}`;
  const databases: Database[] = [];
  const apps: App[] = [];
  const open: { close(): unknown }[] = [];

  async function admin(text: string) {
    const client = new pg.Client({ connectionString: templateUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`create database ${name} template ${TEMPLATE_DB}`);
    const u = new URL(templateUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url });
      databases.push(database);
      const app = await buildApp(
        {
          PRODUCT: 'platform',
          CAPTCHA: false,
          LOG_LEVEL: 'silent',
          WEB_DIST: '/nonexistent',
          MQTT_PORT: 0,
          HOST: '127.0.0.1',
          DATABASE_URL: url,
          PRESENCE_TIMEOUT: 5,
        },
        database,
        { logger: false },
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const o of open) await o.close();
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await admin(`drop database if exists ${name}`);
  });

  it('delivers a presence change seen by one instance to a console on the other', async () => {
    const [first, second] = apps as [App, App];
    const [customer] = await databases[0]!.db
      .insert(customers)
      .values({ name: 'Cluster tenant', account: 'rt_cluster' })
      .returning();
    const t = await insertTerminal(databases[0]!.db, { customerId: customer!.id, account: '8200001' });

    const login = await second.inject({
      method: 'POST',
      url: api('/accountServer/api/1.0/sys/doLogin'),
      payload: { account: TEST_ADMIN.account, password: TEST_ADMIN.password },
    });
    const token = login.json<{ retData: { accessToken: string } }>().retData.accessToken;
    const port = (second.server.address() as net.AddressInfo).port;
    const watcher = await connectConsole(`ws://127.0.0.1:${port}${api('/ws')}`, token);
    open.push(watcher);
    await ready(watcher);
    expect(await watcher.subscribe('presence')).toBe('subscribed');

    const conn = await connectTerminal(`mqtt://127.0.0.1:${first.realtime.broker.port}`, t);
    open.push(conn);
    await watcher.waitEvent((e) => e.type === 'presence' && e.id === t.id && e.online, 1000);
    const dropped = Date.now();
    dropTerminal(conn);
    await watcher.waitEvent((e) => e.type === 'presence' && e.id === t.id && !e.online, 1000);
    expect(Date.now() - dropped).toBeLessThan(1000);
  });
});
