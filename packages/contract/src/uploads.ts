import { z } from 'zod';
import { recordIdSchema } from './api/record-id';
import {
  checkUploadContent,
  imageInfo,
  sniffType,
  UPLOAD_PURPOSES,
  UPLOAD_TYPES,
  type UploadProblem,
  type UploadPurposeRule,
} from './upload-rules';

/**
 * Uploads: the rules and first-bytes checks of `upload-rules.ts` (re-exported here, no zod), and
 * the checks that need zod: a whole file's content and the upload API's query and answer.
 */
export * from './upload-rules';

/**
 * The whole file against the purpose's rule: its type and pixel size as {@link checkUploadContent}
 * sees them in the first bytes, then, for an image, its structure decoded to the end (a truncated
 * or damaged PNG, a JPEG without a frame header, are refused). Videos are checked by their head.
 */
export function checkUploadFile(rule: UploadPurposeRule, bytes: Uint8Array): UploadProblem | undefined {
  const problem = checkUploadContent(rule, bytes);
  if (problem) return problem;
  const type = sniffType(bytes)!;
  // Zips are checked by their central directory (the server reads only that part of the file).
  if (type === 'video/mp4' || type === 'application/zip') return undefined;
  if (type === 'application/json') return fileListProblem(bytes);
  if (type === 'application/pdf') return pdfComplete(bytes) ? undefined : { key: 'error.uploadDamaged' };
  const size = imageInfo(type, bytes);
  if (!size) return { key: 'error.uploadDamaged' };
  if (rule.width !== undefined && (size.width !== rule.width || size.height !== rule.height))
    return { key: 'error.uploadDimensions', params: { width: rule.width, height: rule.height! } };
  return undefined;
}

/**
 * A JSON file list of an upgrade (issue 17): which files the terminal replaces, each with its
 * path inside the installation, size and SHA-256.
 */
export const upgradeFileListSchema = z
  .object({
    version: z.string().min(1).max(32),
    files: z
      .array(
        z
          .object({
            path: z
              .string()
              .min(1)
              .max(255)
              .refine((p) => !p.startsWith('/') && !p.split('/').includes('..')),
            size: z.number().int().min(0),
            sha256: z.string().regex(/^[0-9a-f]{64}$/),
          })
          .strict(),
      )
      .min(1)
      .max(10_000),
  })
  .strict();
export type UpgradeFileList = z.infer<typeof upgradeFileListSchema>;

function fileListProblem(bytes: Uint8Array): UploadProblem | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    return { key: 'error.uploadDamaged' };
  }
  return upgradeFileListSchema.safeParse(parsed).success ? undefined : { key: 'error.upgradeFileList' };
}

/** A PDF ends with its end-of-file marker (within the last kilobyte, trailing whitespace allowed). */
function pdfComplete(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 1024)));
  return tail.includes('%%EOF');
}

export const uploadQuerySchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES, { error: 'validation.enum' }),
  /** Platform administrators upload on behalf of a company; ignored for everyone else. */
  customerId: recordIdSchema.optional(),
});

/** What `POST uploads` answers: the URL to store in the field, and what the server found. */
export const uploadResultSchema = z.object({
  url: z.string(),
  type: z.enum(UPLOAD_TYPES),
  size: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
