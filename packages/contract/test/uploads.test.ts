import { describe, expect, it } from 'vitest';
import { checkUploadContent, checkUploadSize, pngSize, sniffType, UPLOAD_RULES } from '../src/uploads';

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
