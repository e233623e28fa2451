import { PassThrough, Readable } from 'node:stream';
import { and, asc, gt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Caller } from '../platform/caller';
import { requestLanguage } from '../platform/language';
import { exportedValue, referenceNames, type ResourceLookup } from './labels';
import { columnsOf, toFields, type EngineResource, type Row } from './resource';
import { listFilters, present } from './service';

export const exportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'validation.enum' }).default('csv'),
});

const BATCH = 1000;

/**
 * The filtered rows in id order, a batch per short transaction: a long export must not hold one
 * transaction (and on PGlite, the whole database) for its duration.
 */
async function* batches(
  app: FastifyInstance,
  caller: Caller,
  resource: EngineResource,
  query: Record<string, unknown>,
  lookup: ResourceLookup,
) {
  const { definition } = resource;
  const where = listFilters(resource, caller, query);
  const id = columnsOf(resource).id!;
  let after = 0;
  for (;;) {
    const batch = await app.inTenant(caller, async (tx) => {
      const stored = (await tx
        .select()
        .from(resource.table)
        .where(and(where, gt(id, after)))
        .orderBy(asc(id))
        .limit(BATCH)) as Row[];
      const presented = stored.map((row) => present(resource, toFields(resource, row)));
      const rows = resource.hooks?.exported
        ? await resource.hooks.exported(tx, caller, presented)
        : presented;
      return { rows, names: await referenceNames(tx, definition, definition.returnedFields, rows, lookup) };
    });
    if (batch.rows.length === 0) return;
    yield batch;
    after = batch.rows[batch.rows.length - 1]!.id;
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * XLSX keeps numbers and booleans typed, so an exported file imports back as it is; text is
 * written as a string cell, never a formula, whatever it starts with.
 */
function xlsxCell(value: unknown): string | number | boolean {
  return typeof value === 'number' || typeof value === 'boolean' ? value : cellText(value);
}

/**
 * A spreadsheet program reads a text cell starting with one of these as a formula (OWASP CSV
 * injection): such cells get a leading `'`, which shows the text as typed. Numbers stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: unknown): string {
  const typed = cellText(value);
  const text = typeof value === 'string' && FORMULA_START.test(typed) ? `'${typed}` : typed;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Send rows as a download: CSV streamed as text, or XLSX through exceljs' streaming writer.
 * `batches` yields the rows to write, already as cells in `header` order.
 */
export async function sendTable(
  reply: FastifyReply,
  options: {
    format: 'csv' | 'xlsx';
    filename: string;
    sheet: string;
    header: string[];
    batches: AsyncIterable<unknown[][]>;
  },
) {
  const { header } = options;
  // The first batch is read before the answer starts: a query the database refuses (a NUL byte in
  // a filter) is still answered with an error envelope, not a download cut off after its headers.
  const source = options.batches[Symbol.asyncIterator]();
  const first = await source.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
  }
  const rows = all();
  reply.header('Content-Disposition', `attachment; filename="${options.filename}.${options.format}"`);
  if (options.format === 'csv') {
    async function* csv() {
      // The BOM makes spreadsheet programs read the UTF-8 (Chinese) text correctly.
      yield `\uFEFF${header.map(csvCell).join(',')}\r\n`;
      for await (const batch of rows)
        yield batch.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
    }
    return reply.type('text/csv; charset=utf-8').send(Readable.from(csv()));
  }
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheet.slice(0, 31));
  void (async () => {
    try {
      sheet.addRow(header).commit();
      for await (const batch of rows) for (const cells of batch) sheet.addRow(cells.map(xlsxCell)).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      reply.request.log.error({ err: error }, 'export failed');
      stream.destroy(error as Error);
    }
  })();
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(stream);
}

export async function exportRows(
  app: FastifyInstance,
  reply: FastifyReply,
  caller: Caller,
  resource: EngineResource,
  query: Record<string, unknown> & { format: 'csv' | 'xlsx' },
  lookup: ResourceLookup,
) {
  const { definition } = resource;
  const lang = requestLanguage(reply.request.headers['accept-language']);
  const fields = definition.returnedFields;
  async function* cells() {
    for await (const { rows, names } of batches(app, caller, resource, query, lookup)) {
      yield rows.map((row: Row) => [
        row.id,
        ...fields.map((name) => exportedValue(definition.fields[name]!, row[name], lang, names.get(name))),
      ]);
    }
  }
  return sendTable(reply, {
    format: query.format,
    filename: `${definition.key}-${new Date().toISOString().slice(0, 10)}`,
    sheet: definition.title[lang],
    header: ['ID', ...fields.map((name) => definition.fields[name]!.label[lang])],
    batches: cells(),
  });
}
