import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crc32, UPLOAD_RULES } from '@console/contract/uploads';
import { ImageInput } from '../image-input';
import { renderEngine } from './render-engine';

/** One PNG chunk: length, type, data and its CRC. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set(new TextEncoder().encode(type), 4);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes, 4, 8 + data.length));
  return bytes;
}

/** A structurally whole PNG of the given size (IHDR, one IDAT, IEND), or its first `cut` bytes. */
function png(width: number, height: number, cut?: number): File {
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, 2], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', new Uint8Array(16)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (bytes.set(part, at), at + part.length), 0);
  return new File([cut === undefined ? bytes : bytes.slice(0, cut)], 'picture.png', { type: 'image/png' });
}

/** A stand-in XMLHttpRequest that reports progress and answers with `reply`. */
function fakeXhr(reply: { status: number; body: unknown }) {
  const sent: { url: string; headers: Record<string, string>; body: FormData | undefined }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      sent.push({ url: this.url, headers: this.headers, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type=file]')!;

describe('image input (uploads)', () => {
  it('refuses a file that breaks the rule before sending anything, in the console’s language', async () => {
    const sent = fakeXhr({ status: 200, body: {} });
    const onChange = vi.fn();
    const { container } = renderEngine(
      <ImageInput rule={UPLOAD_RULES.layoutBackground} onChange={onChange} />,
    );
    fireEvent.change(fileInput(container), { target: { files: [png(1280, 720)] } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The image must be exactly 1920×1080 pixels',
    );

    const html = new File(['<html><script>alert(1)</script></html>'], 'fake.png', { type: 'image/png' });
    fireEvent.change(fileInput(container), { target: { files: [html] } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Only PNG files can be uploaded'),
    );

    // a 1920×1080 header whose file breaks off after 40 bytes
    fireEvent.change(fileInput(container), { target: { files: [png(1920, 1080, 40)] } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The image is incomplete or damaged'),
    );
    expect(sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads a fitting file for its purpose and keeps the returned URL as the value', async () => {
    const url = '/platformApi/console/api/v1/files/1/layoutBackground/0123456789abcdef0123456789abcdef.png';
    const sent = fakeXhr({
      status: 200,
      body: { retCode: '000000', retData: { url, type: 'image/png', size: 64, width: 1920, height: 1080 } },
    });
    const onChange = vi.fn();
    const { container } = renderEngine(
      <ImageInput rule={UPLOAD_RULES.layoutBackground} onChange={onChange} customerId={5} />,
    );
    fireEvent.change(fileInput(container), { target: { files: [png(1920, 1080)] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(url));
    expect(sent[0]!.url).toBe('/platformApi/console/api/v1/uploads?purpose=layoutBackground&customerId=5');
    expect(sent[0]!.headers.token).toBe('test-token');
    expect(sent[0]!.body?.get('file')).toBeInstanceOf(File);
  });

  it('shows the server’s reason when it refuses, and offers remove for a stored image', async () => {
    fakeXhr({
      status: 415,
      body: { retCode: '400001', errInfo: 'Only PNG files can be uploaded', errKey: 'error.uploadType' },
    });
    const onChange = vi.fn();
    const { container } = renderEngine(
      <ImageInput rule={UPLOAD_RULES.deviceAvatar} value="/platformApi/x.png" onChange={onChange} />,
    );
    fireEvent.change(fileInput(container), { target: { files: [png(10, 10)] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Only PNG files can be uploaded');
    fireEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('takes an address when the rule names no upload purpose', () => {
    const onChange = vi.fn();
    renderEngine(<ImageInput rule={{ accept: ['image/png'], maxBytes: 1000 }} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'https://example.com/a.png' } });
    expect(onChange).toHaveBeenCalledWith('https://example.com/a.png');
  });
});
