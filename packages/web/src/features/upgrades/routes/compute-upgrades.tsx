import { COMPUTE_BOARD_TYPE } from '@console/contract/resources/descriptions/compute-servers';
import { upgradePackageDescription } from '@console/contract/resources/descriptions/upgrade-packages';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { useApproveAction } from '../components/use-approve-action';

/**
 * SPEC /AIServices/serverUpgrade (cloudAdmin): the upgrade packages made for compute servers
 * (board type {@link COMPUTE_BOARD_TYPE}), approved and rolled out in stages by the upgrades
 * area (ADR 0032); a row opens the package's detail with its rollouts.
 */
export default function ComputeUpgradesPage() {
  const { t } = useTranslation();
  const actions = useApproveAction();
  return (
    <Flex vertical gap="small">
      <Alert type="info" showIcon message={t('compute.upgradeHint', { board: COMPUTE_BOARD_TYPE })} />
      <ResourceList
        definition={upgradePackageDescription}
        title={t('compute.upgradeTitle')}
        fixedFilters={{ boardType: COMPUTE_BOARD_TYPE }}
        createDefaults={{ type: 'terminal', boardType: COMPUTE_BOARD_TYPE }}
        rowActions={actions}
      />
    </Flex>
  );
}
