import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS, meetPaths } from '@console/contract';
import { customers } from '../../src/platform/identity-tables';
import { api, build } from '../helper';

const ctx = build({ CAPTCHA: true });
const apply = meetPaths('platform').member.apply;

describe('applying for membership with captcha on', () => {
  it('needs a right captcha answer before anything else', async () => {
    const [company] = await ctx.database.db
      .insert(customers)
      .values({ name: 'Captcha hospital', account: 'mbr_captcha', applyCode: 'CAPT2026' })
      .returning();
    const payload = {
      applyCode: 'CAPT2026',
      account: '18800000001',
      realName: '验证',
      password: 'Member#2026',
      repassword: 'Member#2026',
    };
    const missing = await ctx.app.inject({ method: 'POST', url: api(apply), payload });
    expect(missing.json()).toMatchObject({ resultnum: ERROR_CODES.captcha, errKey: 'error.captchaRequired' });
    const captcha = await ctx.app.inject({ method: 'POST', url: api(PATHS.captcha) });
    const { uuid } = captcha.json<{ retData: { uuid: string } }>().retData;
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: api(apply),
      payload: { ...payload, uuid, code: 'zzzz' },
    });
    expect(wrong.json()).toMatchObject({ resultnum: ERROR_CODES.captcha, errKey: 'error.captchaWrong' });
    expect(company!.id).toBeGreaterThan(0);
    const stillThere = await ctx.database.db.select().from(customers).where(eq(customers.id, company!.id));
    expect(stillThere).toHaveLength(1);
  });
});
