import { schoolMessageDescription } from '@console/contract/resources/descriptions/school-messages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ResourceDetail, type DetailTab } from '@/engine/resource-detail';
import { useDetailTab } from '@/engine/use-detail-tab';
import type { ResourceRow } from '@/engine/types';
import { Receipts } from '../components/receipts';
import { isScheduled, useCancelAction } from './school-messages';

const TABS = ['info', 'receipts'] as const;
const INFO_FIELDS = [
  'title',
  'type',
  'content',
  'groupIds',
  'deviceAccountIds',
  'memberIds',
  'sendAt',
  'state',
  'sentAt',
];

/**
 * SPEC /schoolAssistant/schoolMessage/detail/{id}/{tempId}: the message (`tempId` its type) and
 * its read receipts.
 */
export default function SchoolMessageDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { active, onTabChange } = useDetailTab(TABS);
  const tabs = useMemo<DetailTab[]>(
    () => [
      { key: 'info', label: t('schoolMessages.info'), fields: INFO_FIELDS, stamps: true },
      {
        key: 'receipts',
        label: t('schoolMessages.receipts'),
        content: (row: ResourceRow) => <Receipts id={row.id} state={String(row.state)} />,
      },
    ],
    [t],
  );
  return (
    <ResourceDetail
      definition={schoolMessageDescription}
      id={id}
      tabs={tabs}
      activeTab={active}
      onTabChange={onTabChange}
      actions={useCancelAction()}
      editable={isScheduled}
      listPath="/schoolAssistant/schoolMessage"
    />
  );
}
