import {
  ambulanceConsultationDescription,
  COLLABORATION_RUN_ACCESS,
} from '@console/contract/resources/descriptions/collaboration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '@/engine/resource-list';
import type { ResourceRow } from '@/engine/types';
import { allows } from '@/engine/use-resource-access';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { SessionDrawer } from '../components/session-drawer';
import { SessionStateTag } from '../components/session-state-tag';
import { isChangeableSession, isDeletableSession, useSessionActions } from '../hooks/use-session-actions';

/**
 * `/ambulance/hospital/consultationManage` (ADR 0046): the consultations an ambulance opens with a
 * receiving hospital — the company's consultation sessions that name a vehicle, listed and
 * filtered by vehicle, hospital, state and time; scheduled with the vehicle and hospital required;
 * started, ended and cancelled as on the collaboration pages; "Details" shows the session as it
 * runs or ran (start, end, duration, who joined).
 */
export default function AmbulanceConsultationsPage() {
  const { t } = useTranslation();
  const moves = useSessionActions(ambulanceConsultationDescription);
  // The session as it runs is the collaboration pages' (the staff's): doctors, nurses, dispatchers.
  const { data: user } = useUserInfo();
  const follows = allows(COLLABORATION_RUN_ACCESS, user);
  const [open, setOpen] = useState<ResourceRow | null>(null);
  // A new consultation starts at the next full hour unless the form says otherwise.
  const [nextHour] = useState(() => {
    const at = new Date();
    at.setHours(at.getHours() + 1, 0, 0, 0);
    return at.toISOString();
  });
  return (
    <>
      <ResourceList
        definition={ambulanceConsultationDescription}
        title={t('ambulanceConsultations.title')}
        createDefaults={{ scheduledAt: nextHour, plannedMinutes: 60, doctorIds: [] }}
        detailPath={() => undefined}
        rowActions={[
          ...(follows
            ? [{ key: 'details', label: t('collaboration.details'), run: (row: ResourceRow) => setOpen(row) }]
            : []),
          ...moves,
        ]}
        editable={isChangeableSession}
        deletable={isDeletableSession}
        cellRender={{ state: (value) => <SessionStateTag state={String(value)} /> }}
        refetchMs={(rows) => (rows.some((row) => row.state === 'inProgress') ? 10_000 : false)}
      />
      <SessionDrawer
        id={open ? open.id : null}
        title={open ? String(open.title) : ''}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
