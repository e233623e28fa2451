import { crc32, solidPng } from '../src/platform/png';

/** A real, decodable grey RGB PNG of the given size. */
export function makePng(width: number, height: number): Buffer {
  return solidPng(width, height, [0x80, 0x80, 0x80]);
}

/**
 * A JPEG's structure as readers walk it: SOI, APP0 (JFIF), a baseline frame header (SOF0) of the
 * given pixel size, a scan header and the scan (zeros up to `size`), EOI.
 */
export function makeJpeg(size = 2048, { width = 64, height = 48 } = {}): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x0b,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    1,
    1,
    0x11,
    0,
  ];
  const sos = [0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0];
  const head = Buffer.from([0xff, 0xd8, ...app0, ...sof0, ...sos]);
  const bytes = Buffer.alloc(Math.max(size, head.length + 2), 0);
  head.copy(bytes);
  bytes.set([0xff, 0xd9], bytes.length - 2);
  return bytes;
}

/** The start of a JPEG (SOI + APP0), padded: the type sniffs right but no frame header follows. */
export function jpegWithoutFrame(size = 2048): Buffer {
  const bytes = Buffer.alloc(size, 0);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  return bytes;
}

/** A multipart/form-data body with one file part, for `app.inject`. */
/** A small but complete PDF: header, one empty page, cross-reference table and end marker. */
export function makePdf(note = 'BT ET'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n% ${note}\nxref\n0 4\ntrailer << /Root 1 0 R /Size 4 >>\nstartxref\n0\n%%EOF\n`,
  );
}

export function multipart(
  content: Buffer,
  { field = 'file', filename = 'upload.png', type = 'image/png' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----console${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** CRC-32 of the inflated data, or 0 for an entry whose data is only declared (a bomb's). */
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
