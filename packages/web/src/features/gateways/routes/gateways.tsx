import { gatewayDescription } from '@console/contract/resources/descriptions/gateways';
import { lazyFormInput } from '@/components/lazy-form-input';
import { ResourceList } from '@/engine/resource-list';
import { useGatewayActions } from '../hooks/use-gateway-actions';

export const GATEWAY_INPUTS = {
  serviceCode: lazyFormInput(() =>
    import('../components/service-code-input').then((m) => m.ServiceCodeInput),
  ),
};

/**
 * SPEC /gateway/gatewayManage: the company's application gateways. The form asks for the
 * dynamic service code to be refreshed before each save; a row offers its users, its setup key,
 * and switching it off or on.
 */
export default function GatewaysPage() {
  return (
    <ResourceList
      definition={gatewayDescription}
      formInputs={GATEWAY_INPUTS}
      rowActions={useGatewayActions()}
    />
  );
}
