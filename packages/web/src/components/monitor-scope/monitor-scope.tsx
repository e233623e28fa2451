import {
  MONITOR_SCOPE_FIELDS,
  monitorScopeDefinition,
  type MonitorSubject,
} from '@console/contract/resources/monitor-scopes';
import { useTranslation } from 'react-i18next';
import { SubjectSetting } from '@/components/subject-setting/subject-setting';

/**
 * The intensive care settings of a terminal, a member or a camera (tabs accountMonitorSetting,
 * memberMonitorSetting, cameraMonitorSetting): the wards whose beds it watches, or a camera's bed.
 */
export function MonitorScope({ subject, subjectId }: { subject: MonitorSubject; subjectId: number }) {
  const { t } = useTranslation();
  return (
    <SubjectSetting
      definition={monitorScopeDefinition}
      fields={MONITOR_SCOPE_FIELDS[subject]}
      subject={subject}
      subjectId={subjectId}
      text={{
        loadFailed: t('monitorScope.loadFailed'),
        notSet: t(subject === 'camera' ? 'monitorScope.notSetCamera' : 'monitorScope.notSet'),
        edit: t('monitorScope.edit'),
      }}
    />
  );
}
