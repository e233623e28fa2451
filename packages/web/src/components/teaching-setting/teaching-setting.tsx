import { opDeviceDescription } from '@console/contract/resources/descriptions/surgical-teaching';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';

/**
 * A terminal's `surgicalTeaching` settings tab (SPEC "teaching config"): its entry as a teaching
 * device — organisation, department, theatre, recording allowed — the same row as
 * /opOperationManage/op_device shows (one per terminal).
 */
export function TeachingSetting({
  deviceAccountId,
  customerId,
}: {
  deviceAccountId: number;
  /** The terminal's company: a platform administrator's new entry belongs to it. */
  customerId?: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('surgicalTeaching.settingHelp')}</Typography.Paragraph>
      <ResourceList
        definition={opDeviceDescription}
        parent={{ field: 'deviceAccountId', id: deviceAccountId, customerId }}
        formContainer="modal"
      />
    </>
  );
}
