import { z } from 'zod';
import { menuTreeRecordSchema } from './menus';

/**
 * Company menu permissions (SPEC §6 "company menu and app permissions are configured per
 * company"): per enabled application, either every menu (`menuIds` null, the default) or only the
 * chosen ones. The menu tree of the company's users (`menu/user/tree`) holds no other menus.
 */
export const MAX_COMPANY_MENUS = 2000;

const positiveId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.invalid' });

export const companyMenusSetSchema = z.strictObject({
  appId: positiveId,
  /** The menus the company's users may see; null gives back every menu of the application. */
  menuIds: z
    .array(positiveId, { error: 'validation.invalidType' })
    .min(1, { error: 'validation.permissionRequired' })
    .max(MAX_COMPANY_MENUS, { error: 'validation.max' })
    .nullable(),
});
export type CompanyMenusSetInput = z.infer<typeof companyMenusSetSchema>;

/** One enabled application of a company: its menu tree and what the company may see of it. */
export const companyAppMenusSchema = z.object({
  appId: z.number().int(),
  key: z.string(),
  name: z.string(),
  english: z.string(),
  /** Null: every menu; otherwise the chosen menus with their parents. */
  menuIds: z.array(z.number().int()).nullable(),
  tree: z.array(menuTreeRecordSchema),
});
export type CompanyAppMenus = z.infer<typeof companyAppMenusSchema>;
