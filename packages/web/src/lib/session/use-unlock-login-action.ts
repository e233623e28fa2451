import { PATHS } from '@console/contract/api/paths';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@/engine/types';
import { api } from '@/lib/api-client';

/**
 * Issue 13: an administrator lifts the sign-in delays failed passwords put on an account (the
 * server checks the caller may manage it), for administrators and members alike.
 */
export function useUnlockLoginAction(): RowAction {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return {
    key: 'unlockLogin',
    label: t('unlockLogin.action'),
    confirm: t('unlockLogin.confirm'),
    run: async (row) => {
      await api.post<null>(PATHS.unlockLogin, { id: row.id });
      void message.success(t('unlockLogin.done'));
    },
  };
}
