import { describe, expect, it } from 'vitest';
import {
  effectiveRotation,
  expandStreamAddress,
  isStreamAddress,
  streamSettingsUpdateSchema,
} from '../src/resources/terminal-streams';

describe('stream addresses', () => {
  it('take the streaming schemes with a host and refuse the rest', () => {
    for (const ok of [
      'rtmp://10.0.0.1/live/a',
      'rtsp://cam:554/1',
      'https://m.example/a.flv',
      'srt://h:9000',
    ])
      expect(isStreamAddress(ok), ok).toBe(true);
    for (const bad of ['ftp://h/a', 'rtmp://', 'rtmp:/h/a', '/live/a', 'rtmp://h/a b', ''])
      expect(isStreamAddress(bad), bad).toBe(false);
  });

  it('fill a template per stream, escaping the values and keeping unknown placeholders', () => {
    expect(
      expandStreamAddress('rtmp://m/live/{account}_{source}_{stream}/{sourceId}?x={other}', {
        account: '7300001',
        source: 'usbCamera',
        stream: 'sub',
        sourceId: 12,
      }),
    ).toBe('rtmp://m/live/7300001_usbCamera_sub/12?x={other}');
    expect(
      expandStreamAddress('rtmp://m/{account}', { account: 'a b', source: '', stream: '', sourceId: 1 }),
    ).toBe('rtmp://m/a%20b');
  });

  it('check a template by the address it makes', () => {
    expect(
      streamSettingsUpdateSchema.safeParse({ addressTemplate: 'rtmp://{account}.example/x' }).success,
    ).toBe(true);
    expect(streamSettingsUpdateSchema.safeParse({ addressTemplate: 'live/{account}' }).success).toBe(false);
  });
});

describe('rotation', () => {
  it('is the wall’s own setting, else the company’s polling play seconds, else 30 s', () => {
    expect(effectiveRotation(20, 12)).toBe(20);
    expect(effectiveRotation(null, 12)).toBe(12);
    expect(effectiveRotation(null, null)).toBe(30);
  });

  it('stays within 5-3600 seconds', () => {
    const parse = (rotationSeconds: unknown) =>
      streamSettingsUpdateSchema.safeParse({ rotationSeconds }).success;
    expect([parse(4), parse(5), parse(3600), parse(3601), parse(null)]).toEqual([
      false,
      true,
      true,
      false,
      true,
    ]);
  });
});
