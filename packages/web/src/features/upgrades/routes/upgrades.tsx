import {
  upgradePackageDescription,
  upgradePinDescription,
} from '@console/contract/resources/descriptions/upgrade-packages';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import { useApproveAction } from '../components/use-approve-action';

/**
 * SPEC /setting/upgrade (cloudAdmin only): upgrade packages, approved by a second administrator,
 * and the version pins rollouts pass by (a company or one terminal stays on its version).
 */
export default function UpgradesPage() {
  const { t } = useTranslation();
  const actions = useApproveAction();
  return (
    <Tabs
      items={[
        {
          key: 'packages',
          label: t('upgrades.packages'),
          children: <ResourceList definition={upgradePackageDescription} rowActions={actions} />,
        },
        {
          key: 'pins',
          label: t('upgrades.pins'),
          children: <ResourceList definition={upgradePinDescription} urlState={false} />,
        },
      ]}
    />
  );
}
