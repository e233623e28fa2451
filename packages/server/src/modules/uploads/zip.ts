import fs from 'node:fs';
import { crc32 } from '../../platform/png';

/** End of central directory record: signature, then fixed fields; a comment of up to 64 KB may follow. */
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_SIZE = 46;
/** A directory larger than this is no upgrade package: refused rather than read into memory. */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

async function readAt(handle: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * The entry names of a zip file from its central directory (found through the end record at
 * the file's end), or undefined when the file is no complete zip: a truncated upload loses its
 * directory, so it is refused here. Only the end and the directory are read, never the whole file.
 */
export async function zipEntryNames(file: string): Promise<string[] | undefined> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size < EOCD_SIZE) return undefined;
    const tailLength = Math.min(size, EOCD_SIZE + 0xffff);
    const tail = await readAt(handle, size - tailLength, tailLength);
    let end = -1;
    for (let at = tail.length - EOCD_SIZE; at >= 0; at -= 1)
      if (
        tail.readUInt32LE(at) === EOCD_SIGNATURE &&
        at + EOCD_SIZE + tail.readUInt16LE(at + 20) === tail.length
      ) {
        end = at;
        break;
      }
    if (end < 0) return undefined;
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    // Zip64 archives (over 4 GB or 65535 entries) are beyond any package this console takes.
    if (count === 0xffff || directoryOffset === 0xffffffff) return undefined;
    if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > size - tailLength + end)
      return undefined;
    const directory = await readAt(handle, directoryOffset, directorySize);
    if (directory.length !== directorySize) return undefined;
    const names: string[] = [];
    let at = 0;
    for (let i = 0; i < count; i += 1) {
      if (at + CENTRAL_SIZE > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE)
        return undefined;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const next = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
      if (next > directory.length) return undefined;
      names.push(directory.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength).toString('utf8'));
      at = next;
    }
    return names;
  } finally {
    await handle.close();
  }
}

/** What a zip is by its entries: an Android app (AndroidManifest.xml), an iOS app (Payload/x.app/), or a plain zip. */
export function zipKind(names: readonly string[]): 'apk' | 'ipa' | 'zip' {
  if (names.includes('AndroidManifest.xml')) return 'apk';
  if (names.some((name) => /^Payload\/[^/]+\.app\//.test(name))) return 'ipa';
  return 'zip';
}

/** One entry of {@link zipOf}; its CRC-32 is of `data`, or 0 for an entry whose data is only declared (a bomb's). */
export interface ZipEntry {
  name: string;
  /** Stored as is. */
  data?: Buffer;
  /** Already deflated bytes and the size they inflate to. */
  deflated?: Buffer;
  size?: number;
}

/**
 * A zip archive (local headers, data, central directory) built by hand, so a test can make one
 * whose directory declares what it likes: a decompression bomb, a truncated part.
 */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.deflated ?? entry.data ?? Buffer.alloc(0);
    const method = entry.deflated ? 8 : 0;
    const size = entry.size ?? body.length;
    const crc = entry.data ? crc32(entry.data) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
