import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import { deviceGroups } from '../../src/modules/device-groups/tables';
import { api, build, countRows, type Tenant } from '../helper';

const ctx = build();
const groups = api(PATHS.resource('groups'));
let tenant: Tenant;

beforeAll(async () => {
  tenant = await ctx.createTenant('race', ['platform']);
});

describe('a race past a uniqueness or reference check', () => {
  it('answers a unique-index clash with the check’s own 409, in both languages', async () => {
    // Another request stores the same name between the engine's check and its insert.
    await ctx.database.db.execute(sql`
      create function race_same_group() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() = 1 then
          insert into device_groups (customer_id, name) values (new.customer_id, new.name);
        end if;
        return new;
      end $$`);
    await ctx.database.db.execute(
      sql`create trigger race_same_group before insert on device_groups for each row execute function race_same_group()`,
    );
    try {
      const before = await countRows(ctx, deviceGroups);
      for (const [language, errInfo] of [
        ['zh-CN', '分组名称已存在'],
        ['en', 'A group with this name already exists'],
      ] as const) {
        const res = await ctx.injectAs(tenant.admin.token, {
          method: 'POST',
          url: groups,
          headers: { 'accept-language': language },
          payload: { name: `Ward ${language}` },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          retCode: ERROR_CODES.conflict,
          errInfo,
          errKey: 'error.groupNameExists',
          fields: { name: 'error.groupNameExists' },
        });
      }
      expect(await countRows(ctx, deviceGroups)).toBe(before);
    } finally {
      await ctx.database.db.execute(sql`drop trigger race_same_group on device_groups`);
      await ctx.database.db.execute(sql`drop function race_same_group`);
    }
  });

  it('answers a foreign-key refusal with the generic "still in use" 409, in both languages', async () => {
    // A group that a company deletion does not expect (its checks look at devices only).
    const company = await ctx.createTenant('racegone', ['platform']);
    await ctx.database.db.insert(deviceGroups).values({ customerId: company.customerId, name: 'left over' });
    const token = await ctx.adminToken();
    for (const [language, errInfo] of [
      ['zh-CN', '该记录正在被使用或引用的记录不存在'],
      ['en', 'This record is still in use, or a record it refers to no longer exists'],
    ] as const) {
      const res = await ctx.injectAs(token, {
        method: 'DELETE',
        url: api(`${PATHS.resource('companies')}/${company.customerId}`),
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ retCode: ERROR_CODES.conflict, errInfo, errKey: 'error.stillInUse' });
    }
  });
});
