import { patientDescription } from '@console/contract/resources/descriptions/patients';
import { Descriptions, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FieldValue } from '@/engine/field-value';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import { useLang } from '@/engine/use-lang';
import { AccessHistory } from '../components/access-history';
import { PatientAdmission } from '../components/patient-admission';

const TABS = ['patientInfo', 'admission', 'accessHistory'] as const;
const STAY_FIELDS = ['status', 'bedId', 'admittedAt', 'dischargedAt'] as const;

/**
 * SPEC /baseMedical/patientDetail/{id}: the full record (its read is logged by the server), the
 * stay with admit / transfer / discharge, and who accessed the record.
 */
export function PatientDetail({ listPath }: { listPath?: string | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { id } = useParams();
  const patientId = Number(id);
  const { active, onTabChange } = useDetailTab(TABS);
  const tabs = useMemo<DetailTab[]>(
    () => [
      {
        key: 'patientInfo',
        label: t('baseMedical.tabs.baseInfo'),
        fields: patientDescription.writableFields,
        stamps: true,
      },
      {
        key: 'admission',
        label: t('baseMedical.tabs.admission'),
        content: (row) => (
          <Flex vertical gap="middle">
            <Descriptions
              bordered
              size="small"
              column={1}
              items={STAY_FIELDS.map((name) => ({
                key: name,
                label: patientDescription.fields[name].label[lang],
                children: <FieldValue meta={patientDescription.fields[name]} value={row[name]} />,
              }))}
            />
            <PatientAdmission patient={row} />
          </Flex>
        ),
      },
      {
        key: 'accessHistory',
        label: t('baseMedical.tabs.accessHistory'),
        content: <AccessHistory patientId={patientId} />,
      },
    ],
    [t, lang, patientId],
  );
  return (
    <ResourceDetail
      definition={patientDescription}
      id={id}
      tabs={tabs}
      activeTab={active}
      onTabChange={onTabChange}
      listPath={listPath}
    />
  );
}

export default function PatientDetailPage() {
  return <PatientDetail />;
}
