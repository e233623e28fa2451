import { USER_TYPES, type AccessRule } from '@console/contract';
import type { Caller } from './caller';
import { Forbidden } from './errors';

/** The one place that decides whether a caller may use a route (ARCHITECTURE §5, SPEC §6). */
export type { AccessRule };

export function isAllowed(caller: Caller, rule: AccessRule): boolean {
  if (rule === 'signedIn') return true;
  if (rule === 'platform') return caller.isPlatform;
  if (rule === 'customerAdmin') return caller.isPlatform || caller.userType === USER_TYPES.customerAdmin;
  // cloudAdmin is the platform's own role: a tenant's role of that name grants nothing.
  return rule.roles.some(
    (role) => caller.roles.includes(role) && (role !== 'cloudAdmin' || caller.isPlatform),
  );
}

export function authorize(caller: Caller, rule: AccessRule): void {
  if (!isAllowed(caller, rule)) throw Forbidden();
}

/** SPEC §6 "cloudAdmin only" (application catalogue, system menus, upgrades, mail/SMS/WeChat settings). */
export const CLOUD_ADMIN: AccessRule = { roles: ['cloudAdmin'] };
