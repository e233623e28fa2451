import { schoolQuestionDescription } from '@console/contract/resources/descriptions/school-questions';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useResourceAction } from '@/engine/use-resource-mutations';

/** A closed question is kept as it was: no answer and no edit any more (the server refuses both). */
export const isOpenQuestion = (row: ResourceRow) => row.state !== 'closed';

/** Close, offered while the question is awaiting an answer or answered, after a confirmation. */
export function useQuestionActions(): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useResourceAction(schoolQuestionDescription);
  return [
    {
      key: 'close',
      label: t('schoolQa.close'),
      confirm: t('schoolQa.closeConfirm'),
      visible: isOpenQuestion,
      run: async (row) => {
        await mutateAsync({ id: row.id, action: 'close' });
        void message.success(t('schoolQa.closed'));
      },
    },
  ];
}
