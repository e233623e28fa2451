import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@/engine/types';
import { useSetEnableOrBind } from '../api/set-enable-or-bind';

/**
 * Disable (sign-in refused, open sessions ended) or enable a member, and release a member's app
 * from its device; each after a confirmation.
 */
export function useStatusActions(): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mutation = useSetEnableOrBind();
  const done = () => void message.success(t('members.saved'));
  return [
    {
      key: 'disable',
      label: t('members.disable'),
      danger: true,
      confirm: t('members.disableConfirm'),
      visible: (row) => row.status === 1,
      run: (row) => mutation.mutateAsync({ id: row.id, type: 'enable', value: false }).then(done),
    },
    {
      key: 'enable',
      label: t('members.enable'),
      confirm: t('members.enableConfirm'),
      visible: (row) => row.status !== 1,
      run: (row) => mutation.mutateAsync({ id: row.id, type: 'enable', value: true }).then(done),
    },
    {
      key: 'unbind',
      label: t('members.unbind'),
      confirm: t('members.unbindConfirm'),
      visible: (row) => typeof row.boundDevice === 'string' && row.boundDevice !== '',
      run: (row) => mutation.mutateAsync({ id: row.id, type: 'bind', value: false }).then(done),
    },
  ];
}
