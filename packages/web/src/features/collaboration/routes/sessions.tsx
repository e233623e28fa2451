import {
  COLLABORATION_TITLES,
  collaborationFormFields,
  collaborationSessionDescription,
} from '@console/contract/resources/descriptions/collaboration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow } from '@/engine/types';
import { useLang } from '@/engine/use-lang';
import { SessionStateTag } from '../components/session-state-tag';
import { useCollaborationKind } from '../hooks/use-collaboration-kind';
import { isChangeableSession, isDeletableSession, useSessionActions } from '../hooks/use-session-actions';

/**
 * `mc_*List` of the six medical-collaboration groups (ADR 0041): the sessions of the route's
 * kind, searched by title, state and scheduled time; scheduled and changed in the kind's form;
 * started, ended and cancelled with a confirmation. Each row opens its page (`mc_*EditInfo?id=`).
 */
export default function CollaborationSessionsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCollaborationKind();
  const actions = useSessionActions();
  // A new session starts at the next full hour unless the form says otherwise.
  const [nextHour] = useState(() => {
    const at = new Date();
    at.setHours(at.getHours() + 1, 0, 0, 0);
    return at.toISOString();
  });
  if (!scope) return <PagePlaceholder title={t('collaboration.title')} />;
  const { kind, routes } = scope;
  const fields = collaborationFormFields(kind);
  return (
    <ResourceList
      key={kind}
      definition={collaborationSessionDescription}
      title={COLLABORATION_TITLES[kind].list[lang]}
      fixedFilters={{ kind }}
      createValues={{ kind }}
      createDefaults={{
        scheduledAt: nextHour,
        plannedMinutes: 60,
        deviceAccountIds: [],
        doctorIds: [],
      }}
      formFields={fields}
      editFields={fields}
      detailPath={(row: ResourceRow) => `${routes.edit}?id=${row.id}`}
      rowActions={actions}
      editable={isChangeableSession}
      deletable={isDeletableSession}
      cellRender={{ state: (value) => <SessionStateTag state={String(value)} /> }}
      refetchMs={(rows) => (rows.some((row) => row.state === 'inProgress') ? 10_000 : false)}
    />
  );
}
