import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { visitSettings } from '../../src/modules/visit-settings/tables';
import { api, build, envelope, expectOk, expectValidationError, type Tenant } from '../helper';

/**
 * ICU family-visit settings (SPEC §2 visitSetting of cameras and members, accountVisitSetting of
 * devices): one resource for the three subjects, SPEC §5 ward bounds.
 */
const ctx = build();
const url = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
let icu: Tenant;
let plain: Tenant;
let admin: string;
type Row = Record<string, unknown> & { id: number };

let serial = 7_400_000;
const post = (key: string, payload: object, token = icu.admin.token) =>
  ctx.injectAs(token, { method: 'POST', url: url(key), payload });
const put = (id: number, payload: object, token = icu.admin.token) =>
  ctx.injectAs(token, { method: 'PUT', url: url('visitSettings', `/${id}`), payload });
const create = (payload: object, token = icu.admin.token) => post('visitSettings', payload, token);
const del = (key: string, id: number, token = icu.admin.token) =>
  ctx.injectAs(token, { method: 'DELETE', url: url(key, `/${id}`) });

async function terminal(token = icu.admin.token) {
  return expectOk<Row>(
    await post(
      'deviceAccounts',
      {
        account: String(serial++),
        name: '床旁终端',
        deviceType: 'bedside',
        loginAccount: 'bed',
        password: 'secret1',
      },
      token,
    ),
  );
}
async function camera(token = icu.admin.token) {
  return expectOk<Row>(
    await post(
      'networkCameras',
      { name: `床位${serial++}`, address: '192.168.1.64', mainStreamPath: '/Streaming/Channels/101' },
      token,
    ),
  );
}
async function member(token = icu.admin.token) {
  return expectOk<Row>(
    await post('members', { account: String(serial++), realName: 'Li', password: 'Abcd#1234' }, token),
  );
}
const settingsOf = async (subject: string, subjectId: number) =>
  ctx.database.db
    .select()
    .from(visitSettings)
    .where(and(eq(visitSettings.subject, subject), eq(visitSettings.subjectId, subjectId)));

beforeAll(async () => {
  admin = await ctx.adminToken();
  icu = await ctx.createTenant('visicu', ['platform', 'icu']);
  plain = await ctx.createTenant('visplain', ['platform']);
});

