import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import type { LayoutArea } from '@console/contract/layout/geometry';
import { presetAreas } from '@console/contract/layout/presets';
import type { UploadResult } from '@console/contract/uploads';
import { layoutTemplates } from '../../src/modules/layout-templates/tables';
import {
  api,
  build,
  countRows,
  envelope,
  expectError,
  expectOk,
  expectValidationError,
  type Tenant,
} from '../helper';
import { makePng, multipart } from '../files';

const ctx = build({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'layout-test-')) });
const url = (suffix = '') => api(`${PATHS.resource('layoutTemplates')}${suffix}`);
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  tenant = await ctx.createTenant('lay');
  other = await ctx.createTenant('lay_other');
});

const area = (x: number, y: number, width: number, height: number, main = false): LayoutArea => ({
  x,
  y,
  width,
  height,
  main,
});
const create = (payload: object, token = tenant.admin.token, lang = 'en') =>
  ctx.injectAs(token, { method: 'POST', url: url(), payload, headers: { 'accept-language': lang } });

async function uploadAs(token: string, purpose: string, png: Buffer): Promise<string> {
  const body = multipart(png);
  const res = await ctx.injectAs(token, {
    method: 'POST',
    url: api(`/console/api/v1/uploads?purpose=${purpose}`),
    ...body,
  });
  return expectOk<UploadResult>(res).url;
}

interface Template {
  id: number;
  customerId: number;
  name: string;
  background: string | null;
  areas: LayoutArea[];
}

