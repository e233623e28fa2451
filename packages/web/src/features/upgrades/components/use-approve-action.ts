import { upgradePackageDescription } from '@console/contract/resources/descriptions/upgrade-packages';
import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@/engine/types';
import { useResourceAction } from '@/engine/use-resource-mutations';

/** Approval by a second cloud administrator (the server refuses the uploader). */
export function useApproveAction(): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const action = useResourceAction(upgradePackageDescription);
  return useMemo(
    () => [
      {
        key: 'approve',
        label: t('upgrades.approve'),
        confirm: t('upgrades.confirmApprove'),
        visible: (row) => row.state === 'awaitingApproval',
        run: (row) =>
          action
            .mutateAsync({ id: row.id, action: 'approve' })
            .then(() => void message.success(t('upgrades.approved'))),
      },
    ],
    [action, message, t],
  );
}
