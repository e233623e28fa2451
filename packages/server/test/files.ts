import { solidPng } from '../src/platform/png';

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

// Zip archives: the writer the demo seed uses too (src/modules/uploads/zip.ts).
export { zipOf, type ZipEntry } from '../src/modules/uploads/zip';
