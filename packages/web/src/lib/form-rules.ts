import type { Language } from '@console/contract/constants';
import { isFragment, translate } from './messages';
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { isApiError, type ApiError } from './api-client';

/**
 * Forms validate with the contract's zod schemas, so browser and server say the same thing.
 * Schema messages are i18n keys (contract MESSAGES); generic ones ("is required") get the
 * field label in front, whole sentences ("Password must be at least 8 characters") stand alone.
 */
export function fieldMessage(label: string, key: string, lang: Language): string {
  const text = translate(key);
  if (!isFragment(key)) return text;
  return lang === 'en' ? `${label} ${text}` : `${label}${text}`;
}

/** The message key of the first issue `schema` reports for `field` in `values`, if any. */
export function fieldIssue(
  schema: z.ZodType,
  values: Record<string, unknown>,
  field: string,
): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => String(issue.path[0]) === field)?.message;
}

/**
 * An antd rule that checks one field against the whole-object schema (so cross-field rules such
 * as "the two passwords differ" land on the right field).
 */
export function schemaRule(
  schema: z.ZodType,
  field: string,
  label: string,
  lang: Language,
  form?: FormInstance,
): FormRule {
  return lazySchemaRule(async () => schema, field, label, lang, form);
}

/**
 * Same as {@link schemaRule} with the schema loaded on first use: zod stays out of a page's
 * first load (the login page's JS budget), and arrives before the user finishes typing.
 */
export function lazySchemaRule(
  load: () => Promise<z.ZodType>,
  field: string,
  label: string,
  lang: Language,
  form?: FormInstance,
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const schema = await load();
      const values: Record<string, unknown> = {
        ...(form?.getFieldsValue(true) as Record<string, unknown>),
        [field]: value,
      };
      const key = fieldIssue(schema, values, field);
      if (key) throw new Error(fieldMessage(label, key, lang));
    },
  };
}

/** The message one server field error shows (field path -> message key in `error.fields`). */
export function serverFieldMessage(error: ApiError, key: string, label: string, lang: Language): string {
  // The error's own message is the server's sentence in the console's language, with its
  // parameters filled in ("storage exceeds available space (120 GB available)").
  return key === error.errKey ? error.message : fieldMessage(label, key, lang);
}

/** Shows the server's `fields` (field path -> message key) on the form; true if any matched. */
export function applyServerFieldErrors(
  form: FormInstance,
  error: unknown,
  labels: Record<string, string>,
  lang: Language,
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const entries = Object.entries(error.fields).filter(([path]) => path in labels);
  form.setFields(
    entries.map(([path, key]) => ({
      name: path,
      errors: [serverFieldMessage(error, key, labels[path] ?? path, lang)],
    })),
  );
  return entries.length > 0;
}
