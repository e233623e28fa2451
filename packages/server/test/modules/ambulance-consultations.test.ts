import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import { api, build, ambulanceEditor, envelope, expectError, expectOk, type Tenant } from '../helper';
import { insertTerminal } from '../realtime';

/**
 * Ambulance consultations (issue 18, ADR 0046): the collaboration sessions of kind consultation
 * that name a vehicle and a receiving hospital, served to the ambulance editors on
 * /ambulance/hospital/consultationManage — vehicle and hospital required there and the caller's
 * company's, the vehicle's terminal in the room, filters by vehicle and hospital, the same rows
 * on the collaboration pages, and the editor role wall.
 */
const ctx = build({ HOST: '127.0.0.1' });
const url = (key: string, suffix = '') => api(`${PATHS.resource(key)}${suffix}`);
let a: Tenant;
let b: Tenant;
let editorA = '';
let vehicleA = 0;
let vehicleA2 = 0;
let terminalA = 0;
let hospitalA = 0;
let hospitalA2 = 0;
let vehicleB = 0;
let hospitalB = 0;

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  ctx.injectAs(token, { method, url: path, ...(payload ? { payload } : {}) });

async function fleetOf(token: string, customerId: number, n: string) {
  const terminal = (
    await insertTerminal(ctx.database.db, { customerId, account: `78000${n}`, deviceType: 'ambulance' })
  ).id;
  const vehicle = expectOk<{ id: number }>(
    await as(token, 'POST', url('ambulanceVehicles'), { plate: `沪C0000${n}`, deviceAccountId: terminal }),
  ).id;
  const hospital = expectOk<{ id: number }>(
    await as(token, 'POST', url('ambulanceHospitals'), {
      name: `会诊医院 ${n}`,
      address: '中山路 1 号',
      lat: 31.2,
      lng: 121.4,
    }),
  ).id;
  return { terminal, vehicle, hospital };
}

const consultation = (extra: Record<string, unknown> = {}) => ({
  title: '胸痛患者远程会诊',
  scheduledAt: '2026-11-27T10:00:00.000Z',
  ambulanceVehicleId: vehicleA,
  ambulanceHospitalId: hospitalA,
  patientName: '陈患者',
  ...extra,
});

beforeAll(async () => {
  a = await ctx.createTenant('consult_a', ['platform', 'ambulance', 'consultation']);
  b = await ctx.createTenant('consult_b', ['platform', 'ambulance', 'consultation']);
  editorA = await ambulanceEditor(ctx, a, 'consult_a_editor');
  const editorB = await ambulanceEditor(ctx, b, 'consult_b_editor');
  ({
    terminal: terminalA,
    vehicle: vehicleA,
    hospital: hospitalA,
  } = await fleetOf(editorA, a.customerId, '1'));
  ({ vehicle: vehicleA2, hospital: hospitalA2 } = await fleetOf(editorA, a.customerId, '2'));
  ({ vehicle: vehicleB, hospital: hospitalB } = await fleetOf(editorB, b.customerId, '3'));
});

