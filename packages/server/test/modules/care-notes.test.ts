import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, USER_TYPES } from '@console/contract';
import {
  api,
  build,
  expectError,
  expectOk,
  expectValidationError,
  TENANT_PASSWORD,
  type Tenant,
} from '../helper';

/**
 * Care notes written at the bed screen: the author is the signed-in account, a note lands at the
 * patient's bed, only its author changes or removes it, and the tenant wall holds.
 */
interface CareNote {
  id: number;
  patientId: number;
  bedId: number | null;
  kind: string;
  text: string;
  author: string;
}

const ctx = build();
const r = (suffix = '') => api(`${PATHS.resource('careNotes')}${suffix}`);
let a: Tenant;
let b: Tenant;
let nurse = '';
let doctor = '';
let patientId = 0;
let bedId = 0;
let theirPatient = 0;

const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });

async function staff(account: string, customerId: number) {
  await ctx.createUser({ account, customerId, userType: USER_TYPES.staff });
  return ctx.login(account, TENANT_PASSWORD);
}

beforeAll(async () => {
  a = await ctx.createTenant('cn_a');
  b = await ctx.createTenant('cn_b');
  nurse = await staff('cn_nurse', a.customerId);
  doctor = await staff('cn_doctor', a.customerId);
  const post = (token: string, key: string, payload: object) =>
    send(token, 'POST', api(PATHS.resource(key)), payload);
  const wardId = expectOk<{ id: number }>(await post(a.admin.token, 'wards', { name: 'ICU', code: 'CN' })).id;
  bedId = expectOk<{ id: number }>(
    await post(a.admin.token, 'beds', { wardId, number: 1, code: 'CN-1', name: '1床' }),
  ).id;
  patientId = expectOk<{ id: number }>(
    await post(a.admin.token, 'patients', { name: '李四', sex: 'male', age: 70, hospitalNumber: 'CN1' }),
  ).id;
  expectOk(
    await send(a.admin.token, 'POST', api(`${PATHS.resource('patients')}/${patientId}/admit`), { bedId }),
  );
  theirPatient = expectOk<{ id: number }>(
    await post(b.admin.token, 'patients', { name: '赵六', sex: 'female', age: 50, hospitalNumber: 'CN9' }),
  ).id;
});

describe('care notes', () => {
  let noteId = 0;

  it("are written by the signed-in account at the patient's bed, newest first", async () => {
    const first = expectOk<CareNote>(
      await send(nurse, 'POST', r(), {
        patientId,
        kind: 'nursing',
        text: '  翻身一次，皮肤完好  ',
      }),
    );
    expect(first).toMatchObject({
      patientId,
      bedId,
      kind: 'nursing',
      text: '翻身一次，皮肤完好',
      author: 'cn_nurse',
    });
    noteId = first.id;
    expectOk(await send(doctor, 'POST', r(), { patientId, kind: 'doctor', text: '调整镇静剂量' }));
    const page = expectOk<{ list: CareNote[]; total: number }>(
      await send(nurse, 'GET', r(`?patientId=${patientId}`)),
    );
    expect(page.list.map((n) => [n.author, n.kind])).toEqual([
      ['cn_doctor', 'doctor'],
      ['cn_nurse', 'nursing'],
    ]);
  });

  it('needs a patient and a text of at most 2000 characters', async () => {
    expectValidationError(
      await send(nurse, 'POST', r(), { patientId, text: '   ' }),
      'text',
      'validation.required',
    );
    expectValidationError(
      await send(nurse, 'POST', r(), { patientId, text: 'x'.repeat(2001) }),
      'text',
      'validation.max',
    );
    expectValidationError(
      await send(nurse, 'POST', r(), { text: '无患者' }),
      'patientId',
      'validation.required',
    );
  });

  it('take no author from the client', async () => {
    expectValidationError(
      await send(nurse, 'POST', r(), { patientId, text: '冒名', author: 'cn_doctor' }),
      'author',
      'validation.unknownField',
    );
  });

  it('are changed and removed by their author only', async () => {
    expectError(
      await send(doctor, 'PUT', r(`/${noteId}`), { text: '改别人的' }),
      '403001',
      'error.careNoteNotYours',
    );
    expectError(await send(doctor, 'DELETE', r(`/${noteId}`)), '403001', 'error.careNoteNotYours');
    expect(expectOk<CareNote>(await send(nurse, 'PUT', r(`/${noteId}`), { text: '翻身两次' })).text).toBe(
      '翻身两次',
    );
    expectOk(await send(nurse, 'DELETE', r(`/${noteId}`)));
    expectError(await send(nurse, 'GET', r(`/${noteId}`)), '404001');
  });

  it("keep to the company: another company's patient is refused, its notes unseen", async () => {
    expectValidationError(
      await send(nurse, 'POST', r(), { patientId: theirPatient, text: '越界' }),
      'patientId',
      'error.patientNotFound',
    );
    const theirs = expectOk<{ list: CareNote[] }>(
      await send(b.admin.token, 'GET', r(`?patientId=${patientId}`)),
    );
    expect(theirs.list).toEqual([]);
  });
});
