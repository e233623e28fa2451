import { upgradePackageDescription } from '@console/contract/resources/descriptions/upgrade-packages';
import { ResourceList } from '@/engine/resource-list';
import { useApproveAction } from '../components/use-approve-action';

/** SPEC /setting/upgrade (cloudAdmin only): upgrade packages, approved by a second administrator. */
export default function UpgradesPage() {
  const actions = useApproveAction();
  return <ResourceList definition={upgradePackageDescription} rowActions={actions} />;
}
