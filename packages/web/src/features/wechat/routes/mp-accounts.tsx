import { wechatAccountDescription } from '@console/contract/resources/descriptions/wechat';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '@/engine/resource-list';
import type { RowAction } from '@/engine/types';
import { useSwitchActions } from '../hooks/use-switch-actions';

/** The templates of an account, then switching it off or on. */
export function useAccountActions(): RowAction[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return [
    {
      key: 'templates',
      label: t('wechat.templates'),
      run: (row) => navigate(`/wechat/mpAccount/msgTemp/${row.id}`),
    },
    ...useSwitchActions(wechatAccountDescription),
  ];
}

/**
 * SPEC /wechat/mpAccount: the company's official accounts (ADR 0034). The AppSecret, token and
 * EncodingAESKey are written, never read back: the list shows their last four characters.
 */
export default function MpAccountsPage() {
  return <ResourceList definition={wechatAccountDescription} rowActions={useAccountActions()} />;
}
