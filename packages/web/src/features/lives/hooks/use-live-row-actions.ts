import { liveDescription } from '@console/contract/resources/descriptions/lives';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResourceAction } from '@/engine/use-resource-mutations';
import type { ResourceRow, RowAction } from '@/engine/types';
import { liveAddressKeys } from '../api/get-live-addresses';
import { openLivePage } from '../components/open-in-new-tab';

const is = (status: string) => (row: ResourceRow) => row.status === status;

/**
 * A stream's moves (SPEC §4) as row actions, each offered only from the status it leaves and
 * confirmed first: start lets the stream server take its push, end cuts the push off.
 */
export function useLiveRowActions(): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { mutateAsync } = useResourceAction(liveDescription);
  const run = async (row: ResourceRow, action: 'start' | 'end' | 'regenerateCode', done: string) => {
    await mutateAsync({ id: row.id, action });
    await client.invalidateQueries({ queryKey: liveAddressKeys.live(row.id) });
    void message.success(done);
  };
  return [
    {
      key: 'start',
      label: t('lives.start'),
      confirm: t('lives.startConfirm'),
      visible: is('notStarted'),
      run: (row) => run(row, 'start', t('lives.started')),
    },
    {
      key: 'end',
      label: t('lives.end'),
      danger: true,
      confirm: t('lives.endConfirm'),
      visible: is('inProgress'),
      run: (row) => run(row, 'end', t('lives.ended')),
    },
    {
      key: 'regenerateCode',
      label: t('lives.regenerateCode'),
      confirm: t('lives.regenerateConfirm'),
      visible: (row) => row.status !== 'ended',
      run: (row) => run(row, 'regenerateCode', t('lives.regenerated')),
    },
    // SPEC §2: the chat audit and online pages open in a new browser tab.
    {
      key: 'chatAudit',
      label: t('liveChat.audit.open'),
      run: (row) => openLivePage('liveChatAudit', row.id),
    },
    { key: 'online', label: t('liveChat.online.open'), run: (row) => openLivePage('liveOnline', row.id) },
  ];
}
