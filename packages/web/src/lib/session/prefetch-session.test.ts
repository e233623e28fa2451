import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeSessionUser, setSessionUser, setToken } from '@/lib/cookies';
import { queryClient } from '@/lib/react-query';
import { menuNode, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { applicationsQueryOptions } from './api/get-applications';
import { prefetchSession } from './prefetch-session';

afterEach(() => {
  vi.restoreAllMocks();
  removeSessionUser();
  queryClient.clear();
});

describe('prefetchSession', () => {
  it('asks for the user, the applications and the stored application’s menu at once', async () => {
    setToken('test-token');
    const applications = [{ id: 2, key: 'icu', name: 'ICU探视', english: 'ICU', aloneMenuManage: 1 }];
    const menu = [menuNode('/icu', 'icu')];
    let applicationsKnownToMenuRequest: unknown = 'not asked';
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () => {
        applicationsKnownToMenuRequest = queryClient.getQueryData(applicationsQueryOptions().queryKey);
        return menu;
      },
    });

    await prefetchSession('icu');

    expect(api.calls.map((call) => `${call.method} ${call.path}?${call.query.toString()}`)).toEqual([
      'GET /accountServer/api/v1/sysUser/get?',
      'POST /accountServer/api/1.0/application/listByOrgId?',
      'GET /accountServer/api/v1/menu/user/tree?appKey=icu',
    ]);
    // the menu did not wait for the applications' answer
    expect(applicationsKnownToMenuRequest).toBeUndefined();
    expect(queryClient.getQueryData(['session', 'menu-tree', 'icu'])).toEqual(menu);
  });

  it('asks only for the user while the initial password must be changed: nothing refused is cached', async () => {
    setToken('test-token');
    setSessionUser({
      user_id: 7,
      user_name: 'new',
      true_name: 'New',
      account: 'new',
      customer_name: '演示医院',
      orgId: 5,
      initPwd: 1,
      userType: 2,
      customer_id: 5,
    });
    const api = mockApi({ 'GET /accountServer/api/v1/sysUser/get': () => userInfo({ initPwd: 1 }) });

    await prefetchSession(undefined);

    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /accountServer/api/v1/sysUser/get',
    ]);
    expect(queryClient.getQueryState(applicationsQueryOptions().queryKey)).toBeUndefined();
  });
});
