import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@console/contract';
import { collectionBoxes } from '../../src/modules/collection-boxes/tables';
import { beds } from '../../src/modules/beds/tables';
import { patients } from '../../src/modules/patients/tables';
import { fhirErrors } from '../fhir';
import { api, build, expectError, expectOk, expectValidationError, type Tenant } from '../helper';
import { insertTerminal } from '../realtime';

const ctx = build();
const r = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
let tenant: Tenant;
let other: Tenant;
let terminal = 0;
let theirTerminal = 0;

/** Valid resident id cards (GB 11643 checksum) born 1980-01-01 and 1990-06-15. */
const CARD_1980 = '110105198001011238';
const CARD_1990 = '440304199006150021';
/** Ages as of today; the server allows one year either side around a birthday. */
const age1980 = () => new Date().getUTCFullYear() - 1980;

const terminalOf = async (customerId: number, account: string) =>
  (await insertTerminal(ctx.database.db, { customerId, account, name: `床旁${account}` })).id;

beforeAll(async () => {
  tenant = await ctx.createTenant('medt', ['platform']);
  other = await ctx.createTenant('medo', ['platform']);
  terminal = await terminalOf(tenant.customerId, '7300001');
  theirTerminal = await terminalOf(other.customerId, '7300009');
});

const send = (
  method: 'POST' | 'PUT' | 'GET' | 'DELETE',
  url: string,
  payload?: object,
  token = tenant.admin.token,
) => ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });
const post = (url: string, payload: object, token?: string) => send('POST', url, payload, token);

async function ward(code: string, extra: object = {}) {
  return expectOk<{ id: number }>(await post(r('wards'), { name: `病区${code}`, code, ...extra })).id;
}
async function bed(wardId: number, number: number, extra: object = {}) {
  return expectOk<{ id: number }>(
    await post(r('beds'), { wardId, number, code: `B${wardId}-${number}`, name: `${number}床`, ...extra }),
  ).id;
}
async function patient(hospitalNumber: string, extra: object = {}) {
  return expectOk<{ id: number }>(
    await post(r('patients'), { name: '张三', sex: 'male', age: age1980(), hospitalNumber, ...extra }),
  ).id;
}

describe('wards and beds (SPEC §5 ward rules)', () => {
  it('keeps the visit duration to 1-100 minutes and the overdue time to 1-300 seconds', async () => {
    expectValidationError(
      await post(r('wards'), { name: 'W', code: 'W0', visitMinutes: 0 }),
      'visitMinutes',
      'validation.min',
    );
    expectValidationError(
      await post(r('wards'), { name: 'W', code: 'W0', visitMinutes: 101 }),
      'visitMinutes',
      'validation.max',
    );
    expectValidationError(
      await post(r('wards'), { name: 'W', code: 'W0', overdueSeconds: 301 }),
      'overdueSeconds',
      'validation.max',
    );
    const created = expectOk(
      await post(r('wards'), { name: 'ICU一病区', code: 'ICU1', visitMinutes: 100, overdueSeconds: 300 }),
    );
    expect(created).toMatchObject({
      visitMinutes: 100,
      overdueSeconds: 300,
      recording: false,
      bookingDays: 7,
    });
  });

  it('refuses a bed code with special characters, a name over 30 characters and a number twice in a ward', async () => {
    const wardId = await ward('BEDRULES');
    expectValidationError(
      await post(r('beds'), { wardId, number: 1, code: 'A#1', name: '1床' }),
      'code',
      'validation.code',
    );
    expectValidationError(
      await post(r('beds'), { wardId, number: 1, code: 'A1', name: 'x'.repeat(31) }),
      'name',
      'validation.max',
    );
    expectOk(await post(r('beds'), { wardId, number: 1, code: 'A1', name: 'x'.repeat(30) }));
    expectError(
      await post(r('beds'), { wardId, number: 1, code: 'A2', name: '1床' }),
      '409001',
      'error.bedNumberExists',
    );
  });

  it("binds the company's own terminals to a bed, never another company's", async () => {
    const wardId = await ward('DEV');
    const id = await bed(wardId, 1, { deviceAccountIds: [terminal] });
    expect(expectOk(await send('GET', r('beds', `/${id}`)))).toMatchObject({ deviceAccountIds: [terminal] });
    expectValidationError(
      await post(r('beds'), {
        wardId,
        number: 2,
        code: 'DEV2',
        name: '2床',
        deviceAccountIds: [theirTerminal],
      }),
      'deviceAccountIds',
      'error.terminalNotFound',
    );
  });
});

