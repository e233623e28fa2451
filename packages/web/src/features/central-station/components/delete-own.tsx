import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';

/**
 * Delete for what the signed-in user wrote or put at the bed (a note, a file), after a
 * confirmation naming it; a refusal is shown with the server's reason.
 */
export function DeleteOwn({
  question,
  onDelete,
  failedText,
}: {
  question: string;
  onDelete: () => Promise<unknown>;
  failedText: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Popconfirm
      title={question}
      okText={t('bedMonitor.notes.delete')}
      cancelText={t('bedMonitor.notes.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        onDelete().catch((failure: unknown) => {
          void message.error(isApiError(failure) ? failure.message : failedText);
        })
      }
    >
      <Button type="link" danger size="small">
        {t('bedMonitor.notes.delete')}
      </Button>
    </Popconfirm>
  );
}
