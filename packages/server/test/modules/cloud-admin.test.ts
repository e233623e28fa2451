import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, USER_TYPES } from '@console/contract';
import { api, build, envelope, expectOk, TENANT_PASSWORD, type Tenant } from '../helper';

/** SPEC §6: the application catalogue and system menus are the cloud administrator's alone. */
const ctx = build();
let plainPlatformUser: string;
let tenant: Tenant;
beforeAll(async () => {
  // A platform user (type 1) without the cloudAdmin role.
  const user = await ctx.createUser({ account: 'opsonly', userType: USER_TYPES.platformAdmin, roleId: null });
  plainPlatformUser = await ctx.login(user.account, TENANT_PASSWORD);
  tenant = await ctx.createTenant('cadm');
});

describe('cloudAdmin-only calls', () => {
  const calls = [
    [PATHS.application.register, { key: 'x1', name: 'X', english: 'X' }],
    [PATHS.application.listSysApplication, {}],
    [PATHS.menuSet, { appKey: 'platform', name: 'X', path: '/x' }],
    [PATHS.menuInitialize, undefined],
  ] as const;

  it.each(calls)('%s is refused to a platform user without the cloudAdmin role', async (path, payload) => {
    const res = await ctx.injectAs(plainPlatformUser, {
      method: 'POST',
      url: api(path),
      ...(payload ? { payload } : {}),
    });
    expect(envelope(res).retCode).toBe('403001');
  });

  it('lets the cloud administrator in', async () => {
    expectOk(
      await ctx.injectAs(await ctx.adminToken(), {
        method: 'POST',
        url: api(PATHS.application.listSysApplication),
        payload: {},
      }),
    );
  });

  it('gives no power to a tenant role named cloudAdmin, nor lets a tenant make one', async () => {
    const res = await ctx.injectAs(tenant.admin.token, {
      method: 'POST',
      url: api(PATHS.resource('roles')),
      payload: { name: '假超管', value: 'cloudAdmin', type: 1, permissionIds: [1] },
    });
    expect(envelope(res).fields).toEqual({ value: 'error.forbidden' });
  });
});
