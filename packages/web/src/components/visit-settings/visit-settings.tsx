import {
  VISIT_SETTING_FIELDS,
  visitSettingDefinition,
  type VisitSubject,
} from '@console/contract/resources/visit-settings';
import { useTranslation } from 'react-i18next';
import { SubjectSetting } from '@/components/subject-setting/subject-setting';

/**
 * The ICU family-visit settings of a camera, a member or a device (tabs visitSetting and
 * accountVisitSetting): one component for the three.
 */
export function VisitSettings({ subject, subjectId }: { subject: VisitSubject; subjectId: number }) {
  const { t } = useTranslation();
  return (
    <SubjectSetting
      definition={visitSettingDefinition}
      fields={VISIT_SETTING_FIELDS}
      subject={subject}
      subjectId={subjectId}
      text={{
        loadFailed: t('visitSettings.loadFailed'),
        notSet: t('visitSettings.notSet'),
        edit: t('visitSettings.edit'),
      }}
    />
  );
}
