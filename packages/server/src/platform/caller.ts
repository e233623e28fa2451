import { PLATFORM_ORG_ID, USER_TYPES } from '@console/contract';

/** Who is calling: derived once per request from the session (ARCHITECTURE §5). */
export interface Caller {
  userId: number;
  account: string;
  customerId: number;
  userType: number;
  roleId: number | null;
  roles: string[];
  sessionId: number;
  initPwd: boolean;
  ip: string;
  /** Platform administrators act across tenants; nobody else ever chooses a tenant. */
  isPlatform: boolean;
}

export function isPlatformUser(userType: number, customerId: number): boolean {
  return userType === USER_TYPES.platformAdmin && customerId === PLATFORM_ORG_ID;
}
