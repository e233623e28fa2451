import type { Alarm, AlarmAuditBody } from '@console/contract/alarms';
import { PATHS } from '@console/contract/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { upsertOpenAlarm } from './get-open-alarms';
import { stationKeys } from './station-keys';

/** `POST alarms/:id/acknowledge`: someone took the alarm (it stops sounding and escalating). */
export function acknowledgeAlarm({ id }: { id: number }) {
  return api.post<Alarm>(`${PATHS.resource('alarms')}/${id}/acknowledge`, {});
}

/** `POST alarms/:id/silence { minutes }`: the audible signal pauses, the alarm stays unacknowledged. */
export function silenceAlarm({ id, minutes }: { id: number; minutes: number }) {
  return api.post<Alarm>(`${PATHS.resource('alarms')}/${id}/silence`, { minutes });
}

/** `POST alarms/:id/audit { verdict, reason }`: the alarm was real, or false (a reason required). */
export function auditAlarm({ id, ...body }: { id: number } & AlarmAuditBody) {
  return api.post<Alarm>(`${PATHS.resource('alarms')}/${id}/audit`, body);
}

/**
 * One hook per action, each putting the alarm the server answers into the ward's open list (the
 * `alarms` event that follows brings the same state, so the order of the two does not matter).
 */
function useAlarmAction<V extends { id: number }>(wardId: number, action: (vars: V) => Promise<Alarm>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (alarm) =>
      client.setQueryData<Alarm[]>(stationKeys.openAlarms(wardId), (list) =>
        upsertOpenAlarm(list, alarm, wardId),
      ),
  });
}

export const useAcknowledgeAlarm = (wardId: number) => useAlarmAction(wardId, acknowledgeAlarm);
export const useSilenceAlarm = (wardId: number) => useAlarmAction(wardId, silenceAlarm);
export const useAuditAlarm = (wardId: number) => useAlarmAction(wardId, auditAlarm);
