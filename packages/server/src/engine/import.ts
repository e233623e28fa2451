import type { FastifyInstance } from 'fastify';
import * as XLSX from '@e965/xlsx';
import { z } from 'zod';
import { recordIdSchema } from '@console/contract/api/record-id';
import type { ResourceDefinition } from '@console/contract/resources/define';
import type { Caller } from '../platform/caller';
import { inSavepoint } from '../platform/db';
import { AppError, BadRequest } from '../platform/errors';
import { fieldsFromZodIssues } from '../platform/error-handler';
import { importedChoice, isChoice, resolveReferenceNames, type ResourceLookup } from './labels';
import type { EngineResource } from './resource';
import { assertMayNameCompany, createRow } from './service';
import { assertXlsxWithinLimits, invalidFile } from './spreadsheet-guard';

export const IMPORT_CONTENT_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/octet-stream',
];
export const MAX_IMPORT_ROWS = 5000;

export const importQuerySchema = z.object({
  /** `true`: store the valid rows even when others fail; default: all or nothing. */
  keepValid: z.enum(['true', 'false'], { error: 'validation.enum' }).default('false'),
});

/**
 * A tenant resource's import may name the company its rows go to (a platform administrator
 * importing on one company's page); for anyone else the company is always their own.
 */
export const tenantImportQuerySchema = importQuerySchema.extend({
  customerId: recordIdSchema.optional(),
});

export const importReportSchema = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  failed: z.number().int(),
  /** False when nothing was stored because some rows failed. */
  committed: z.boolean(),
  rows: z.array(z.object({ row: z.number().int(), fields: z.record(z.string(), z.string()) })),
});
type ImportReport = z.infer<typeof importReportSchema>;

/** xlsx is a zip, xls an OLE compound file: the content decides, not the name. */
function spreadsheetKind(bytes: Buffer): 'xlsx' | 'xls' | undefined {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))
    return 'xls';
  return undefined;
}

/** The workbook, or "not a valid xls/xlsx file" (400) when the library cannot read it. */
function readWorkbook(bytes: Buffer): XLSX.WorkBook {
  try {
    return XLSX.read(bytes, { type: 'buffer', cellDates: true, sheetRows: MAX_IMPORT_ROWS + 2 });
  } catch {
    throw invalidFile();
  }
}

/** Header cell -> field: by field name or by its label in either language. */
function headerMap(definition: ResourceDefinition, header: unknown[]): (string | undefined)[] {
  const names = new Map<string, string>();
  // Read-only columns of an exported file (presence) are the server's: not imported.
  for (const name of definition.writableFields) {
    const { label } = definition.fields[name]!;
    for (const alias of [name, label.zh, label.en]) names.set(alias.trim().toLowerCase(), name);
  }
  return header.map((cell) =>
    names.get(
      String(cell ?? '')
        .trim()
        .toLowerCase(),
    ),
  );
}

/** Spreadsheet cells -> the JSON types the schema expects. */
function coerce(definition: ResourceDefinition, name: string, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  const meta = definition.fields[name]!;
  const { kind } = meta;
  // Option labels, yes/no and referenced rows' names, as an export writes them (either language).
  if (isChoice(meta) || kind === 'tags') return importedChoice(meta, value);
  if (kind === 'menuTree') {
    // menu ids are exported as JSON text
    try {
      return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    } catch {
      return value;
    }
  }
  if (kind === 'number') return typeof value === 'number' ? value : Number(String(value).trim());
  if (value instanceof Date) return value.toISOString();
  if (kind === 'json') {
    // Exports write structured fields as JSON text; read them back the same way.
    try {
      return JSON.parse(String(value)) as unknown;
    } catch {
      return String(value);
    }
  }
  return String(value);
}

function parseSheet(
  definition: ResourceDefinition,
  bytes: Buffer,
): { row: number; values: Record<string, unknown> }[] {
  const workbook = readWorkbook(bytes);
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw BadRequest('error.importEmpty');
  const [header = [], ...body] = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: false,
  });
  if (body.length > MAX_IMPORT_ROWS)
    throw new AppError('400001', 'error.importTooLarge', 400, { params: { max: MAX_IMPORT_ROWS } });
  const fields = headerMap(definition, header);
  return body.map((cells, index) => {
    const values: Record<string, unknown> = {};
    fields.forEach((name, column) => {
      const value = name ? coerce(definition, name, cells[column]) : undefined;
      if (name && value !== undefined) values[name] = value;
    });
    // Spreadsheet row numbers: the header is row 1.
    return { row: index + 2, values };
  });
}

class ImportRolledBack extends Error {}

/**
 * Import rows from an XLS/XLSX file with a per-row report. By default nothing is stored unless
 * every row is valid; `keepValid` stores the valid ones (each in its own savepoint). Either way
 * every row is tried, so the report of a refused import names every row that would fail
 * (duplicates within the file and against the database included) and `keepValid` then imports
 * exactly the others.
 */
export async function importRows(
  app: FastifyInstance,
  caller: Caller,
  resource: EngineResource,
  body: unknown,
  options: { keepValid: boolean; lookup: ResourceLookup; customerId?: number | undefined },
): Promise<ImportReport> {
  const { keepValid, customerId } = options;
  assertMayNameCompany(caller, customerId);
  const kind = Buffer.isBuffer(body) ? spreadsheetKind(body) : undefined;
  if (!kind) throw BadRequest('error.importFileType');
  // A zip's unpacked size and cell count are checked before the library inflates anything (an
  // xls is not compressed: the body limit bounds it).
  if (kind === 'xlsx') assertXlsxWithinLimits(body as Buffer);
  const { definition } = resource;
  const parsed = parseSheet(definition, body as Buffer);
  if (parsed.length === 0) throw BadRequest('error.importEmpty');
  await app.inTenant(caller, (tx) =>
    resolveReferenceNames(
      tx,
      definition,
      parsed.map(({ values }) => values),
      options.lookup,
      customerId ?? caller.customerId,
    ),
  );

  const failures: ImportReport['rows'] = [];
  const valid: { row: number; data: Record<string, unknown> }[] = [];
  for (const { row, values } of parsed) {
    const result = definition.schemas.create.safeParse(customerId ? { ...values, customerId } : values);
    if (result.success) valid.push({ row, data: result.data as Record<string, unknown> });
    else failures.push({ row, fields: fieldsFromZodIssues(result.error.issues as never) });
  }
  const report = (imported: number, committed: boolean): ImportReport => ({
    total: parsed.length,
    imported,
    failed: failures.length,
    committed,
    rows: failures.sort((a, b) => a.row - b.row),
  });
  let imported = 0;
  try {
    await app.inTenant(caller, async (tx) => {
      for (const { row, data } of valid) {
        try {
          await inSavepoint(tx, (savepoint) => createRow(savepoint, caller, resource, data));
          imported += 1;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          failures.push({ row, fields: error.options.fields ?? { _: error.key } });
        }
      }
      if (failures.length > 0 && !keepValid) throw new ImportRolledBack();
    });
  } catch (error) {
    if (error instanceof ImportRolledBack) return report(0, false);
    throw error;
  }
  return report(imported, true);
}
