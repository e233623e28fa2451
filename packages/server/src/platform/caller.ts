import { PLATFORM_ORG_ID, USER_TYPES } from '@console/contract';
import type { ResolvedSession } from './sessions';

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

/** The caller a live session stands for (REST requests and the console WebSocket alike). */
export function callerOfSession(session: ResolvedSession, ip: string): Caller {
  return {
    userId: session.userId,
    account: session.account,
    customerId: session.customerId,
    userType: session.userType,
    roleId: session.roleId,
    roles: session.roleValue ? [session.roleValue] : [],
    sessionId: session.sessionId,
    initPwd: session.initPwd,
    ip,
    isPlatform: isPlatformUser(session.userType, session.customerId),
  };
}
