import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnyResource, RowAction } from '@/engine/types';
import { useResourceAccess } from '@/engine/use-resource-access';
import { useResourceAction } from '@/engine/use-resource-mutations';

/**
 * Switching an official account or a mini program off (confirmed: WeChat's messages to it stop
 * being handled) or on, for those who may edit it.
 */
export function useSwitchActions(definition: AnyResource): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { update } = useResourceAccess(definition);
  const { mutateAsync } = useResourceAction(definition);
  return [
    {
      key: 'disable',
      label: t('wechat.disable'),
      danger: true,
      confirm: t('wechat.disableConfirm'),
      visible: (row) => update && row.enabled === true,
      run: async (row) => {
        await mutateAsync({ id: row.id, action: 'disable' });
        void message.success(t('wechat.disabled'));
      },
    },
    {
      key: 'enable',
      label: t('wechat.enable'),
      visible: (row) => update && row.enabled === false,
      run: async (row) => {
        await mutateAsync({ id: row.id, action: 'enable' });
        void message.success(t('wechat.enabled'));
      },
    },
  ];
}
