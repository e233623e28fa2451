import { LAYOUT_CANVAS, UPLOAD_LIMITS } from './constants';
import type { MessageKey } from './i18n/messages';

/**
 * Upload rules (SPEC §5, §9) by purpose, and the content checks both sides run: the console
 * before sending (so a wrong file is refused at once) and the server on what arrives (which is
 * what counts). Types are recognised from the file's first bytes, never from its name.
 * No zod here: every list page that shows an upload field reads these rules (ADR 16 item 9); the
 * checks that need a schema (a whole file, the upload API's query and answer) are in `uploads.ts`.
 */

export const UPLOAD_PURPOSES = [
  'avatar',
  'deviceAvatar',
  'vodImage',
  'vodVideo',
  'shareImage',
  'logo',
  'organLogo',
  'icon',
  'layoutBackground',
  'patientFile',
  'roomFile',
  'liveFile',
  'upgradePackage',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'video/mp4',
  'application/pdf',
  'application/zip',
  'application/json',
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export interface UploadPurposeRule {
  purpose: UploadPurpose;
  /** MIME types, checked against the file's content. */
  accept: readonly UploadType[];
  maxBytes: number;
  /** Exact pixel size an image must have (PNG only). */
  width?: number;
  height?: number;
}

const png = ['image/png'] as const;
const pngJpg = ['image/png', 'image/jpeg'] as const;

export const UPLOAD_RULES = {
  avatar: { purpose: 'avatar', accept: png, maxBytes: UPLOAD_LIMITS.avatar },
  deviceAvatar: { purpose: 'deviceAvatar', accept: png, maxBytes: UPLOAD_LIMITS.deviceAvatar },
  vodImage: { purpose: 'vodImage', accept: png, maxBytes: UPLOAD_LIMITS.vodImage },
  vodVideo: { purpose: 'vodVideo', accept: ['video/mp4'], maxBytes: UPLOAD_LIMITS.vodVideo },
  shareImage: { purpose: 'shareImage', accept: pngJpg, maxBytes: UPLOAD_LIMITS.shareImage },
  logo: { purpose: 'logo', accept: pngJpg, maxBytes: UPLOAD_LIMITS.logo },
  // A surgical teaching organisation's logo (SPEC §5: JPG/PNG under 10 MB): the company's own, not
  // the company logo the platform sets.
  organLogo: { purpose: 'organLogo', accept: pngJpg, maxBytes: UPLOAD_LIMITS.logo },
  // A dot icon of surgical teaching (SPEC §5: JPG/PNG under 1 MB).
  icon: { purpose: 'icon', accept: pngJpg, maxBytes: UPLOAD_LIMITS.icon },
  layoutBackground: {
    purpose: 'layoutBackground',
    accept: png,
    maxBytes: UPLOAD_LIMITS.layoutBackground,
    width: LAYOUT_CANVAS.width,
    height: LAYOUT_CANVAS.height,
  },
  // A patient's documents at the bed: reports and letters (PDF), photos and scans.
  patientFile: {
    purpose: 'patientFile',
    accept: ['application/pdf', 'image/png', 'image/jpeg'],
    maxBytes: UPLOAD_LIMITS.patientFile,
  },
  // Files shared in a meeting room (SPEC §5 share files: jpg/png up to 500 KB).
  roomFile: { purpose: 'roomFile', accept: pngJpg, maxBytes: UPLOAD_LIMITS.shareImage },
  // Files shared with a live stream's viewers: the same rule as a room's shared files.
  liveFile: { purpose: 'liveFile', accept: pngJpg, maxBytes: UPLOAD_LIMITS.shareImage },
  // Upgrade packages (issue 17): a zip (apk and ipa are zips too) or a JSON file list.
  upgradePackage: {
    purpose: 'upgradePackage',
    accept: ['application/zip', 'application/json'],
    maxBytes: UPLOAD_LIMITS.upgradePackage,
  },
} as const satisfies Record<UploadPurpose, UploadPurposeRule>;

/**
 * Purposes whose files are patient data: never served by the public files route (an unguessable
 * name is not access control), only through their record's own route behind the session.
 */
export const PRIVATE_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['patientFile'];

/** File name extension the server stores a type under. */
export const UPLOAD_EXTENSIONS: Record<UploadType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/json': 'json',
};

/** How many leading bytes `sniffType` and `pngSize` need. */
export const SNIFF_BYTES = 32;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, i) => bytes[offset + i] === byte);
}

/** The type the content is, from its magic bytes; undefined for anything else (HTML, SVG, ...). */
export function sniffType(bytes: Uint8Array): UploadType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // ISO base media: a box size, then "ftyp" (MP4 brands all start that way).
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return 'video/mp4';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // "%PDF-"
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip'; // "PK\x03\x04"
  if (looksLikeJson(bytes)) return 'application/json';
  return undefined;
}

/** Optional whitespace (or a UTF-8 byte order mark), then `{` or `[`: a JSON document's start. */
function looksLikeJson(bytes: Uint8Array): boolean {
  let at = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at]!)) at += 1;
  return bytes[at] === 0x7b || bytes[at] === 0x5b;
}

