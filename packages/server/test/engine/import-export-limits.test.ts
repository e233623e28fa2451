import { deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PATHS } from '@console/contract';
import { api, build, envelope, expectError, expectOk, expectValidationError, type Tenant } from '../helper';
import { zipOf } from '../files';

const ctx = build();
const groups = (suffix = '') => api(`${PATHS.resource('groups')}${suffix}`);
let tenant: Tenant;
beforeAll(async () => {
  tenant = await ctx.createTenant('impx');
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const importFile = (payload: Buffer, lang = 'en') =>
  ctx.injectAs(tenant.admin.token, {
    method: 'POST',
    url: groups('/import'),
    payload,
    headers: { 'content-type': XLSX_TYPE, 'accept-language': lang },
  });

function workbook(rows: Record<string, unknown>[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'groups');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('imports of malformed and oversized files', () => {
  it('answers a malformed xlsx (a zip signature, then garbage) with 400 in both languages', async () => {
    const garbage = Buffer.from('PK\x03\x04garbage', 'latin1');
    expect(garbage.length).toBe(11);
    for (const [lang, text] of [
      ['en', 'not a valid xls/xlsx file'],
      ['zh', '不是有效的 xls/xlsx 文件'],
    ] as const) {
      const res = await importFile(garbage, lang);
      expect(res.statusCode).toBe(400);
      expect(expectError(res, ERROR_CODES.validation, 'error.importInvalidFile').errInfo).toBe(text);
    }
    // an OLE header with nothing after it is no better
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]);
    expect((await importFile(ole)).statusCode).toBe(400);
  });

  it('refuses a decompression bomb from its zip directory with 413, before inflating it', async () => {
    // 1 MB of deflate that inflates to 120 MB: the sheet part of a would-be workbook.
    const inflated = 120 * 1024 * 1024;
    const compressed = deflateRawSync(Buffer.alloc(inflated, 0x20), { level: 9 });
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', size: inflated, deflated: compressed },
    ]);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const res = await importFile(bomb);
    expect(res.statusCode).toBe(413);
    expect(expectError(res, ERROR_CODES.validation, 'error.importUnpackedTooLarge').errInfo).toBe(
      'The file unpacks to more than 20 MB; split it into smaller files',
    );
  });

  it('refuses a zip whose directory understates what an entry inflates to', async () => {
    const liar = zipOf([
      {
        name: 'xl/worksheets/sheet1.xml',
        size: 1024,
        deflated: deflateRawSync(Buffer.alloc(50 * 1024 * 1024, 0x20), { level: 9 }),
      },
    ]);
    const res = await importFile(liar);
    expect(res.statusCode).toBe(413);
    expectError(res, ERROR_CODES.validation, 'error.importUnpackedTooLarge');
  });

  it('refuses sheets with more cells than allowed, counted before the library reads them', async () => {
    // 600,000 one-digit cells: about 14 MB of sheet XML, a few kilobytes deflated.
    const row = `<row>${'<c t="n"><v>1</v></c>'.repeat(600)}</row>`;
    const xml = Buffer.from(`<worksheet><sheetData>${row.repeat(1000)}</sheetData></worksheet>`);
    const wide = zipOf([
      { name: 'xl/worksheets/sheet1.xml', size: xml.length, deflated: deflateRawSync(xml, { level: 9 }) },
    ]);
    const res = await importFile(wide);
    expect(res.statusCode).toBe(413);
    expect(expectError(res, ERROR_CODES.validation, 'error.importTooManyCells').errInfo).toBe(
      'The file has more than 500000 cells; split it into smaller files',
    );
  });

  it('still imports an ordinary file', async () => {
    const report = expectOk<{ imported: number }>(await importFile(workbook([{ name: 'imported group' }])));
    expect(report.imported).toBe(1);
  });
});

describe('exports validate their filters before the first byte', () => {
  /** The list's answer and the export's to the same filter: both a 400 envelope, the same one. */
  async function bothRefuse(token: string, resource: string, filter: string) {
    const [list, exported] = await Promise.all(
      ['', '/export'].map((path) =>
        ctx.injectAs(token, { method: 'GET', url: api(`${PATHS.resource(resource)}${path}?${filter}`) }),
      ),
    );
    expect(list!.statusCode, `list ${filter}`).toBe(400);
    expect(exported!.statusCode, `export ${filter}`).toBe(400);
    expect(exported!.headers['content-type']).toMatch(/application\/json/);
    expect(exported!.headers['content-disposition']).toBeUndefined();
    expect(envelope(exported!)).toEqual(envelope(list!));
    return exported!;
  }

  it('answers 400 for a NUL byte in the keyword or a text filter, from the schema, like the list', async () => {
    for (const [resource, filter, field] of [
      ['groups', 'keyword=%00', 'keyword'],
      ['deviceAccounts', 'keyword=a%00b', 'keyword'],
      ['deviceAccounts', 'account=a%00', 'account'],
    ] as const) {
      const exported = await bothRefuse(tenant.admin.token, resource, filter);
      // refused by the list schema, not by the database after the query was sent
      expectValidationError(exported, field, 'validation.invalid');
    }
  });

  it('answers 400 for a company id beyond the integer range, like the list', async () => {
    await bothRefuse(await ctx.adminToken(), 'deviceAccounts', 'customerId=2147483648');
  });

  it('answers 400 for a role type that is not one, like the list', async () => {
    await bothRefuse(await ctx.adminToken(), 'roles', 'type=abc');
  });
});
