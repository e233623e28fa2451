import type { Language } from '@console/contract/constants';
import type { WardVisiting } from '@console/contract/resources/visits';
import { fieldMessage } from '@/lib/form-rules';
import { isApiError } from '@/lib/api-client';

/** Field path (`periods.3.start`) -> the message shown under that input. */
export type FieldErrors = Record<string, string>;

/**
 * The server's refusal of a visiting save as messages by field path, or null when it is no
 * field error (the caller shows it as a message). `label` names the field in generic messages.
 */
export function serverFieldErrors(
  error: unknown,
  label: (path: string) => string,
  lang: Language,
): FieldErrors | null {
  if (!isApiError(error) || !error.fields || Object.keys(error.fields).length === 0) return null;
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, key]) => [path, fieldMessage(label(path), key, lang)]),
  );
}

/** Settings with one part replaced: each tab saves its part over what was loaded. */
export function withPart(settings: WardVisiting, part: Partial<WardVisiting>): WardVisiting {
  return { ...settings, ...part };
}
