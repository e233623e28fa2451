import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_TERMINALS } from '@console/contract/resources/device-accounts';
import { ageOn, idCardBirthDate } from '@console/contract/resources/medical-fields';
import type { Tx } from '../db/client';
import { beds } from '../modules/beds/tables';
import { branches } from '../modules/branches/tables';
import { collectionBoxes } from '../modules/collection-boxes/tables';
import { deviceAccounts } from '../modules/device-accounts/tables';
import { patients } from '../modules/patients/tables';
import { wards } from '../modules/wards/tables';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A resident id card with a valid checksum (demo values, not real people). */
function idCard(region: string, birth: string, serial: number): string {
  const body = `${region}${birth}${String(serial).padStart(3, '0')}`;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return body + '10X98765432'[sum % 11];
}

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
  '何',
  '郭',
  '马',
  '罗',
];
const GIVEN = [
  '建国',
  '秀英',
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '霞',
  '平',
];

/**
 * The demo hospital's base medical data: two branches, three wards of eight beds, bedside
 * terminals bound to beds, collection boxes, and patients admitted, waiting and discharged.
 * Idempotent: a hospital that has wards is left as it is.
 */
export async function seedDemoMedical(tx: Tx, customerId: number): Promise<void> {
  const [existing] = await tx
    .select({ id: wards.id })
    .from(wards)
    .where(eq(wards.customerId, customerId))
    .limit(1);
  if (existing) return;
  const [main, east] = await tx
    .insert(branches)
    .values([
      { customerId, name: '总院', code: 'MAIN', address: '人民路 1 号', phone: '010-88886666' },
      { customerId, name: '东院区', code: 'EAST', address: '东环路 88 号', phone: '010-88887777' },
    ])
    .returning();
  const wardRows = await tx
    .insert(wards)
    .values([
      {
        customerId,
        name: 'ICU 一病区',
        code: 'ICU1',
        branchId: main!.id,
        floor: '3F',
        bedCount: 8,
        visitMinutes: 30,
        overdueSeconds: 60,
        recording: true,
      },
      {
        customerId,
        name: 'ICU 二病区',
        code: 'ICU2',
        branchId: main!.id,
        floor: '4F',
        bedCount: 8,
        visitMinutes: 20,
        overdueSeconds: 120,
      },
      {
        customerId,
        name: '心内科监护室',
        code: 'CCU',
        branchId: east!.id,
        floor: '2F',
        bedCount: 8,
        visitMinutes: 15,
        overdueSeconds: 30,
      },
    ])
    .returning();
  // Bedside terminals: the first two named ones, then demo terminals from the fifth on.
  const accounts = Array.from({ length: 2 + wardRows.length * 8 }, (_, i) =>
    String(DEMO_TERMINALS.firstAccount + (i < 2 ? i : i + 2)),
  );
  const terminals = await tx
    .select({ id: deviceAccounts.id, account: deviceAccounts.account })
    .from(deviceAccounts)
    .where(and(eq(deviceAccounts.customerId, customerId), inArray(deviceAccounts.account, accounts)));
  const terminalOf = new Map(terminals.map((t) => [t.account, t.id]));
  const bedValues = wardRows.flatMap((ward, w) =>
    Array.from({ length: 8 }, (_, i) => {
      const terminal = terminalOf.get(accounts[w * 8 + i]!);
      return {
        customerId,
        wardId: ward.id,
        number: i + 1,
        code: `${ward.code}-${String(i + 1).padStart(2, '0')}`,
        name: `${i + 1} 床`,
        mapX: 10 + (i % 4) * 25,
        mapY: i < 4 ? 25 : 75,
        deviceAccountIds: terminal ? [terminal] : [],
      };
    }),
  );
  const bedRows = await tx.insert(beds).values(bedValues).returning();
  await tx.insert(collectionBoxes).values(
    bedRows
      .filter((_, i) => i % 2 === 0)
      .map((bed, i) => ({
        customerId,
        name: `采集盒 ${bed.code}`,
        serialNumber: `CB-2026-${String(i + 1).padStart(4, '0')}`,
        wardId: bed.wardId,
        bedId: bed.id,
        ipAddress: `192.168.20.${i + 10}`,
      })),
  );
  const now = new Date();
  const day = 24 * 60 * 60 * 1000;
  // 15 admitted (beds 1-5 of each ward), 3 waiting, 4 discharged.
  const plan = [
    ...bedRows
      .filter((bed) => bed.number <= 5)
      .map((bed) => ({ status: 'admitted' as const, bedId: bed.id })),
    ...Array.from({ length: 3 }, () => ({ status: 'waiting' as const, bedId: null })),
    ...Array.from({ length: 4 }, () => ({ status: 'discharged' as const, bedId: null })),
  ];
  await tx.insert(patients).values(
    plan.map((entry, i) => {
      const birth = `${1940 + ((i * 7) % 60)}${String((i % 12) + 1).padStart(2, '0')}${String((i % 27) + 1).padStart(2, '0')}`;
      const card = idCard(i % 2 ? '110105' : '310101', birth, 100 + i);
      const admittedAt = entry.status === 'waiting' ? null : new Date(now.getTime() - (i + 2) * day);
      return {
        customerId,
        name: SURNAMES[i % SURNAMES.length]! + GIVEN[(i * 3) % GIVEN.length]!,
        sex: i % 2 ? 'female' : 'male',
        age: ageOn(idCardBirthDate(card)!, now),
        idCard: card,
        phone: `139${String(10_000_000 + i * 7919).padStart(8, '0')}`,
        hospitalNumber: `ZY2026${String(i + 1).padStart(4, '0')}`,
        visitAllowed: i % 5 !== 4,
        status: entry.status,
        bedId: entry.bedId,
        admittedAt,
        dischargedAt: entry.status === 'discharged' ? new Date(now.getTime() - day) : null,
      };
    }),
  );
}
