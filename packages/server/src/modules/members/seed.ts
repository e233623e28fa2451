import { USER_TYPES } from '@console/contract';
import { APPROVAL_TTL_DAYS } from '@console/contract/resources/members';
import type { Tx } from '../../db/client';
import { generatePassword, hashPassword } from '../identity/passwords';
import { users } from '../../platform/identity-tables';
import { addFriends } from './service';
import { memberApprovals } from './tables';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙'];
const GIVEN = ['芳', '伟', '娜', '敏', '静', '强', '磊', '洋', '艳', '杰', '军', '勇'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo hospital's members: three dozen family members and staff using the apps, some
 * disabled or bound to a phone, a ring of contacts, and membership requests in every state.
 * Their password is random and not printed: the demo signs in as the administrator.
 */
export async function seedDemoMembers(tx: Tx, customerId: number, roleId: number): Promise<void> {
  const passwordHash = await hashPassword(generatePassword());
  const rows = Array.from({ length: 36 }, (_, i) => ({
    customerId,
    account: `1390000${String(1001 + i)}`,
    passwordHash,
    userType: USER_TYPES.member,
    roleId,
    realName: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 5) % GIVEN.length]}${i >= 24 ? GIVEN[i % GIVEN.length] : ''}`,
    phone: `1390000${String(1001 + i)}`,
    status: i % 9 === 8 ? 0 : 1,
    boundDevice: i % 4 === 0 ? `PHONE-${String(i + 1).padStart(3, '0')}` : null,
    remark: i % 6 === 0 ? '家属' : null,
  }));
  const members = await tx.insert(users).values(rows).returning({ id: users.id });
  // Each member knows the next two: everyone has contacts to show and delete.
  for (const [i, member] of members.entries()) {
    for (const step of [1, 2]) {
      const friend = members[(i + step) % members.length]!;
      await addFriends(tx, customerId, member.id, friend.id);
    }
  }

  const now = Date.now();
  const request = (i: number, extra: Partial<typeof memberApprovals.$inferInsert>) => ({
    customerId,
    account: `1380000${String(2001 + i)}`,
    realName: `${SURNAMES[(i + 3) % SURNAMES.length]}${GIVEN[(i + 7) % GIVEN.length]}`,
    phone: `1380000${String(2001 + i)}`,
    remark: i % 2 === 0 ? '患者家属，申请探视' : '新入职护士',
    passwordHash,
    expiresAt: new Date(now + (APPROVAL_TTL_DAYS - i) * DAY_MS),
    createdAt: new Date(now - i * DAY_MS),
    ...extra,
  });
  const decided = (i: number) => ({
    decidedBy: 'hospitaladmin',
    decidedAt: new Date(now - i * 3_600_000),
    passwordHash: null,
  });
  await tx.insert(memberApprovals).values([
    request(0, {}),
    request(1, {}),
    request(2, {}),
    request(3, {}),
    request(4, { status: 'agreed', memberId: members[0]!.id, ...decided(4) }),
    request(5, { status: 'agreed', memberId: members[1]!.id, ...decided(5) }),
    request(6, { status: 'rejected', reason: '非本院患者家属', ...decided(6) }),
    request(7, { status: 'rejected', reason: '信息不完整，请重新申请', ...decided(7) }),
    // Nobody decided these within the time allowed.
    request(8, {
      expiresAt: new Date(now - 2 * DAY_MS),
      createdAt: new Date(now - (APPROVAL_TTL_DAYS + 2) * DAY_MS),
    }),
    request(9, {
      expiresAt: new Date(now - 5 * DAY_MS),
      createdAt: new Date(now - (APPROVAL_TTL_DAYS + 5) * DAY_MS),
    }),
  ]);
}
