import { adminDescription } from '@console/contract/resources/descriptions/admins';
import { App, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useResourceAction } from '@/engine/use-resource-mutations';

// Shown once per reset, with a copy button (antd Typography): loaded then, not with the list.
const OneTimePassword = lazy(() => import('./one-time-password'));

/**
 * The admins' `resetPassword` action: after a confirmation the server makes a new one-time
 * password, shown here once with a copy button (the admin must change it at next login).
 */
export function useResetPasswordAction(): RowAction {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const action = useResourceAction<{ password: string }>(adminDescription);

  const run = async (row: ResourceRow) => {
    const { password } = await action.mutateAsync({ id: row.id, action: 'resetPassword' });
    modal.success({
      title: t('admins.passwordReset'),
      mask: { closable: false },
      okText: t('engine.close'),
      content: (
        <Suspense fallback={<Spin />}>
          <OneTimePassword name={String(row.username ?? row.realName ?? row.id)} password={password} />
        </Suspense>
      ),
    });
  };

  return {
    key: 'resetPassword',
    label: t('admins.resetPassword'),
    confirm: t('admins.resetConfirm'),
    run,
  };
}
