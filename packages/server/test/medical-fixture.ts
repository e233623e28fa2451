import { PATHS } from '@console/contract';
import type { WardVisiting } from '@console/contract/resources/visits';
import type { Db } from '../src/db/client';
import { beds } from '../src/modules/beds/tables';
import { patients } from '../src/modules/patients/tables';
import { wards } from '../src/modules/wards/tables';
import { api, expectOk, type TestContext } from './helper';

export interface IcuOptions {
  /** Columns of the ward beyond its name and code (visit length, booking days…). */
  ward?: Partial<typeof wards.$inferInsert>;
  /** How many beds the ward gets (1床, 2床…); the patient lies in the first. */
  beds?: number;
  /** Terminals at the first bed (its bedside and visiting terminals). */
  bedTerminalIds?: number[];
  admittedAt?: Date;
}

export interface Icu {
  wardId: number;
  bedIds: number[];
  patientId: number;
}

/**
 * A company's ICU for API tests, inserted directly: one ward, its beds and a patient (张三,
 * H0001) admitted to the first bed.
 */
export async function seedIcu(db: Db, customerId: number, options: IcuOptions = {}): Promise<Icu> {
  const [ward] = await db
    .insert(wards)
    .values({
      customerId,
      name: 'ICU一病区',
      code: 'ICU1',
      visitMinutes: 30,
      bookingDays: 7,
      ...options.ward,
    })
    .returning();
  const wardId = ward!.id;
  const bedRows = await db
    .insert(beds)
    .values(
      Array.from({ length: options.beds ?? 1 }, (_, i) => ({
        customerId,
        wardId,
        number: i + 1,
        code: `B0${i + 1}`,
        name: `${i + 1}床`,
        ...(i === 0 && options.bedTerminalIds ? { deviceAccountIds: options.bedTerminalIds } : {}),
      })),
    )
    .returning();
  const bedIds = bedRows.map((bed) => bed.id);
  const [patient] = await db
    .insert(patients)
    .values({
      customerId,
      name: '张三',
      sex: 'male',
      age: 60,
      hospitalNumber: 'H0001',
      status: 'admitted',
      bedId: bedIds[0]!,
      admittedAt: options.admittedAt ?? new Date(),
    })
    .returning();
  return { wardId, bedIds, patientId: patient!.id };
}

/** Visiting settings with the given periods and nothing else in the way (no buffer, cutoff…). */
export function visitingHours(
  periods: WardVisiting['periods'],
  overrides: Partial<WardVisiting> = {},
): WardVisiting {
  return {
    periods,
    bufferMinutes: 0,
    exceptionDates: [],
    cancelCutoffHours: 0,
    purgeDays: 30,
    accessControllers: [],
    ...overrides,
  };
}

/** Saves a ward's visiting settings through the API. */
export async function setVisiting(ctx: TestContext, token: string, wardId: number, settings: WardVisiting) {
  expectOk(
    await ctx.injectAs(token, {
      method: 'PUT',
      url: api(`${PATHS.resource('wards')}/${wardId}/visiting`),
      payload: settings,
    }),
  );
}

/** A family's visit registration (张伟, the patient's child) through the API, approved unless said. */
export async function registerFamily(
  ctx: TestContext,
  token: string,
  patientId: number,
  state: 'pending' | 'approved' = 'approved',
): Promise<number> {
  const path = api(PATHS.resource('visitRegistrations'));
  const { id } = expectOk<{ id: number }>(
    await ctx.injectAs(token, {
      method: 'POST',
      url: path,
      payload: { patientId, familyName: '张伟', familyPhone: '13800138000', relation: 'child' },
    }),
  );
  if (state === 'approved')
    expectOk(await ctx.injectAs(token, { method: 'POST', url: `${path}/${id}/approve` }));
  return id;
}
