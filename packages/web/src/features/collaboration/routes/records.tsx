import {
  COLLABORATION_TITLES,
  collaborationRecordDescription,
  formatDuration,
} from '@console/contract/resources/descriptions/collaboration';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow } from '@/engine/types';
import { useLang } from '@/engine/use-lang';
import { SessionDrawer } from '../components/session-drawer';
import { useCollaborationKind } from '../hooks/use-collaboration-kind';

/** The names a record lists (who joined), as tags; none reads as a dash. */
function Names({ value }: { value: unknown }) {
  const names = Array.isArray(value) ? (value as string[]) : [];
  if (names.length === 0) return <>—</>;
  return (
    <>
      {names.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </>
  );
}

/**
 * `mc_*Record` of the six groups: each session that ran — start, end, duration, who joined —
 * searched by title and time, exported by the engine; "Details" shows who was invited and who
 * joined, and plays the recording where the session's stream recorded one.
 */
export default function CollaborationRecordsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCollaborationKind();
  const [open, setOpen] = useState<ResourceRow | null>(null);
  if (!scope) return <PagePlaceholder title={t('collaboration.records')} />;
  const { kind } = scope;
  return (
    <>
      <ResourceList
        key={kind}
        definition={collaborationRecordDescription}
        title={COLLABORATION_TITLES[kind].record[lang]}
        fixedFilters={{ kind }}
        readOnly
        detailPath={() => undefined}
        rowActions={[{ key: 'details', label: t('collaboration.details'), run: (row) => setOpen(row) }]}
        cellRender={{
          duration: (value) => (
            <span data-testid="record-duration">{formatDuration(value as number | null)}</span>
          ),
          joined: (value) => <Names value={value} />,
        }}
        refetchMs={(rows) => (rows.some((row) => row.endedAt === null) ? 10_000 : false)}
      />
      <SessionDrawer
        id={open ? Number(open.sessionId) : null}
        title={open ? String(open.title) : ''}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