describe('patients (SPEC §5 id card and phone)', () => {
  it('checks the id card checksum and its birth date against the age, also on a partial update', async () => {
    expectValidationError(
      await post(r('patients'), {
        name: '李四',
        sex: 'female',
        age: 36,
        hospitalNumber: 'H0',
        idCard: '110105198001011239',
      }),
      'idCard',
      'validation.idCard',
    );
    expectValidationError(
      await post(r('patients'), {
        name: '李四',
        sex: 'female',
        age: 20,
        hospitalNumber: 'H0',
        idCard: CARD_1980,
      }),
      'age',
      'validation.idCardAge',
    );
    expectValidationError(
      await post(r('patients'), {
        name: '李四',
        sex: 'female',
        age: 30,
        hospitalNumber: 'H0',
        phone: '12ab',
      }),
      'phone',
      'validation.phone',
    );
    const id = await patient('H1', { idCard: CARD_1980 });
    expectError(await send('PUT', r('patients', `/${id}`), { age: 3 }), '400001', 'validation.idCardAge');
    expectError(
      await post(r('patients'), { name: '王五', sex: 'male', age: 1, hospitalNumber: 'h1' }),
      '409001',
      'error.hospitalNumberExists',
    );
  });

  it('masks id card and phone in lists and exports, shows them on the record, and logs every read and export', async () => {
    const id = await patient('MASK1', { idCard: CARD_1980, phone: '13812345678' });
    const list = expectOk<{ list: { id: number; idCard: string; phone: string }[] }>(
      await send('GET', r('patients', '?hospitalNumber=MASK1')),
    );
    expect(list.list.map(({ id: rowId, idCard, phone }) => ({ id: rowId, idCard, phone }))).toEqual([
      { id, idCard: '110105********1238', phone: '138****5678' },
    ]);
    const record = expectOk<{ idCard: string; phone: string }>(await send('GET', r('patients', `/${id}`)));
    expect([record.idCard, record.phone]).toEqual([CARD_1980, '13812345678']);
    const exported = await send('GET', r('patients', '/export?format=csv&hospitalNumber=MASK1'));
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('110105********1238');
    expect(exported.body).not.toContain(CARD_1980);

    const history = expectOk<{ list: { action: string; account: string; resourceId: string }[] }>(
      await send('GET', api(`${PATHS.resource('userLogs')}?resource=patients&resourceId=${id}&size=50`)),
    );
    expect(history.list.map((entry) => entry.action).sort()).toEqual([
      'create',
      'exportPatient',
      'readPatient',
    ]);
    expect(new Set(history.list.map((entry) => entry.account))).toEqual(new Set([tenant.admin.account]));
  });
});