/** Width and height from a PNG's IHDR chunk (the first chunk, right after the signature). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (!startsWith(bytes, PNG_SIGNATURE) || bytes.length < 24) return undefined;
  if (!startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)) return undefined; // "IHDR"
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (ISO 3309) of `bytes[start, end)`, as PNG chunks carry it. */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffffffff;
  for (let i = start; i < end; i += 1) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ImageSize {
  width: number;
  height: number;
}

const MAX_SIDE = 0x7fffffff;
const chunkType = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * A whole PNG, walked chunk by chunk: the IHDR first (13 bytes, readable non-zero dimensions),
 * every chunk complete with a matching CRC, image data present, and the IEND that closes the
 * file. Its pixel size, or undefined for anything truncated, damaged or forged.
 */
export function pngInfo(bytes: Uint8Array): ImageSize | undefined {
  if (!startsWith(bytes, PNG_SIGNATURE)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let size: ImageSize | undefined;
  let data = false;
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = view.getUint32(at);
    const end = at + 8 + length;
    if (end + 4 > bytes.length) return undefined;
    if (crc32(bytes, at + 4, end) !== view.getUint32(end)) return undefined;
    const type = chunkType(bytes, at + 4);
    if (!size) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      const width = view.getUint32(at + 8);
      const height = view.getUint32(at + 12);
      if (width === 0 || height === 0 || width > MAX_SIDE || height > MAX_SIDE) return undefined;
      size = { width, height };
    } else if (type === 'IDAT') data = true;
    else if (type === 'IEND') return data ? size : undefined;
    at = end + 4;
  }
  return undefined;
}

/** SOFn markers (frame headers) of a JPEG: C0–CF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * A JPEG's segments walked from its start (SOI) to its frame header (SOF): the pixel size
 * written there, or undefined when the segments break off or the scan starts without a frame.
 */
export function jpegInfo(bytes: Uint8Array): ImageSize | undefined {
  if (!startsWith(bytes, [0xff, 0xd8])) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 2; at + 4 <= bytes.length;) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end or scan before any frame
    const length = view.getUint16(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    if (isStartOfFrame(marker)) {
      if (length < 8) return undefined;
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      return width > 0 && height > 0 ? { width, height } : undefined;
    }
    at += 2 + length;
  }
  return undefined;
}

/** An image's pixel size from its whole content (PNG or JPEG), or undefined when it is not whole. */
export function imageInfo(type: UploadType, bytes: Uint8Array): ImageSize | undefined {
  if (type === 'image/png') return pngInfo(bytes);
  if (type === 'image/jpeg') return jpegInfo(bytes);
  return undefined;
}

export interface UploadProblem {
  key: MessageKey;
  params?: Record<string, string | number>;
}

const TYPE_NAMES: Record<UploadType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'video/mp4': 'MP4',
  'application/pdf': 'PDF',
  'application/zip': 'ZIP/APK/IPA',
  'application/json': 'JSON',
};

/** "PNG/JPG" for messages. */
export function typeNames(rule: Pick<UploadPurposeRule, 'accept'>): string {
  return rule.accept.map((type) => TYPE_NAMES[type]).join('/');
}

/** "10 MB", "500 KB" for messages. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** Type (and pixel size) of a file from its first bytes: the problem, or undefined when it fits. */
export function checkUploadContent(rule: UploadPurposeRule, head: Uint8Array): UploadProblem | undefined {
  const type = sniffType(head);
  if (!type || !(rule.accept as readonly string[]).includes(type))
    return { key: 'error.uploadType', params: { types: typeNames(rule) } };
  if (rule.width !== undefined && rule.height !== undefined) {
    const size = type === 'image/png' ? pngSize(head) : undefined;
    if (!size || size.width !== rule.width || size.height !== rule.height)
      return { key: 'error.uploadDimensions', params: { width: rule.width, height: rule.height } };
  }
  return undefined;
}

/** The size limit: the problem, or undefined. */
export function checkUploadSize(rule: UploadPurposeRule, bytes: number): UploadProblem | undefined {
  if (bytes <= 0) return { key: 'error.uploadEmpty' };
  if (bytes > rule.maxBytes) return { key: 'error.uploadTooLarge', params: { max: sizeText(rule.maxBytes) } };
  return undefined;
}

/** Where the API serves stored files: `{apiBase}{FILES_PATH}/{customerId}/{purpose}/{name}`. */
export const FILES_PATH = '/console/api/v1/files';
export const UPLOADS_PATH = '/console/api/v1/uploads';
/** Resumable VOD video uploads (tus protocol): `{apiBase}{VOD_UPLOADS_PATH}[/{uploadId}]`. */
export const VOD_UPLOADS_PATH = '/console/api/v1/vodUploads';
/** A stored file's name: 128 random bits in hex and the extension of its sniffed type. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|mp4|pdf|zip|json)$/;
