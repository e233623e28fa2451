import { schoolMessageDescription } from '@console/contract/resources/descriptions/school-messages';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useResourceAction } from '@/engine/use-resource-mutations';

export const isScheduled = (row: ResourceRow) => row.state === 'scheduled';
const FORM_FIELDS = ['title', 'type', 'content', 'groupIds', 'deviceAccountIds', 'memberIds', 'sendAt'];
/** A message being sent is read again each second until the job has sent it. */
const whileSending = (rows: readonly ResourceRow[]) =>
  rows.some((row) => row.state === 'sending') ? 1000 : false;

/** Cancel a scheduled message (confirmed): it is not sent. */
export function useCancelAction(): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useResourceAction(schoolMessageDescription);
  return [
    {
      key: 'cancel',
      label: t('schoolMessages.cancel'),
      danger: true,
      confirm: t('schoolMessages.cancelConfirm'),
      visible: isScheduled,
      run: async (row) => {
        await mutateAsync({ id: row.id, action: 'cancel' });
        void message.success(t('schoolMessages.cancelled'));
      },
    },
  ];
}

/**
 * SPEC /schoolAssistant/schoolMessage: notifications to classes (device groups) and single
 * terminals, sent now or at a time ahead, with how many read them. Only a scheduled one is edited.
 */
export default function SchoolMessagesPage() {
  return (
    <ResourceList
      definition={schoolMessageDescription}
      formFields={FORM_FIELDS}
      editable={isScheduled}
      refetchMs={whileSending}
      rowActions={useCancelAction()}
      detailPath={(row) => `/schoolAssistant/schoolMessage/detail/${row.id}/${String(row.type)}`}
    />
  );
}
