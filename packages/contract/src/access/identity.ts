/** User types, roles and menu visibility rules of SPEC §6. */

/** The platform organisation: it lists every application and owns the system menus. */
export const PLATFORM_ORG_ID = 1;

export const USER_TYPES = {
  platformAdmin: 1,
  customerAdmin: 2,
  member: 3,
  /** Hospital staff (doctors): see every application of their organisation (SPEC §6 "other user types"). */
  staff: 4,
} as const;
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES] | number;

/** Role values carried by a session (route `roles` meta matches against these). */
export const ROLE_KEYS = ['cloudAdmin', 'admin', 'editor', 'doctor', 'cloudUser'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

/** Role types of SPEC §6, as stored on a role. */
export const ROLE_TYPES = { cloudSuperAdmin: 1, admin: 2, doctor: 3, cloudUser: 4 } as const;
export const ROLE_TYPE_VALUES = [1, 2, 3, 4] as const;

/** Menu `showByRole`: ADMIN only for user type 1, CUSTOMER only for type 2, ALL for all. */
export const SHOW_BY_ROLE = ['ALL', 'ADMIN', 'CUSTOMER'] as const;
export type ShowByRole = (typeof SHOW_BY_ROLE)[number];

/** Who a menu may be granted to (SPEC §6: super admin, enterprise, a role, unlimited). */
export const MENU_LIMITS = ['superAdmin', 'enterprise', 'role', 'unlimited'] as const;
export type MenuLimit = (typeof MENU_LIMITS)[number];

export function menuVisibleToUserType(showByRole: ShowByRole, userType: number): boolean {
  if (showByRole === 'ADMIN') return userType === USER_TYPES.platformAdmin;
  if (showByRole === 'CUSTOMER') return userType === USER_TYPES.customerAdmin;
  return true;
}

/** Route `roles`: empty means any signed-in user. */
export function rolesAllow(required: readonly string[] | undefined | null, held: readonly string[]): boolean {
  return !required || required.length === 0 || required.some((role) => held.includes(role));
}

/**
 * Who may use a route or a resource action (the server enforces it; the console hides what fails):
 * - `signedIn`: any signed-in user;
 * - `platform`: platform administrators (user type 1 of the platform organisation);
 * - `customerAdmin`: platform administrators and customer administrators (user type 2);
 * - `{ roles }`: a caller holding one of the roles (cloudAdmin-only, admin-only routes of SPEC §6).
 */
export type AccessRule = 'signedIn' | 'platform' | 'customerAdmin' | 'staff' | { roles: RoleKey[] };