describe('admission, transfer, discharge', () => {
  it('admits to a free bed, one patient per bed, transfers and discharges', async () => {
    const wardId = await ward('ADT');
    const [b1, b2] = [await bed(wardId, 1), await bed(wardId, 2)];
    const p1 = await patient('ADT1');
    const p2 = await patient('ADT2');
    expect(expectOk(await post(r('patients', `/${p1}/admit`), { bedId: b1 }))).toMatchObject({
      status: 'admitted',
      bedId: b1,
      dischargedAt: null,
    });
    expectError(await post(r('patients', `/${p2}/admit`), { bedId: b1 }), '409001', 'error.bedOccupied');
    expectError(
      await post(r('patients', `/${p1}/admit`), { bedId: b2 }),
      '409001',
      'error.patientAlreadyAdmitted',
    );
    expectError(await post(r('patients', `/${p1}/transfer`), { bedId: b1 }), '409001', 'error.sameBed');
    expectError(
      await post(r('patients', `/${p2}/transfer`), { bedId: b2 }),
      '409001',
      'error.patientNotAdmitted',
    );
    expect(expectOk(await post(r('patients', `/${p1}/transfer`), { bedId: b2 }))).toMatchObject({
      bedId: b2,
    });
    expectOk(await post(r('patients', `/${p2}/admit`), { bedId: b1 }));
    const out = expectOk<{ status: string; bedId: null; dischargedAt: string }>(
      await post(r('patients', `/${p1}/discharge`), {}),
    );
    expect([out.status, out.bedId, typeof out.dischargedAt]).toEqual(['discharged', null, 'string']);
    expectError(await post(r('patients', `/${p1}/discharge`), {}), '409001', 'error.patientNotAdmitted');
    // The bed and status cannot be written through the plain update.
    expectError(await send('PUT', r('patients', `/${p2}`), { bedId: b2 }), '400001');
    const actions = expectOk<{ list: { action: string }[] }>(
      await send('GET', api(`${PATHS.resource('userLogs')}?resource=patients&resourceId=${p1}&size=50`)),
    );
    expect(actions.list.map((entry) => entry.action).sort()).toEqual([
      'admit',
      'create',
      'discharge',
      'transfer',
    ]);
  });

  it('lets the database itself refuse a second admitted patient in a bed', async () => {
    const wardId = await ward('DBW');
    const b = await bed(wardId, 1);
    const p1 = await patient('DB1');
    const p2 = await patient('DB2');
    expectOk(await post(r('patients', `/${p1}/admit`), { bedId: b }));
    await expect(
      ctx.database.db.update(patients).set({ status: 'admitted', bedId: b }).where(eq(patients.id, p2)),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'patients_bed_admitted_key' }) });
    await expect(
      ctx.database.db.update(patients).set({ status: 'admitted' }).where(eq(patients.id, p2)),
    ).rejects.toThrow();
  });
});

describe('deleting a ward or a bed removes everything beneath it', () => {
  it('counts, then deletes beds and boxes with the ward and sends its patients back to waiting', async () => {
    const wardId = await ward('DEL');
    const [b1] = [await bed(wardId, 1), await bed(wardId, 2)];
    expectOk(await post(r('collectionBoxes'), { name: '盒1', serialNumber: 'SN-DEL-1', wardId, bedId: b1 }));
    const p = await patient('DEL1');
    expectOk(await post(r('patients', `/${p}/admit`), { bedId: b1 }));
    expect(expectOk(await send('GET', r('wards', `/${wardId}/deletion`)))).toEqual({
      counts: { beds: 2, collectionBoxes: 1, patients: 1 },
    });
    expectOk(await send('DELETE', r('wards', `/${wardId}`)));
    const left = [
      (await ctx.database.db.select({ id: beds.id }).from(beds).where(eq(beds.wardId, wardId))).length,
      (
        await ctx.database.db
          .select({ id: collectionBoxes.id })
          .from(collectionBoxes)
          .where(eq(collectionBoxes.wardId, wardId))
      ).length,
    ];
    expect(left).toEqual([0, 0]);
    const [row] = await ctx.database.db.select().from(patients).where(eq(patients.id, p));
    expect([row!.status, row!.bedId]).toEqual(['waiting', null]);
  });

  it('unbinds the boxes of a deleted bed and frees its patient', async () => {
    const wardId = await ward('DELB');
    const b = await bed(wardId, 1);
    const box = expectOk<{ id: number }>(
      await post(r('collectionBoxes'), { name: '盒2', serialNumber: 'SN-DEL-2', wardId, bedId: b }),
    ).id;
    const p = await patient('DELB1');
    expectOk(await post(r('patients', `/${p}/admit`), { bedId: b }));
    expect(expectOk(await send('GET', r('beds', `/${b}/deletion`)))).toEqual({
      counts: { collectionBoxes: 1, patients: 1 },
    });
    expectOk(await send('DELETE', r('beds', `/${b}`)));
    expect(await ctx.database.db.select({ id: beds.id }).from(beds).where(eq(beds.id, b))).toEqual([]);
    const [kept] = await ctx.database.db.select().from(collectionBoxes).where(eq(collectionBoxes.id, box));
    expect(kept!.bedId).toBeNull();
  });

  it("refuses a collection box bound to another ward's bed", async () => {
    const w1 = await ward('BOX1');
    const w2 = await ward('BOX2');
    const b2 = await bed(w2, 1);
    expectValidationError(
      await post(r('collectionBoxes'), { name: '盒3', serialNumber: 'SN-X', wardId: w1, bedId: b2 }),
      'bedId',
      'error.bedNotInWard',
    );
  });
});

