import { upgradePackageDescription } from '@console/contract/resources/descriptions/upgrade-packages';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { RolloutsPanel } from '../components/rollouts-panel';
import { useApproveAction } from '../components/use-approve-action';

const INFO_FIELDS = [
  'name',
  'appName',
  'version',
  'type',
  'boardType',
  'targetCustomerIds',
  'description',
  'state',
  'fileKind',
  'size',
  'checksum',
  'file',
  'uploadedBy',
  'approvedBy',
] as const;

/**
 * SPEC /setting/upgrade/detail/{type}/{id} (cloudAdmin only): the package and its state, its
 * staged rollouts with waves and counters, and each terminal's upgrade, following it live.
 */
export default function UpgradeDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const actions = useApproveAction();
  const [tab, setTab] = useState('rollouts');
  const tabs = useMemo<DetailTab[]>(
    () => [
      { key: 'rollouts', label: t('upgrades.rolloutsTab'), content: (row) => <RolloutsPanel row={row} /> },
      { key: 'info', label: t('upgrades.infoTab'), fields: INFO_FIELDS, stamps: true },
    ],
    [t],
  );
  return (
    <ResourceDetail
      definition={upgradePackageDescription}
      id={id}
      tabs={tabs}
      activeTab={tab}
      onTabChange={setTab}
      actions={actions}
    />
  );
}
