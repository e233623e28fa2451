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
  'icuEnabled',
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

/** Everything but the basic information: the "company attributes" tab. */
export const ATTRIBUTE_FIELDS = [...STORAGE_FIELDS, ...MEETING_FIELDS, ...SUMMARY_FIELDS];

export function companySections(t: (key: string) => string): FormSection[] {
  return [
    { key: 'base', title: t('companies.sections.base'), fields: BASE_FIELDS },
    { key: 'storage', title: t('companies.sections.storage'), fields: STORAGE_FIELDS },
    { key: 'meeting', title: t('companies.sections.meeting'), fields: MEETING_FIELDS },
    { key: 'summary', title: t('companies.sections.summary'), fields: SUMMARY_FIELDS },
  ];
}
