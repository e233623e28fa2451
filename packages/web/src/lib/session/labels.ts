import type { TFunction } from 'i18next';

/** i18n label of a user type (SPEC §6), falling back to the number. */
export function userTypeLabel(t: TFunction, userType: number): string {
  return t(`userType.${userType}`, { defaultValue: t('userType.other', { type: userType }) });
}

/** i18n labels of role keys, unknown roles as they are. */
export function roleLabels(t: TFunction, roles: readonly string[] | undefined): string[] {
  return (roles ?? []).map((role) => t(`role.${role}`, { defaultValue: role }));
}
