import type { FormSection } from '@/engine/resource-form';

/** The company fields by what they are about (SPEC §3 company), for forms and detail tabs. */
export const BASE_FIELDS = [
  'name',
  'account',
  'maxRoom',
  'maxAccount',
  'applyCode',
  'userCode',
  'phone',
  'email',
  'logo',
  'uiUrl',
] as const;

export const STORAGE_FIELDS = [
  'storageGb',
  'retentionDays',
  'storageAlarmPercent',
  'recordViewDays',
] as const;

export const MEETING_FIELDS = [
  'inviteParticipantLimit',
  'pollingSeconds',
  'defaultLayout',
  'audioQuality',
  'voiceExcitation',
  'liveAudit',
  'allowFollow',
  'publicLive',
  'liveType',
  'livePassword',
] as const;

export const SUMMARY_FIELDS = ['summaryTemplate', 'secretaryPhone', 'secretaryEmail'] as const;

export const MODULE_FIELDS = ['icuEnabled', 'deviceModules'] as const;

/** Everything but the basic information: the advanced settings and the "company attributes" tab. */
export const ADVANCED_FIELDS = [...STORAGE_FIELDS, ...MEETING_FIELDS, ...SUMMARY_FIELDS, ...MODULE_FIELDS];

/** The create/edit form of the list: what a company needs to exist (advanced settings keep their defaults). */
export function baseSections(t: (key: string) => string): FormSection[] {
  return [{ key: 'base', title: t('companies.sections.base'), fields: BASE_FIELDS }];
}

/** The advanced settings form (`/baseinfo/companyAdvance`). */
export function advancedSections(t: (key: string) => string): FormSection[] {
  return [
    { key: 'storage', title: t('companies.sections.storage'), fields: STORAGE_FIELDS },
    { key: 'meeting', title: t('companies.sections.meeting'), fields: MEETING_FIELDS },
    { key: 'summary', title: t('companies.sections.summary'), fields: SUMMARY_FIELDS },
    { key: 'modules', title: t('companies.sections.modules'), fields: MODULE_FIELDS },
  ];
}