describe('visit settings', () => {
  it('serves cameras, members and devices alike, with the defaults, found by their subject', async () => {
    const subjects = {
      camera: (await camera()).id,
      member: (await member()).id,
      device: (await terminal()).id,
    };
    for (const [subject, subjectId] of Object.entries(subjects)) {
      const row = expectOk<Row>(await create({ subject, subjectId }));
      expect(row).toMatchObject({
        customerId: icu.customerId,
        subject,
        subjectId,
        visitAllowed: false,
        visitMinutes: 30,
        overdueSeconds: 60,
        recordVisits: false,
      });
      const page = expectOk<{ list: Row[] }>(
        await ctx.injectAs(icu.admin.token, {
          method: 'GET',
          url: url('visitSettings', `?subject=${subject}&subjectId=${subjectId}`),
        }),
      );
      expect(page.list.map((x) => x.id)).toEqual([row.id]);
      // one setting per subject
      const again = await create({ subject, subjectId });
      expect(again.statusCode).toBe(409);
      expect(envelope(again)).toMatchObject({ errKey: 'error.visitSettingExists' });
    }
  });

  it('bounds the visit length 1-100 minutes and the overdue time 1-300 seconds (SPEC §5)', async () => {
    const row = expectOk<Row>(await create({ subject: 'device', subjectId: (await terminal()).id }));
    for (const visitMinutes of [1, 100]) expectOk(await put(row.id, { visitMinutes }));
    expectValidationError(await put(row.id, { visitMinutes: 0 }), 'visitMinutes', 'validation.min');
    expectValidationError(await put(row.id, { visitMinutes: 101 }), 'visitMinutes', 'validation.max');
    expectValidationError(await put(row.id, { visitMinutes: 2.5 }), 'visitMinutes', 'validation.integer');
    for (const overdueSeconds of [1, 300]) expectOk(await put(row.id, { overdueSeconds }));
    expectValidationError(await put(row.id, { overdueSeconds: 0 }), 'overdueSeconds', 'validation.min');
    expectValidationError(await put(row.id, { overdueSeconds: 301 }), 'overdueSeconds', 'validation.max');
    expectValidationError(
      await create({ subject: 'camera', subjectId: (await camera()).id, visitMinutes: 101 }),
      'visitMinutes',
      'validation.max',
    );
  });

  it('needs a consistent period when visiting is allowed', async () => {
    const row = expectOk<Row>(await create({ subject: 'camera', subjectId: (await camera()).id }));
    expect(envelope(await put(row.id, { visitAllowed: true })).fields).toEqual({
      visitDays: 'validation.visitPeriodRequired',
    });
    expect(
      envelope(await put(row.id, { visitAllowed: true, visitDays: [1, 3], visitStart: '15:00' })).fields,
    ).toEqual({ visitEnd: 'validation.visitPeriodRequired' });
    expect(envelope(await put(row.id, { visitStart: '16:00', visitEnd: '15:00' })).fields).toEqual({
      visitEnd: 'validation.visitPeriod',
    });
    expect(envelope(await put(row.id, { visitStart: '24:00' })).fields).toEqual({
      visitStart: 'validation.time',
    });
    expect(envelope(await put(row.id, { visitDays: [0] })).fields).toEqual({
      'visitDays.0': 'validation.enum',
    });
    const saved = expectOk<Row>(
      await put(row.id, {
        visitAllowed: true,
        visitDays: [5, 1, 3, 1],
        visitStart: '15:00',
        visitEnd: '16:30',
        recordVisits: true,
      }),
    );
    expect(saved).toMatchObject({
      visitAllowed: true,
      visitDays: [1, 3, 5],
      visitStart: '15:00',
      recordVisits: true,
    });
    // an end before the stored start is refused on its own
    expect(envelope(await put(row.id, { visitEnd: '14:00' })).fields).toEqual({
      visitEnd: 'validation.visitPeriod',
    });
  });

  it('takes only a subject of the tenant: another tenant’s, a missing one or a non-member user is not found', async () => {
    const theirs = await camera(plain.admin.token);
    const missing = { subject: 'device', subjectId: 999_999 };
    for (const payload of [
      { subject: 'camera', subjectId: theirs.id },
      missing,
      { subject: 'member', subjectId: icu.admin.id },
    ])
      expectValidationError(await create(payload), 'subjectId', 'error.visitSubjectNotFound');
    expectValidationError(await create({ subject: 'ward', subjectId: 1 }), 'subject', 'validation.enum');
    // the tenant cannot be smuggled in: only a platform administrator names a company
    expect(
      (await create({ subject: 'camera', subjectId: theirs.id, customerId: plain.customerId })).json(),
    ).toMatchObject({ retCode: '403001', errKey: 'error.companyPlatformOnly' });
  });

  it('needs ICU family visitation enabled; without it visiting can only be switched off', async () => {
    const theirs = await camera(plain.admin.token);
    expectValidationError(
      await create({ subject: 'camera', subjectId: theirs.id }, plain.admin.token),
      'visitAllowed',
      'error.icuNotEnabled',
    );
    // a setting made while the application was enabled
    const [row] = await ctx.database.db
      .insert(visitSettings)
      .values({ customerId: plain.customerId, subject: 'camera', subjectId: theirs.id, visitAllowed: true })
      .returning();
    expectValidationError(
      await put(row!.id, { visitMinutes: 20 }, plain.admin.token),
      'visitAllowed',
      'error.icuNotEnabled',
    );
    expect(expectOk<Row>(await put(row!.id, { visitAllowed: false }, plain.admin.token)).visitAllowed).toBe(
      false,
    );
  });

  it('lets a platform administrator set a company’s subject, into that company', async () => {
    const device = await terminal();
    const row = expectOk<Row>(await create({ subject: 'device', subjectId: device.id }, admin));
    expect(row.customerId).toBe(icu.customerId);
  });

  it('goes with its camera, member or device', async () => {
    const subjects = { camera: await camera(), member: await member(), device: await terminal() };
    for (const [subject, row] of Object.entries(subjects)) {
      expectOk(await create({ subject, subjectId: row.id }));
      expect(await settingsOf(subject, row.id)).toHaveLength(1);
      const key = { camera: 'networkCameras', member: 'members', device: 'deviceAccounts' }[subject]!;
      expectOk(await del(key, row.id));
      expect(await settingsOf(subject, row.id)).toHaveLength(0);
    }
  });

  it('is for administrators: a member gets 403, another tenant 404', async () => {
    const row = expectOk<Row>(await create({ subject: 'camera', subjectId: (await camera()).id }));
    expect((await create({ subject: 'camera', subjectId: 1 }, icu.member.token)).statusCode).toBe(403);
    expect((await put(row.id, { visitMinutes: 10 }, icu.member.token)).statusCode).toBe(403);
    expect((await put(row.id, { visitMinutes: 10 }, plain.admin.token)).statusCode).toBe(404);
  });
});
