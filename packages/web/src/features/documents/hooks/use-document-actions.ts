import { documentDescription } from '@console/contract/resources/descriptions/documents';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceRow, RowAction } from '@/engine/types';
import { useResourceAction } from '@/engine/use-resource-mutations';

const publishable = (row: ResourceRow) => row.state === 'draft' || row.state === 'recovered';

/**
 * Publish (a draft, or a recovered document again) and recover (withdraw a published one from
 * the document centre), each after a confirmation; the server refuses any other move.
 */
export function useDocumentActions(): RowAction[] {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useResourceAction(documentDescription);
  return [
    {
      key: 'publish',
      label: t('documents.publish'),
      confirm: t('documents.publishConfirm'),
      visible: publishable,
      run: async (row) => {
        await mutateAsync({ id: row.id, action: 'publish' });
        void message.success(t('documents.published'));
      },
    },
    {
      key: 'recover',
      label: t('documents.recover'),
      confirm: t('documents.recoverConfirm'),
      danger: true,
      visible: (row) => row.state === 'published',
      run: async (row) => {
        await mutateAsync({ id: row.id, action: 'recover' });
        void message.success(t('documents.recovered'));
      },
    },
  ];
}
