import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { seed } from '../src/seed/seed';

/**
 * Test databases: a migrated and seeded template made once per run, cloned per test file.
 * PGlite clones from a dump; PostgreSQL (`DATABASE_URL`) from a template database.
 */
export const TEST_ADMIN = { account: 'admin', password: 'Admin#2026' };
export const TEMPLATE_DB = 'console_test_template';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createTemplate(): Promise<{ dump?: Blob; url?: string }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await adminQuery(url, `drop database if exists ${TEMPLATE_DB}`);
    await adminQuery(url, `create database ${TEMPLATE_DB}`);
    const database = await openDatabase({ url: withDatabase(url, TEMPLATE_DB) });
    await database.migrate();
    await seed(database.db, {
      adminAccount: TEST_ADMIN.account,
      adminPassword: TEST_ADMIN.password,
      demo: false,
    });
    await database.close();
    return { url };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seed(database.db, {
    adminAccount: TEST_ADMIN.account,
    adminPassword: TEST_ADMIN.password,
    demo: false,
  });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  return { dump };
}

export async function dropTemplate() {
  const url = process.env.DATABASE_URL;
  if (url) await adminQuery(url, `drop database if exists ${TEMPLATE_DB}`);
}

/** A fresh database for one test file, cloned from the template. */
export async function cloneDatabase(template: {
  dumpPath?: string | undefined;
  url?: string | undefined;
}): Promise<Database> {
  if (template.url) {
    const name = `console_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(template.url, `create database ${name} template ${TEMPLATE_DB}`);
    const database = await openDatabase({ url: withDatabase(template.url, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(template.url!, `drop database if exists ${name}`);
      },
    };
  }
  const fs = await import('node:fs/promises');
  const bytes = await fs.readFile(template.dumpPath!);
  return openDatabase({ loadDataDir: new Blob([bytes]) });
}
