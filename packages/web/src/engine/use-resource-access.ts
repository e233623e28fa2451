import { PLATFORM_ORG_ID, USER_TYPES, type AccessRule } from '@console/contract/access/identity';
import { accessAllows, viewerOf } from '@console/contract/access/menu-access';
import type { UserInfo } from '@console/contract/resources/identity';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import type { AnyResource } from './types';

export interface ResourcePermissions {
  view: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
  export: boolean;
  import: boolean;
  /** A platform administrator: sees every tenant's rows of tenant resources. */
  platform: boolean;
}

export function isPlatformUser(user: Pick<UserInfo, 'userType' | 'orgId'> | null | undefined): boolean {
  return user?.userType === USER_TYPES.platformAdmin && user.orgId === PLATFORM_ORG_ID;
}

/** SPEC §6 access rules of a definition for one user: the server's rule (ADR 0014); this only hides. */
export function allows(rule: AccessRule, user: UserInfo | null | undefined): boolean {
  return user ? accessAllows(viewerOf(user), rule) : false;
}

export function permissionsFor(
  definition: AnyResource,
  user: UserInfo | null | undefined,
): ResourcePermissions {
  const { access } = definition;
  // a read-only resource (the user log) is written by the server alone
  const writable = !definition.readOnly;
  return {
    view: allows(access.view, user),
    create: writable && allows(access.create, user),
    update: writable && allows(access.update, user),
    delete: writable && allows(access.delete, user),
    export: allows(access.export ?? access.view, user),
    import: writable && allows(access.import ?? access.create, user),
    platform: isPlatformUser(user),
  };
}

/** What the signed-in user may do with a resource. */
export function useResourceAccess(definition: AnyResource): ResourcePermissions {
  const user = useUserInfo();
  return permissionsFor(definition, user.data);
}
