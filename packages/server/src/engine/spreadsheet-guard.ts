import { inflateRawSync } from 'node:zlib';
import { AppError } from '../platform/errors';

/**
 * What an XLSX import may unpack to, checked from the zip's central directory before anything is
 * inflated, then enforced while inflating (a directory can lie about sizes).
 */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
/** Cells of the sheets together, counted in their XML before the spreadsheet library reads them. */
export const MAX_IMPORT_CELLS = 500_000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export const invalidFile = () => new AppError('400001', 'error.importInvalidFile', 400);

const unpackedTooLarge = () =>
  new AppError('400001', 'error.importUnpackedTooLarge', 413, {
    params: { max: `${MAX_UNPACKED_BYTES / (1024 * 1024)} MB` },
  });

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The central directory's entries; throws "not a valid file" for anything that is not one. */
function centralDirectory(bytes: Buffer): Entry[] {
  // The end record is the last 22 bytes, or up to 64 KB earlier when the archive has a comment.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= floor; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw invalidFile();
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  let at = bytes.readUInt32LE(end + 16);
  // ZIP64 (sizes or offsets that do not fit 32 bits) is never needed under the limits.
  if (count === 0xffff || at === 0xffffffff) throw unpackedTooLarge();
  if (at + directorySize > end) throw invalidFile();
  const entries: Entry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw invalidFile();
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const entry: Entry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw unpackedTooLarge();
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One entry's bytes, inflated to at most its declared size (more is a lie: refused). */
function unpack(bytes: Buffer, entry: Entry): Buffer {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) throw invalidFile();
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw invalidFile();
  if (entry.method === 0) return data;
  if (entry.method !== 8) throw invalidFile();
  try {
    // One byte of room: inflating past the declared size shows the directory lied.
    const out = inflateRawSync(data, { maxOutputLength: entry.size + 1 });
    if (out.length > entry.size) throw unpackedTooLarge();
    return out;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw unpackedTooLarge();
    throw invalidFile();
  }
}

const CELL = /<(?:[A-Za-z]+:)?c[\s/>]/g;

function countCells(xml: string): number {
  let cells = 0;
  CELL.lastIndex = 0;
  while (CELL.exec(xml)) cells += 1;
  return cells;
}

/**
 * Refuses an XLSX that would cost more to read than an import may: over {@link MAX_UNPACKED_BYTES}
 * unpacked (a decompression bomb is refused from its directory, before any inflating, and an
 * entry inflating past its declared size is cut off there), or sheets with more than
 * {@link MAX_IMPORT_CELLS} cells. An archive that is not a zip at all is "not a valid file".
 * Memory stays within the limit: each entry is inflated with a cap, one at a time.
 */
export function assertXlsxWithinLimits(bytes: Buffer): void {
  const entries = centralDirectory(bytes);
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (total > MAX_UNPACKED_BYTES) throw unpackedTooLarge();
  }
  let cells = 0;
  for (const entry of entries) {
    const data = unpack(bytes, entry);
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) continue;
    cells += countCells(data.toString('utf8'));
    if (cells > MAX_IMPORT_CELLS)
      throw new AppError('400001', 'error.importTooManyCells', 413, { params: { max: MAX_IMPORT_CELLS } });
  }
}
