import { patientDescription } from '@console/contract/resources/descriptions/patients';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

/**
 * SPEC /baseMedical/basePatientManage: id card and phone come masked from the server; the full
 * record (and its access history) is on the patient's page.
 */
export default function PatientsPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={patientDescription}
      title={t('baseMedical.patients.title')}
      formFields={patientDescription.writableFields}
    />
  );
}
