import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  WECHAT_AES_KEY_PATTERN,
  WECHAT_APP_ID_PATTERN,
  WECHAT_APP_SECRET_PATTERN,
  WECHAT_ORIGINAL_ID_PATTERN,
} from '@console/contract/resources/wechat';
import {
  platformWechatAccounts,
  platformWechatTemplates,
  wechatAccounts,
  wechatMiniPrograms,
  wechatTemplates,
} from '../../src/modules/wechat/tables';
import { build, DEMO_SEED_TIMEOUT, seedDemoTwice } from '../helper';

const ctx = build();

describe('demo WeChat seed', DEMO_SEED_TIMEOUT, () => {
  it('gives the demo hospital official accounts with templates and a mini program, the platform its own, sealed, once', async () => {
    const hospitalId = await seedDemoTwice(ctx, { secrets: ctx.app.secrets });
    const db = ctx.database.db;
    const accounts = await db.select().from(wechatAccounts).where(eq(wechatAccounts.customerId, hospitalId));
    expect(accounts.map((a) => a.type).sort()).toEqual(['service', 'subscription']);
    for (const account of accounts) {
      expect(account.appId).toMatch(WECHAT_APP_ID_PATTERN);
      expect(account.originalId).toMatch(WECHAT_ORIGINAL_ID_PATTERN);
      const secret = ctx.app.secrets.open(account.appSecret);
      expect(secret).toMatch(WECHAT_APP_SECRET_PATTERN);
      expect(account.appSecretHint).toBe(`••••${secret.slice(-4)}`);
      expect(ctx.app.secrets.open(account.encodingAesKey!)).toMatch(WECHAT_AES_KEY_PATTERN);
    }
    const templates = await db
      .select()
      .from(wechatTemplates)
      .where(eq(wechatTemplates.customerId, hospitalId));
    expect(templates).toHaveLength(3);
    expect(templates.every((t) => t.params.length > 0)).toBe(true);
    const minis = await db
      .select()
      .from(wechatMiniPrograms)
      .where(eq(wechatMiniPrograms.customerId, hospitalId));
    expect(minis).toHaveLength(1);
    expect(ctx.app.secrets.open(minis[0]!.appSecret)).toMatch(WECHAT_APP_SECRET_PATTERN);
    expect(await db.select().from(platformWechatAccounts)).toHaveLength(1);
    expect(await db.select().from(platformWechatTemplates)).toHaveLength(2);
  });
});
