import { gatewayDescription } from '@console/contract/resources/descriptions/gateways';
import type { SetupKey } from '@console/contract/resources/gateways';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useResourceAccess } from '@/engine/use-resource-access';
import { useResourceAction } from '@/engine/use-resource-mutations';
import { SetupKeyView } from '../components/setup-key-view';

/**
 * A gateway's actions: its users, the setup key to configure it with (shown after a
 * confirmation, and logged), and switching it off (confirmed) or on.
 */
export function useGatewayActions(): RowAction[] {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { update } = useResourceAccess(gatewayDescription);
  const { mutateAsync } = useResourceAction(gatewayDescription);
  const may = () => update;
  return [
    {
      key: 'users',
      label: t('gateways.users'),
      run: (row: ResourceRow) => navigate(`/gateway/gatewayManage/userList/${row.id}`),
    },
    {
      key: 'setupKey',
      label: t('gateways.setupKey'),
      confirm: t('gateways.setupKeyConfirm'),
      visible: may,
      run: async (row) => {
        const key = (await mutateAsync({ id: row.id, action: 'setupKey' })) as SetupKey;
        modal.info({ title: t('gateways.setupKey'), width: 560, content: <SetupKeyView {...key} /> });
      },
    },
    {
      key: 'disable',
      label: t('gateways.disable'),
      danger: true,
      confirm: t('gateways.disableConfirm'),
      visible: (row) => may() && row.enabled === true,
      run: async (row) => {
        await mutateAsync({ id: row.id, action: 'disable' });
        void message.success(t('gateways.disabled'));
      },
    },
    {
      key: 'enable',
      label: t('gateways.enable'),
      visible: (row) => may() && row.enabled === false,
      run: async (row) => {
        await mutateAsync({ id: row.id, action: 'enable' });
        void message.success(t('gateways.enabled'));
      },
    },
  ];
}
