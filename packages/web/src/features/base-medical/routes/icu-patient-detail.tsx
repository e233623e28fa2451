import { routePath } from '@/engine/route-paths';
import { PatientDetail } from './patient-detail';

/**
 * SPEC /icu/patientManage → a patient's page under the ICU's own menu (`/icu/patientDetail/{id}`):
 * a role may hold /icu without /baseMedical, and a route outside the held menus shows /401, so
 * the ICU links here rather than to /baseMedical/patientDetail. Back leads to the ICU's list.
 */
export default function IcuPatientDetailPage() {
  return <PatientDetail listPath={routePath('icuPatientManage')} />;
}
