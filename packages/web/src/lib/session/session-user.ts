import type { LoginResult } from '@console/contract/resources/identity';
import type { SessionUser } from '@/lib/cookies';

/** SPEC §3: the session user kept in the `UserObject` cookie, made from the login answer. */
export function toSessionUser(result: LoginResult): SessionUser {
  return {
    user_id: result.id,
    user_name: result.nickName ?? result.account,
    true_name: result.realName ?? '',
    account: result.account,
    customer_name: result.orgName,
    orgId: result.orgId,
    initPwd: result.initPwd,
    userType: result.userType,
    customer_id: result.customerId,
  };
}
