import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Alert, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeletionCounts, type DeletionKind } from './get-deletion-counts';

/**
 * The body of a ward's or bed's delete confirmation (SPEC §5): what goes with it, counted by the
 * server when the dialog opens.
 */
function Counts({ kind, id }: { kind: DeletionKind; id: number }) {
  const { t } = useTranslation();
  const counts = useDeletionCounts(kind, id);
  if (counts.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (counts.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  const entries = Object.entries(counts.data.counts);
  return (
    <div data-testid="deletion-counts">
      <Typography.Paragraph>{t(`baseMedical.delete.${kind}Intro`)}</Typography.Paragraph>
      {entries.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('baseMedical.delete.nothingBeneath')}</Typography.Paragraph>
      ) : (
        <ul>
          {entries.map(([key, count]) => (
            <li key={key}>{t(`baseMedical.delete.${key}`, { count, defaultValue: `${key}: ${count}` })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The confirmation body, under the page's query client: antd's `modal.confirm` renders outside
 * the providers of the page that opens it.
 */
export function DeletionCounts({
  client,
  kind,
  id,
}: {
  client: QueryClient;
  kind: DeletionKind;
  id: number;
}) {
  return (
    <QueryClientProvider client={client}>
      <Counts kind={kind} id={id} />
    </QueryClientProvider>
  );
}
