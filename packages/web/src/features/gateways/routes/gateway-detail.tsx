import { gatewayDescription } from '@console/contract/resources/descriptions/gateways';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import type { ResourceRow } from '@/engine/types';
import { useDetailTab } from '@/engine/use-detail-tab';
import { GatewayUserList } from '../components/gateway-user-list';
import { useGatewayActions } from '../hooks/use-gateway-actions';
import { GATEWAY_INPUTS } from './gateways';

const TABS = ['info', 'users'] as const;
/** The settings shown and edited on the info tab (the service code comes with the form). */
const INFO_FIELDS = ['name', 'ip', 'codeRule', 'serviceCode', 'enabled', 'auditBinding', 'permissions'];

/** SPEC /gateway/gatewayManage/detail/{id}: the gateway's settings and its users. */
export default function GatewayDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const gatewayId = Number(id);
  const { active, onTabChange } = useDetailTab(TABS);
  const actions = useGatewayActions().filter((action) => action.key !== 'users');
  const tabs = useMemo<DetailTab[]>(
    () => [
      { key: 'info', label: t('gateways.info'), fields: INFO_FIELDS, stamps: true },
      {
        key: 'users',
        label: t('gateways.users'),
        content: (row: ResourceRow) => (
          <GatewayUserList gatewayId={gatewayId} customerId={row.customerId as number} />
        ),
      },
    ],
    [t, gatewayId],
  );
  return (
    <ResourceDetail
      definition={gatewayDescription}
      id={id}
      tabs={tabs}
      activeTab={active}
      onTabChange={onTabChange}
      actions={actions}
      formInputs={GATEWAY_INPUTS}
    />
  );
}