describe('layout templates', () => {
  it('saves a valid template in the caller’s tenant and returns its areas as sent', async () => {
    const areas = presetAreas('six');
    const saved = expectOk<Template>(await create({ name: '六分屏', areas }));
    expect(saved).toMatchObject({ name: '六分屏', customerId: tenant.customerId, background: null, areas });
    expect(
      expectOk<Template>(await ctx.injectAs(tenant.admin.token, { method: 'GET', url: url(`/${saved.id}`) }))
        .areas,
    ).toEqual(areas);
  });

  it('refuses overlapping areas, naming both, in the caller’s language; nothing is stored', async () => {
    const before = await countRows(ctx, layoutTemplates);
    const res = await create({
      name: 'overlap',
      areas: [area(0, 0, 1000, 600, true), area(960, 0, 960, 540)],
    });
    expect(res.statusCode).toBe(400);
    const body = expectError(res, ERROR_CODES.validation, 'error.validation');
    expect(body.fields).toEqual({
      'areas.0': 'validation.layoutOverlap',
      'areas.1': 'validation.layoutOverlap',
    });
    expect(await countRows(ctx, layoutTemplates)).toBe(before);
  });

  it('allows areas that only touch', async () => {
    expectOk(
      await create({ name: 'touching', areas: [area(0, 0, 960, 540, true), area(960, 540, 960, 540)] }),
    );
  });

  it('refuses an area outside the 1920×1080 canvas', async () => {
    expectValidationError(
      await create({ name: 'wide', areas: [area(0, 0, 1920, 1080, true), area(1900, 0, 40, 40)] }),
      'areas.1',
      'validation.layoutOutside',
    );
    expectValidationError(
      await create({ name: 'left', areas: [area(-1, 0, 100, 100, true)] }),
      'areas.0',
      'validation.layoutOutside',
    );
    expectValidationError(
      await create({ name: 'tall', areas: [area(0, 0, 100, 1081, true)] }),
      'areas.0',
      'validation.layoutOutside',
    );
  });

  it('requires a main area, and only one', async () => {
    expectValidationError(
      await create({ name: 'no main', areas: [area(0, 0, 100, 100)] }),
      'areas',
      'validation.layoutMainRequired',
    );
    const twoMains = await create({
      name: 'two mains',
      areas: [area(0, 0, 100, 100, true), area(100, 0, 100, 100, true)],
    });
    expect(envelope(twoMains).fields).toEqual({
      'areas.0': 'validation.layoutOneMain',
      'areas.1': 'validation.layoutOneMain',
    });
  });

  it('requires at least one area and a name', async () => {
    expectValidationError(
      await create({ name: 'none', areas: [] }),
      'areas',
      'validation.layoutAreaRequired',
    );
    expectValidationError(await create({ name: 'missing' }), 'areas', 'validation.required');
    expectValidationError(
      await create({ name: ' ', areas: presetAreas('quad') }),
      'name',
      'validation.required',
    );
  });

  it('wants whole-pixel positions and sizes of at least one pixel', async () => {
    expectValidationError(
      await create({ name: 'half', areas: [area(0.5, 0, 100, 100, true)] }),
      'areas.0',
      'validation.layoutAreaSize',
    );
    expectValidationError(
      await create({ name: 'flat', areas: [area(0, 0, 100, 0, true)] }),
      'areas.0',
      'validation.layoutAreaSize',
    );
    expectValidationError(
      await create({ name: 'extra', areas: [{ ...area(0, 0, 100, 100, true), color: 'red' }] }),
      'areas.0.color',
      'validation.unknownField',
    );
  });

  it('says it in Chinese too', async () => {
    const res = await create({ name: 'zh', areas: [area(0, 0, 100, 100)] }, tenant.admin.token, 'zh');
    expect(expectError(res, ERROR_CODES.validation).errInfo).toBe('提交的数据有误');
  });

  it('checks an update with the same rules', async () => {
    const saved = expectOk<Template>(await create({ name: 'to edit', areas: presetAreas('quad') }));
    const put = (payload: object) =>
      ctx.injectAs(tenant.admin.token, { method: 'PUT', url: url(`/${saved.id}`), payload });
    expectValidationError(
      await put({ areas: [area(0, 0, 1000, 1000, true), area(500, 500, 100, 100)] }),
      'areas.1',
      'validation.layoutOverlap',
    );
    expect(expectOk<Template>(await put({ areas: presetAreas('nine') })).areas).toHaveLength(9);
  });

  describe('background', () => {
    it('takes a 1920×1080 layout background uploaded by the tenant', async () => {
      const background = await uploadAs(tenant.admin.token, 'layoutBackground', makePng(1920, 1080));
      const saved = expectOk<Template>(
        await create({ name: 'with background', background, areas: presetAreas('quad') }),
      );
      expect(saved.background).toBe(background);
    });

    it('lets the platform administrator give a company’s template a background uploaded for that company', async () => {
      const admin = await ctx.adminToken();
      const saved = expectOk<Template>(await create({ name: 'tenant’s', areas: presetAreas('six') }));
      const uploadFor = async (query: string) =>
        expectOk<UploadResult>(
          await ctx.injectAs(admin, {
            method: 'POST',
            url: api(`/console/api/v1/uploads?purpose=layoutBackground${query}`),
            ...multipart(makePng(1920, 1080)),
          }),
        ).url;
      const put = (background: string) =>
        ctx.injectAs(admin, { method: 'PUT', url: url(`/${saved.id}`), payload: { background } });
      // uploaded into the platform's own folder: not the template's company
      expectValidationError(await put(await uploadFor('')), 'background', 'error.layoutBackground');
      const background = await uploadFor(`&customerId=${tenant.customerId}`);
      expect(expectOk<Template>(await put(background))).toMatchObject({
        customerId: tenant.customerId,
        background,
      });
    });

    it('refuses an image of the wrong size (an avatar), another tenant’s file, a made-up or foreign URL', async () => {
      const avatar = await uploadAs(tenant.admin.token, 'avatar', makePng(200, 200));
      const theirs = await uploadAs(other.admin.token, 'layoutBackground', makePng(1920, 1080));
      const mine = await uploadAs(tenant.admin.token, 'layoutBackground', makePng(1920, 1080));
      const missing = mine.replace(/[0-9a-f]{32}/, 'f'.repeat(32));
      for (const background of [avatar, theirs, missing, 'https://example.com/bg.png', '/etc/passwd']) {
        const res = await create({ name: 'bad background', background, areas: presetAreas('quad') });
        expectValidationError(res, 'background', 'error.layoutBackground');
      }
      const res = await create(
        { name: 'bad background', background: avatar, areas: presetAreas('quad') },
        tenant.admin.token,
        'en',
      );
      expect(envelope(res).errInfo).toBe('The background must be an uploaded 1920×1080 PNG image');
    });
  });

  describe('access', () => {
    it('keeps another tenant’s templates out of reach', async () => {
      const saved = expectOk<Template>(await create({ name: 'A only', areas: presetAreas('split2') }));
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await ctx.injectAs(other.admin.token, {
          method,
          url: url(`/${saved.id}`),
          ...(method === 'PUT' ? { payload: { name: 'taken' } } : {}),
        });
        expect(res.statusCode).toBe(404);
      }
      const list = expectOk<{ list: Template[] }>(
        await ctx.injectAs(other.admin.token, { method: 'GET', url: url() }),
      );
      expect(list.list.map((t) => t.id)).not.toContain(saved.id);
    });

    it('is for administrators: a member may not manage templates', async () => {
      const res = await create({ name: 'member', areas: presetAreas('quad') }, tenant.member.token);
      expect(res.statusCode).toBe(403);
    });

    it('deletes a template', async () => {
      const saved = expectOk<Template>(await create({ name: 'gone', areas: presetAreas('split1') }));
      expectOk(await ctx.injectAs(tenant.admin.token, { method: 'DELETE', url: url(`/${saved.id}`) }));
      expect(
        (await ctx.injectAs(tenant.admin.token, { method: 'GET', url: url(`/${saved.id}`) })).statusCode,
      ).toBe(404);
    });
  });
});
