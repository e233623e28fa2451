/**
 * An XLSX decompression bomb against the import path (issue 21): peak memory (max RSS) of one
 * process that receives a ~1 MB zip inflating to `--mb` MB, with the import's guard
 * (`assertXlsxWithinLimits`, what every import endpoint runs first) and, for comparison, handing
 * the same bytes straight to the spreadsheet library as imports did before.
 *
 *   npm run bench:import [-- --mb 1024 --library-mb 200]
 *
 * Each case runs in its own child process so one's heap does not count in the other's peak.
 * Measured, never asserted (ARCHITECTURE §8).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { assertXlsxWithinLimits } from '../../packages/server/src/engine/spreadsheet-guard';
import { zipOf } from '../../packages/server/test/files';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '1024' },
    /** The library alone holds the whole inflated sheet (and more): kept smaller on a shared machine. */
    'library-mb': { type: 'string', default: '200' },
    case: { type: 'string' },
  },
});
const MB = Number(values.mb);

/** A workbook (every part a reader needs) whose one sheet inflates to `--mb` megabytes. */
async function bomb(lying: boolean): Promise<Buffer> {
  const size = MB * 1024 * 1024;
  const deflated = await new Promise<Buffer>((resolve) => {
    const out: Buffer[] = [];
    const stream = zlib.createDeflateRaw({ level: 9 });
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(out)));
    const head = Buffer.from(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    );
    const tail = Buffer.from('</sheetData></worksheet>');
    const spaces = Buffer.alloc(1024 * 1024, 0x20);
    let left = size - head.length - tail.length;
    stream.write(head);
    const pump = () => {
      while (left > 0) {
        const piece = left >= spaces.length ? spaces : spaces.subarray(0, left);
        left -= piece.length;
        if (!stream.write(piece)) return void stream.once('drain', pump);
      }
      stream.end(tail);
    };
    pump();
  });
  const text = (name: string, xml: string) => ({ name, data: Buffer.from(xml) });
  const main = 'http://schemas.openxmlformats.org';
  return zipOf([
    text(
      '[Content_Types].xml',
      `<Types xmlns="${main}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    text(
      '_rels/.rels',
      `<Relationships xmlns="${main}/package/2006/relationships"><Relationship Id="rId1" Type="${main}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    text(
      'xl/workbook.xml',
      `<workbook xmlns="${main}/spreadsheetml/2006/main" xmlns:r="${main}/officeDocument/2006/relationships"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${main}/package/2006/relationships"><Relationship Id="rId1" Type="${main}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    // honest: the directory says what the sheet inflates to; lying: it claims 1 KB
    { name: 'xl/worksheets/sheet1.xml', size: lying ? 1024 : size, deflated },
  ]);
}

async function runCase(name: string) {
  const input = await bomb(name === 'guard-lying');
  global.gc?.();
  const before = process.memoryUsage().rss;
  const started = process.hrtime.bigint();
  let outcome = 'accepted';
  try {
    if (name === 'library') XLSX.read(input, { type: 'buffer' });
    else assertXlsxWithinLimits(input);
  } catch (error) {
    outcome = (error as { status?: number }).status
      ? `refused ${(error as { status: number }).status}`
      : 'threw';
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  // maxRSS is in kilobytes and covers the whole process, bomb building included.
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(
    JSON.stringify({ case: name, bytes: input.length, outcome, ms, rssBefore: before, peakRss: peak }),
  );
}

if (values.case) await runCase(values.case);
else {
  const self = fileURLToPath(import.meta.url);
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  console.log(
    `| case | file | outcome | time | RSS before | peak RSS |\n| --- | --- | --- | --- | --- | --- |`,
  );
  for (const name of ['guard', 'guard-lying', 'library']) {
    const mbOf = name === 'library' ? values['library-mb'] : String(MB);
    const child = spawnSync(process.execPath, [...process.execArgv, self, '--mb', mbOf, '--case', name], {
      encoding: 'utf8',
    });
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    try {
      const r = JSON.parse(line) as {
        bytes: number;
        outcome: string;
        ms: number;
        rssBefore: number;
        peakRss: number;
      };
      console.log(
        `| ${name} | ${(r.bytes / 1024 / 1024).toFixed(2)} MB → ${mbOf} MB | ${r.outcome} | ${r.ms.toFixed(0)} ms | ${mb(r.rssBefore)} | ${mb(r.peakRss)} |`,
      );
    } catch {
      console.log(`| ${name} | | crashed (${child.status}) ${child.stderr.slice(-200)} | | | |`);
    }
  }
}