describe('tenant wall', () => {
  it("keeps another company's wards, beds and patients out of reach", async () => {
    const wardId = await ward('WALL');
    const b = await bed(wardId, 1);
    const p = await patient('WALL1');
    const theirs = other.admin.token;
    expectError(await send('GET', r('patients', `/${p}`), undefined, theirs), '404001');
    expectError(await post(r('patients', `/${p}/admit`), { bedId: b }, theirs), '404001');
    expectError(await send('GET', r('wards', `/${wardId}/deletion`), undefined, theirs), '404001');
    expectError(await send('GET', r('wards', `/${wardId}/bed-grid`), undefined, theirs), '404001');
    expectError(await send('GET', r('patients', `/${p}/fhir`), undefined, theirs), '404001');
    const theirPatient = expectOk<{ id: number }>(
      await post(r('patients'), { name: '赵六', sex: 'male', age: 40, hospitalNumber: 'T1' }, theirs),
    ).id;
    expectError(
      await post(r('patients', `/${theirPatient}/admit`), { bedId: b }, theirs),
      '400001',
      'error.bedNotFound',
    );
    expectError(await send('GET', r('patients', `/${p}`), undefined, tenant.member.token), '403001');
  });
});

describe('bed grid and FHIR R4', () => {
  const valid = fhirErrors;

  it('shows each bed with its patient and devices, and answers FHIR documents that validate', async () => {
    const wardId = await ward('GRID', { bedCount: 2 });
    const b1 = await bed(wardId, 1, { deviceAccountIds: [terminal] });
    await bed(wardId, 2);
    const p = await patient('GRID1', { idCard: CARD_1980, phone: '13812345678' });
    expectOk(await post(r('patients', `/${p}/admit`), { bedId: b1 }));
    const grid = expectOk<{
      beds: { number: number; patient: { id: number } | null; devices: { id: number }[] }[];
    }>(await send('GET', r('wards', `/${wardId}/bed-grid`)));
    expect(
      grid.beds.map((cell) => [cell.number, cell.patient?.id ?? null, cell.devices.map((d) => d.id)]),
    ).toEqual([
      [1, p, [terminal]],
      [2, null, []],
    ]);

    const record = expectOk<{ resourceType: string; entry: { resource: { resourceType: string } }[] }>(
      await send('GET', r('patients', `/${p}/fhir`)),
    );
    expect(record.entry.map((e) => e.resource.resourceType)).toEqual([
      'Patient',
      'Encounter',
      'Location',
      'Location',
    ]);
    expect(valid('Bundle', record)).toEqual([]);
    for (const { resource } of record.entry) expect(valid(resource.resourceType, resource)).toEqual([]);
    expect(record.entry[0]!.resource).toMatchObject({ gender: 'male', birthDate: '1980-01-01' });
    expect(record.entry[1]!.resource).toMatchObject({ status: 'in-progress' });

    const wardDoc = expectOk<{ entry: { resource: { resourceType: string; id: string } }[] }>(
      await send('GET', r('wards', `/${wardId}/fhir`)),
    );
    expect(valid('Bundle', wardDoc)).toEqual([]);
    expect(wardDoc.entry.map((e) => e.resource.id)).toEqual([
      `ward-${wardId}`,
      `bed-${b1}`,
      expect.stringMatching(/^bed-/),
    ]);
    // A broken document does fail the schema (the check can fail).
    expect(valid('Patient', { resourceType: 'Patient', gender: 'robot' })).not.toEqual([]);
  });

  it('refuses a patient with a second card of another birth year at the wrong age', async () => {
    expectValidationError(
      await post(r('patients'), {
        name: '孙七',
        sex: 'female',
        age: age1980(),
        hospitalNumber: 'C2',
        idCard: CARD_1990,
      }),
      'age',
      'validation.idCardAge',
    );
  });
});
