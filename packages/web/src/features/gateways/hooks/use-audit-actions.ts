import { gatewayUserDescription } from '@console/contract/resources/descriptions/gateways';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '@/engine/resource-keys';
import type { AnyResource, RowAction } from '@/engine/types';
import { useResourceAccess } from '@/engine/use-resource-access';
import { useResourceAction } from '@/engine/use-resource-mutations';
import { useRealtimeTopic } from '@/lib/use-realtime';

/**
 * SPEC §4 gateway user audit, for gateway users and service users alike: approve or reject a
 * pending one; revoke a decision (confirmed).
 */
export function useAuditActions(resource: AnyResource): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { update } = useResourceAccess(resource);
  const { mutateAsync } = useResourceAction(resource);
  const move = (action: 'approve' | 'reject' | 'revoke') => async (row: { id: number }) => {
    await mutateAsync({ id: row.id, action });
    void message.success(t(`approval.done.${action}`));
  };
  return [
    {
      key: 'approve',
      label: t('approval.approve'),
      visible: (row) => update && row.auditState === 'pending',
      run: move('approve'),
    },
    {
      key: 'reject',
      label: t('approval.reject'),
      danger: true,
      confirm: t('approval.rejectConfirm'),
      visible: (row) => update && row.auditState === 'pending',
      run: move('reject'),
    },
    {
      key: 'revoke',
      label: t('approval.revoke'),
      danger: true,
      confirm: t('approval.revokeConfirm'),
      visible: (row) => update && row.auditState !== 'pending',
      run: move('revoke'),
    },
  ];
}

/** Registrations, approvals and presence reported by the gateways show without a reload. */
export function useGatewayUsersLive() {
  const client = useQueryClient();
  const refetch = () =>
    void client.invalidateQueries({ queryKey: resourceKeys.all(gatewayUserDescription.key) });
  useRealtimeTopic('gatewayUsers', refetch, refetch);
}