describe('ambulance consultations', () => {
  it('are the editor’s: the company administrator and a member are refused', async () => {
    expect((await as(a.admin.token, 'GET', url('ambulanceConsultations'))).statusCode).toBe(403);
    expect((await as(a.member.token, 'GET', url('ambulanceConsultations'))).statusCode).toBe(403);
    expect((await as(a.admin.token, 'POST', url('ambulanceConsultations'), consultation())).statusCode).toBe(
      403,
    );
    expect((await as(editorA, 'GET', url('ambulanceConsultations'))).statusCode).toBe(200);
  });

  it('require a vehicle and a hospital, both of the caller’s company', async () => {
    const fields = async (extra: Record<string, unknown>) =>
      envelope(await as(editorA, 'POST', url('ambulanceConsultations'), consultation(extra))).fields;
    expect(await fields({ ambulanceVehicleId: undefined })).toEqual({
      ambulanceVehicleId: 'validation.required',
    });
    expect(await fields({ ambulanceHospitalId: undefined })).toEqual({
      ambulanceHospitalId: 'validation.required',
    });
    const foreignVehicle = await as(
      editorA,
      'POST',
      url('ambulanceConsultations'),
      consultation({ ambulanceVehicleId: vehicleB }),
    );
    expect(foreignVehicle.statusCode).toBe(400);
    expect(foreignVehicle.body).toContain('ambulanceVehicleId');
    const foreignHospital = await as(
      editorA,
      'POST',
      url('ambulanceConsultations'),
      consultation({ ambulanceHospitalId: hospitalB }),
    );
    expect(foreignHospital.statusCode).toBe(400);
    expect(foreignHospital.body).toContain('ambulanceHospitalId');
  });

  it('are consultation sessions: the vehicle’s terminal requests, the hospital is consulted, a room is made', async () => {
    const created = expectOk<{ id: number; state: string }>(
      await as(editorA, 'POST', url('ambulanceConsultations'), consultation()),
    );
    expect(created.state).toBe('scheduled');
    const session = expectOk<Record<string, unknown>>(
      await as(a.admin.token, 'GET', url('collaborationSessions', `/${created.id}`)),
    );
    expect(session).toMatchObject({
      kind: 'consultation',
      requestingDeviceId: terminalA,
      requestingHospital: '沪C00001',
      consultedHospital: '会诊医院 1',
      ambulanceVehicleId: vehicleA,
      ambulanceHospitalId: hospitalA,
    });
    expect(session.roomId).toEqual(expect.any(Number));
    // Changing the hospital changes the consulted one.
    expectOk(
      await as(editorA, 'PUT', url('ambulanceConsultations', `/${created.id}`), {
        ambulanceHospitalId: hospitalA2,
      }),
    );
    const changed = expectOk<Record<string, unknown>>(
      await as(a.admin.token, 'GET', url('collaborationSessions', `/${created.id}`)),
    );
    expect(changed.consultedHospital).toBe('会诊医院 2');
    // The collaboration pages cannot set or clear the vehicle (it is the ambulance page's).
    const refused = await as(a.admin.token, 'PUT', url('collaborationSessions', `/${created.id}`), {
      ambulanceVehicleId: null,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('list only the consultations that name a vehicle, filtered by vehicle and hospital', async () => {
    const other = expectOk<{ id: number }>(
      await as(editorA, 'POST', url('ambulanceConsultations'), {
        ...consultation({ title: '第二辆车会诊' }),
        ambulanceVehicleId: vehicleA2,
        ambulanceHospitalId: hospitalA2,
      }),
    ).id;
    const plain = expectOk<{ id: number }>(
      await as(a.admin.token, 'POST', url('collaborationSessions'), {
        kind: 'consultation',
        title: '院内会诊',
        scheduledAt: '2026-11-27T11:00:00.000Z',
        requestingHospital: '甲医院',
        consultedHospital: '乙医院',
      }),
    ).id;
    const ids = async (query = '') =>
      expectOk<{ list: { id: number }[] }>(
        await as(editorA, 'GET', url('ambulanceConsultations', `?size=100${query}`)),
      ).list.map((row) => row.id);
    const all = await ids();
    expect(all).toContain(other);
    expect(all).not.toContain(plain);
    expect(await ids(`&ambulanceVehicleId=${vehicleA2}`)).toEqual([other]);
    expect(await ids(`&ambulanceHospitalId=${hospitalA2}`)).toContain(other);
    expect(await ids(`&ambulanceHospitalId=${hospitalA}`)).not.toContain(other);
    // A session of the collaboration pages is not the ambulance page's to read.
    expect((await as(editorA, 'GET', url('ambulanceConsultations', `/${plain}`))).statusCode).toBe(404);
  });

  it('are cancelled by the editor, and then read-only', async () => {
    const id = expectOk<{ id: number }>(
      await as(editorA, 'POST', url('ambulanceConsultations'), consultation({ title: '取消的会诊' })),
    ).id;
    const cancelled = expectOk<{ state: string }>(
      await as(editorA, 'POST', url('ambulanceConsultations', `/${id}/cancel`)),
    );
    expect(cancelled.state).toBe('cancelled');
    const edit = await as(editorA, 'PUT', url('ambulanceConsultations', `/${id}`), { title: '再改' });
    expectError(edit, ERROR_CODES.validation, 'error.collaborationReadOnly');
  });
});
