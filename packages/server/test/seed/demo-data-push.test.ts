import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET_PATTERN } from '@console/contract/resources/data-push';
import { dataPushTargets } from '../../src/modules/data-push/tables';
import { visitNotices } from '../../src/modules/visit-notices/tables';
import { customers } from '../../src/platform/identity-tables';
import { SecretBox } from '../../src/platform/secrets';
import { seed } from '../../src/seed/seed';
import { build, TEST_ADMIN, DEMO_SEED_TIMEOUT } from '../helper';

const ctx = build();
const secrets = new SecretBox(() => randomBytes(32));
const options = { adminAccount: TEST_ADMIN.account, adminPassword: TEST_ADMIN.password, demo: true, secrets };

describe('demo data push seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital one disabled push target with a sealed secret and a few notices, once', async () => {
    await seed(ctx.database.db, options);
    await seed(ctx.database.db, options);
    const db = ctx.database.db;
    const [hospital] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.account, 'demohospital'));
    const targets = await db
      .select()
      .from(dataPushTargets)
      .where(eq(dataPushTargets.customerId, hospital!.id));
    expect(targets.map((t) => [t.state, t.dataTypes])).toEqual([['disabled', ['notices', 'patientAdt']]]);
    const secret = secrets.open(targets[0]!.secret);
    expect(secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(targets[0]!.secretHint).toBe(`whsec_••••${secret.slice(-4)}`);
    const notices = await db.select().from(visitNotices).where(eq(visitNotices.customerId, hospital!.id));
    expect(notices.length).toBe(3);
    expect(new Set(notices.map((n) => n.state))).toEqual(new Set(['noChannel']));
  });
});
