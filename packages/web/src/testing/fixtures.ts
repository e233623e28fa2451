import type { UserInfo } from '@console/contract/resources/identity';
import type { MenuNode } from '@console/contract/resources/menus';

let nextId = 1;

/** A menu node as `menu/user/tree` returns it. */
export function menuNode(
  path: string,
  name: string,
  options: {
    hidden?: boolean;
    icon?: string | null;
    titleEn?: string | null;
    children?: MenuNode[];
    roles?: string[];
  } = {},
): MenuNode {
  return {
    id: nextId++,
    parentId: null,
    path,
    name,
    hidden: options.hidden ?? false,
    showByRole: 'ALL',
    meta: {
      title: `${name}-zh`,
      titleEn: options.titleEn === undefined ? `${name}-en` : options.titleEn,
      icon: options.icon ?? null,
      roles: options.roles ?? [],
      affix: false,
    },
    children: options.children ?? [],
  };
}

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    account: 'admin',
    roleId: 1,
    roles: ['admin'],
    realName: 'Ada Admin',
    nickName: 'ada',
    avatarUrl: null,
    remark: null,
    phone: null,
    email: null,
    orgId: 1,
    customerId: 1,
    customerName: 'Platform',
    userType: 1,
    initPwd: 0,
    createTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
