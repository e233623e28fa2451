import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@console/contract/resources/identity';
import { toSessionUser } from './session-user';

describe('toSessionUser', () => {
  it('keeps the session token out of the UserObject cookie (issue 21: the token cookie holds it alone)', () => {
    const result = {
      id: 7,
      nickName: null,
      realName: 'Ada',
      account: 'ada',
      accessToken: 'secret-session-token',
      orgName: 'Platform',
      orgId: 1,
      initPwd: 0,
      userType: 1,
      customerId: 1,
    } as unknown as LoginResult;
    const user = toSessionUser(result);
    expect(user).not.toHaveProperty('token');
    expect(JSON.stringify(user)).not.toContain('secret-session-token');
    expect(user).toMatchObject({ user_id: 7, account: 'ada', true_name: 'Ada' });
  });
});
