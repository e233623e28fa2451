import { describe, expect, it } from 'vitest';
import {
  checkUploadContent,
  checkUploadFile,
  checkUploadSize,
  crc32,
  jpegInfo,
  pngInfo,
  pngSize,
  sniffType,
  UPLOAD_RULES,
} from '../src/uploads';

/** The first 24 bytes of a PNG of the given size (signature + IHDR header). */
export function pngHead(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}
const text = (s: string) => new TextEncoder().encode(s);

describe('content sniffing', () => {
  it('knows PNG, JPEG and MP4 by their first bytes, and nothing else', () => {
    expect(sniffType(pngHead(1, 1))).toBe('image/png');
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffType(new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]))).toBe(
      'video/mp4',
    );
    expect(sniffType(text('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffType(new Uint8Array([]))).toBeUndefined();
  });

  it('reads a PNG’s width and height from its header', () => {
    expect(pngSize(pngHead(1920, 1080))).toEqual({ width: 1920, height: 1080 });
    expect(pngSize(pngHead(1920, 1080).slice(0, 20))).toBeUndefined();
    expect(pngSize(text('GIF89a........................'))).toBeUndefined();
  });
});

describe('rules by purpose', () => {
  it('refuses a type the purpose does not take, naming the allowed types', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    expect(checkUploadContent(UPLOAD_RULES.deviceAvatar, jpeg)).toEqual({
      key: 'error.uploadType',
      params: { types: 'PNG' },
    });
    expect(checkUploadContent(UPLOAD_RULES.logo, jpeg)).toBeUndefined();
  });

  it('wants a layout background of exactly 1920×1080', () => {
    const rule = UPLOAD_RULES.layoutBackground;
    expect(checkUploadContent(rule, pngHead(1920, 1080))).toBeUndefined();
    for (const [w, h] of [
      [1920, 1081],
      [1919, 1080],
      [1080, 1920],
    ] as const) {
      expect(checkUploadContent(rule, pngHead(w, h))).toEqual({
        key: 'error.uploadDimensions',
        params: { width: 1920, height: 1080 },
      });
    }
  });

  it('checks the size on both sides of the limit', () => {
    const rule = UPLOAD_RULES.avatar;
    expect(checkUploadSize(rule, rule.maxBytes)).toBeUndefined();
    expect(checkUploadSize(rule, rule.maxBytes + 1)).toEqual({
      key: 'error.uploadTooLarge',
      params: { max: '2 MB' },
    });
    expect(checkUploadSize(rule, 0)).toEqual({ key: 'error.uploadEmpty' });
    expect(checkUploadSize(UPLOAD_RULES.shareImage, 500 * 1024 + 1)?.params).toEqual({ max: '500 KB' });
  });
});

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set(text(type), 4);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes, 4, 8 + data.length));
  return bytes;
}
const join = (...parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (bytes.set(part, at), at + part.length), 0);
  return bytes;
};
function wholePng(width: number, height: number): Uint8Array {
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, 2], 8);
  return join(
    pngHead(0, 0).slice(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', new Uint8Array(20)),
    chunk('IEND', new Uint8Array()),
  );
}

describe('whole-image checks', () => {
  it('knows CRC-32 by its check value', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
  });

  it('reads a whole PNG, and refuses it cut anywhere, with a bad CRC or without image data', () => {
    const png = wholePng(1920, 1080);
    expect(pngInfo(png)).toEqual({ width: 1920, height: 1080 });
    for (let cut = 0; cut < png.length; cut += 1)
      expect(pngInfo(png.slice(0, cut)), `cut ${cut}`).toBeUndefined();
    const damaged = png.slice();
    damaged[20] = damaged[20]! ^ 1;
    expect(pngInfo(damaged)).toBeUndefined();
    const noData = join(png.slice(0, 33), chunk('IEND', new Uint8Array()));
    expect(pngInfo(noData)).toBeUndefined();
    expect(pngInfo(wholePng(0, 1080))).toBeUndefined();
  });

  it('finds a JPEG’s frame header past other segments, and refuses one without', () => {
    const sof = [0xff, 0xc2, 0, 11, 8, 0x01, 0xe0, 0x02, 0x80, 1, 1, 0x11, 0];
    const app1 = [0xff, 0xe1, 0, 6, 1, 2, 3, 4];
    const jpeg = new Uint8Array([0xff, 0xd8, ...app1, 0xff, ...sof, 0xff, 0xd9]);
    expect(jpegInfo(jpeg)).toEqual({ width: 640, height: 480 });
    expect(jpegInfo(new Uint8Array([0xff, 0xd8, ...app1, 0xff, 0xda, 0, 2]))).toBeUndefined();
    expect(jpegInfo(jpeg.slice(0, 14))).toBeUndefined();
    expect(jpegInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]))).toBeUndefined();
  });

  it('checks the whole file against the rule', () => {
    expect(checkUploadFile(UPLOAD_RULES.layoutBackground, wholePng(1920, 1080))).toBeUndefined();
    expect(checkUploadFile(UPLOAD_RULES.layoutBackground, wholePng(1920, 1080).slice(0, 40))).toEqual({
      key: 'error.uploadDamaged',
    });
    expect(checkUploadFile(UPLOAD_RULES.avatar, pngHead(8, 8))).toEqual({ key: 'error.uploadDamaged' });
  });
});
