import type { TFunction } from 'i18next';
import type { FormSection } from '@/engine/resource-form';

/** The device account fields by what they are about (SPEC §3 device account). */
export const BASIC_FIELDS = [
  'account',
  'name',
  'deviceType',
  'screenCount',
  'defaultMode',
  'enabled',
] as const;
export const LOGIN_FIELDS = ['loginAccount', 'password', 'macAddress'] as const;
export const MORE_FIELDS = [
  'inputSourceGroup',
  'parentCategory',
  'deviceUi',
  'autoJoin',
  'modules',
  'avatar',
  'description',
] as const;

/** What the base-info tab shows: the fields above plus presence. */
export const BASE_INFO_FIELDS = [
  ...BASIC_FIELDS,
  'online',
  'lastSeenAt',
  ...LOGIN_FIELDS,
  'loginFailures',
  'lastLoginFailureAt',
  'lastLoginFailureIp',
  ...MORE_FIELDS,
];

export function deviceAccountSections(t: TFunction): FormSection[] {
  return [
    { key: 'basic', title: t('deviceAccounts.sections.basic'), fields: BASIC_FIELDS },
    { key: 'login', title: t('deviceAccounts.sections.login'), fields: LOGIN_FIELDS },
    { key: 'more', title: t('deviceAccounts.sections.more'), fields: MORE_FIELDS },
  ];
}
