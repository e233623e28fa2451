import {
  PLATFORM_ORG_ID,
  USER_TYPES,
  menuVisibleToUserType,
  type AccessRule,
  type MenuLimit,
  type ShowByRole,
} from './identity';

/**
 * Who may see a menu and open its route (SPEC §6, ADR 0014). One function for the server's
 * `menu/user/tree` and the console's route guard, so the two cannot disagree.
 */

/** The signed-in user, as both sides know them. */
export interface Viewer {
  userType: number;
  roles: readonly string[];
  /** User type 1 of the platform organisation. */
  isPlatform: boolean;
}

/** The signed-in user's info as the rules see it (the console's user info, the server's session). */
export function viewerOf(user: { userType: number; customerId: number; roles: readonly string[] }): Viewer {
  return {
    userType: user.userType,
    roles: user.roles,
    isPlatform: user.userType === USER_TYPES.platformAdmin && user.customerId === PLATFORM_ORG_ID,
  };
}

/** Whether the viewer holds one of the roles (empty: anyone). */
function holdsRole(viewer: Viewer, roles: readonly string[]): boolean {
  // cloudAdmin is the platform's own role: a tenant's role of that name grants nothing.
  return (
    roles.length === 0 ||
    roles.some((role) => viewer.roles.includes(role) && (role !== 'cloudAdmin' || viewer.isPlatform))
  );
}

/** Whether an access rule (of an API route, a resource action or a menu) admits the viewer. */
export function accessAllows(viewer: Viewer, rule: AccessRule): boolean {
  if (rule === 'signedIn') return true;
  if (rule === 'platform') return viewer.isPlatform;
  if (rule === 'customerAdmin') return viewer.isPlatform || viewer.userType === USER_TYPES.customerAdmin;
  // Ward work (patients, registrations, visits): the administrators and the medical staff, not members.
  if (rule === 'staff')
    return (
      viewer.isPlatform ||
      viewer.userType === USER_TYPES.customerAdmin ||
      viewer.userType === USER_TYPES.staff
    );
  return rule.roles.length > 0 && holdsRole(viewer, rule.roles);
}

/** What a menu (or the catalogue route it stands for) says about who may see it. */
export interface MenuGate {
  showByRole: ShowByRole;
  roles: readonly string[];
  limit: MenuLimit;
  /** The access rule of the API the page uses: a page whose data would be refused is not shown. */
  access: AccessRule;
}

/**
 * A menu is shown, and its route opens, when its user type, roles and API access admit the
 * viewer and, below the platform, its limit allows it and, for anyone but the company's
 * administrator, the viewer's role holds it (`heldByRole`, ADR 0014).
 */
export function menuAllows(menu: MenuGate, viewer: Viewer, heldByRole: boolean): boolean {
  if (!menuVisibleToUserType(menu.showByRole, viewer.userType)) return false;
  if (!holdsRole(viewer, menu.roles)) return false;
  if (!accessAllows(viewer, menu.access)) return false;
  if (viewer.isPlatform) return true;
  if (menu.limit === 'superAdmin') return false;
  // The company's administrator keeps every menu the company has: they edit the roles.
  if (viewer.userType === USER_TYPES.customerAdmin) return true;
  return menu.limit !== 'enterprise' && heldByRole;
}
