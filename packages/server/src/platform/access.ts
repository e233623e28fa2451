import { accessAllows, type AccessRule } from '@console/contract';
import type { Caller } from './caller';
import { Forbidden } from './errors';

/** The one place that decides whether a caller may use a route (ARCHITECTURE §5, SPEC §6). */
export type { AccessRule };

/** The contract's rule, so the console's route guard decides the same way (ADR 0014). */
export function authorize(caller: Caller, rule: AccessRule): void {
  if (!accessAllows(caller, rule)) throw Forbidden();
}

/** SPEC §6 "cloudAdmin only" (application catalogue, system menus, upgrades, mail/SMS/WeChat settings). */
export const CLOUD_ADMIN: AccessRule = { roles: ['cloudAdmin'] };
