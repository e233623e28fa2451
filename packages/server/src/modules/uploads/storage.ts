import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SNIFF_BYTES,
  STORED_NAME_PATTERN,
  UPLOAD_PURPOSES,
  UPLOAD_RULES,
  checkUploadContent,
  type UploadPurpose,
  type UploadType,
} from '@console/contract/uploads';

/** Where one stored file lives: its tenant, what it was uploaded for and its random name. */
export interface StoredFileRef {
  customerId: number;
  purpose: UploadPurpose;
  name: string;
}

export const CONTENT_TYPES: Record<string, UploadType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
};

/**
 * Uploaded files on local disk: `{root}/{customerId}/{purpose}/{name}` (ARCHITECTURE §1: under
 * `DATA_DIR/files`, or the directory of a `file://` STORAGE_URL). Names are made here, never
 * taken from the client, so no path from a request reaches the file system.
 */
export class FileStore {
  constructor(
    readonly root: string,
    /** The URL path the API serves files under (`/platformApi/console/api/v1/files`). */
    readonly publicBase: string,
  ) {}

  pathOf(ref: StoredFileRef): string {
    return path.join(this.root, String(ref.customerId), ref.purpose, ref.name);
  }

  urlOf(ref: StoredFileRef): string {
    return `${this.publicBase}/${ref.customerId}/${ref.purpose}/${ref.name}`;
  }

  /** The file a URL of ours names, or undefined for anything else (another site, a made-up path). */
  parseUrl(url: string): StoredFileRef | undefined {
    if (!url.startsWith(`${this.publicBase}/`)) return undefined;
    const [customer, purpose, name, ...rest] = url.slice(this.publicBase.length + 1).split('/');
    if (rest.length || !customer || !/^[1-9]\d{0,9}$/.test(customer)) return undefined;
    if (!(UPLOAD_PURPOSES as readonly string[]).includes(purpose ?? '')) return undefined;
    if (!name || !STORED_NAME_PATTERN.test(name)) return undefined;
    return { customerId: Number(customer), purpose: purpose as UploadPurpose, name };
  }

  /**
   * Whether `url` names a file uploaded here for `purpose` by `customerId` that still passes the
   * purpose's content check: a URL from elsewhere, another tenant's file or one uploaded for
   * another purpose does not.
   */
  async holds(url: string, customerId: number, purpose: UploadPurpose): Promise<boolean> {
    const ref = this.parseUrl(url);
    if (!ref || ref.customerId !== customerId || ref.purpose !== purpose) return false;
    const head = await this.head(ref, SNIFF_BYTES);
    return head !== undefined && !checkUploadContent(UPLOAD_RULES[purpose], head);
  }

  /**
   * A stored file to send, whole or one byte range of it (HTTP `Range: bytes=…`, so a video can be
   * seeked): undefined when the file is not there, `unsatisfiable` (with the size) for a range
   * past its end.
   */
  async read(
    ref: StoredFileRef,
    rangeHeader?: string,
  ): Promise<StoredFileRead | { unsatisfiable: true; size: number } | undefined> {
    const file = this.pathOf(ref);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    const range = rangeHeader === undefined ? undefined : parseByteRange(rangeHeader, stat.size);
    if (range === 'unsatisfiable') return { unsatisfiable: true, size: stat.size };
    const { start, end } = range ?? { start: 0, end: stat.size - 1 };
    return {
      size: stat.size,
      range: range ? { start, end } : undefined,
      stream: () => fs.createReadStream(file, stat.size === 0 ? {} : { start, end }),
    };
  }

  /** The first `bytes` bytes of a stored file, or undefined when it does not exist. */
  async head(ref: StoredFileRef, bytes: number): Promise<Uint8Array | undefined> {
    let handle: fs.promises.FileHandle | undefined;
    try {
      handle = await fs.promises.open(this.pathOf(ref), 'r');
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    } finally {
      await handle?.close();
    }
  }
}

export interface StoredFileRead {
  /** The whole file's size. */
  size: number;
  /** The byte range asked for (inclusive), absent for the whole file. */
  range: { start: number; end: number } | undefined;
  stream: () => fs.ReadStream;
}

/**
 * One range of `Range: bytes=a-b`, `bytes=a-` or `bytes=-n` (RFC 9110 §14.1.2). Several ranges or
 * a malformed header read as no range (the whole file, as the RFC allows); a range starting past
 * the end is unsatisfiable.
 */
export function parseByteRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The directory uploads go to: a `file://` STORAGE_URL, else `DATA_DIR/files`. */
export function storageRoot(config: { STORAGE_URL?: string | undefined; dataDir: string }): string {
  const url = config.STORAGE_URL;
  if (!url) return path.join(config.dataDir, 'files');
  // config.ts refuses s3:// at start (not in this build); anything else here is a file:// URL.
  return fileURLToPath(url);
}
