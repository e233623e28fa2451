import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, USER_TYPES } from '@console/contract';
import { makePdf, multipart } from '../files';
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
 * A patient's files at the bed screen: a PDF is uploaded for the private purpose, kept on the
 * patient's record, and served only through the record's content route, behind the session and
 * the tenant wall; the public files route never serves it; only the uploader removes it.
 */
interface PatientFile {
  id: number;
  patientId: number;
  title: string;
  file: string;
  uploadedBy: string;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patient-files-'));
const ctx = build({ dataDir });
const r = (suffix = '') => api(`${PATHS.resource('patientFiles')}${suffix}`);
let a: Tenant;
let b: Tenant;
let nurse = '';
let doctor = '';
let patientId = 0;

const upload = (token: string, content: Buffer) => {
  const body = multipart(content, { filename: 'report.pdf', type: 'application/pdf' });
  return ctx.injectAs(token, {
    method: 'POST',
    url: api('/console/api/v1/uploads?purpose=patientFile'),
    payload: body.payload,
    headers: body.headers,
  });
};
const send = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.injectAs(token, { method, url, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  a = await ctx.createTenant('pf_a');
  b = await ctx.createTenant('pf_b');
  for (const account of ['pf_nurse', 'pf_doctor'])
    await ctx.createUser({ account, customerId: a.customerId, userType: USER_TYPES.staff });
  nurse = await ctx.login('pf_nurse', TENANT_PASSWORD);
  doctor = await ctx.login('pf_doctor', TENANT_PASSWORD);
  patientId = expectOk<{ id: number }>(
    await send(a.admin.token, 'POST', api(PATHS.resource('patients')), {
      name: '孙七',
      sex: 'male',
      age: 66,
      hospitalNumber: 'PF1',
    }),
  ).id;
});

describe('patient files', () => {
  let stored: PatientFile;

  it('keep an uploaded PDF on the record, with the uploader from the session', async () => {
    const { url } = expectOk<{ url: string; type: string }>(await upload(nurse, makePdf()));
    stored = expectOk<PatientFile>(
      await send(nurse, 'POST', r(), { patientId, title: '血气分析报告', file: url }),
    );
    expect(stored).toMatchObject({ patientId, title: '血气分析报告', file: url, uploadedBy: 'pf_nurse' });
  });

  it('serve the file only through the record, behind the session, never cached by others', async () => {
    const res = await send(doctor, 'GET', r(`/${stored.id}/content`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('血气分析报告.pdf'));
    expect(res.rawPayload.equals(makePdf())).toBe(true);
    // The public files route, which needs no session, does not serve patient data.
    const open = await ctx.app.inject({ method: 'GET', url: stored.file });
    expect(open.statusCode).toBe(404);
    // Without a session, nothing.
    expect((await ctx.app.inject({ method: 'GET', url: r(`/${stored.id}/content`) })).statusCode).toBe(401);
  });

  it("keep to the company: another company's administrator finds neither the record nor its file", async () => {
    expectError(await send(b.admin.token, 'GET', r(`/${stored.id}/content`)), '404001');
    const theirs = expectOk<{ list: PatientFile[] }>(await send(b.admin.token, 'GET', r()));
    expect(theirs.list.map((row) => row.id)).not.toContain(stored.id);
    // Nor can it put A's upload on a record.
    expectValidationError(
      await send(b.admin.token, 'POST', r(), { patientId, title: '越界', file: stored.file }),
      'file',
      'error.patientFileUpload',
    );
  });

  it('take only a file uploaded here for a patient file, whole', async () => {
    expectValidationError(
      await send(nurse, 'POST', r(), { patientId, title: '外链', file: 'https://example.com/x.pdf' }),
      'file',
      'error.patientFileUpload',
    );
    const truncated = makePdf().subarray(0, 60);
    const refused = await upload(nurse, truncated);
    expect(refused.statusCode).toBe(400);
    expectError(refused, '400001', 'error.uploadDamaged');
  });

  it('are removed by their uploader only', async () => {
    expectError(await send(doctor, 'DELETE', r(`/${stored.id}`)), '403001', 'error.patientFileNotYours');
    expectOk(await send(nurse, 'DELETE', r(`/${stored.id}`)));
    expectError(await send(nurse, 'GET', r(`/${stored.id}/content`)), '404001');
  });
});
