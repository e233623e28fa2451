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

/** The directory uploads go to: a `file://` STORAGE_URL, else `DATA_DIR/files`. */
export function storageRoot(config: { STORAGE_URL?: string | undefined; dataDir: string }): string {
  const url = config.STORAGE_URL;
  if (!url) return path.join(config.dataDir, 'files');
  // config.ts refuses s3:// at start (not in this build); anything else here is a file:// URL.
  return fileURLToPath(url);
}
