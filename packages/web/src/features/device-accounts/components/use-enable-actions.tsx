import { deviceAccountDescription } from '@console/contract/resources/descriptions/device-accounts';
import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useResourceAction } from '@/engine/use-resource-mutations';

/** Enable / disable a terminal (the definition's transitions), each asked first. */
export function useEnableActions(): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const action = useResourceAction(deviceAccountDescription);
  return useMemo(() => {
    const run = (row: ResourceRow, name: 'enable' | 'disable') =>
      action.mutateAsync({ id: row.id, action: name }).then(() => {
        void message.success(
          t(name === 'enable' ? 'deviceAccounts.enabledDone' : 'deviceAccounts.disabledDone'),
        );
      });
    return [
      {
        key: 'disable',
        label: t('deviceAccounts.disable'),
        danger: true,
        confirm: t('deviceAccounts.confirmDisable'),
        visible: (row) => row.enabled === true,
        run: (row) => run(row, 'disable'),
      },
      {
        key: 'enable',
        label: t('deviceAccounts.enable'),
        confirm: t('deviceAccounts.confirmEnable'),
        visible: (row) => row.enabled === false,
        run: (row) => run(row, 'enable'),
      },
    ];
  }, [action, message, t]);
}
