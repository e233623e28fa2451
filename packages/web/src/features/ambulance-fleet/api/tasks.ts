import { PATHS } from '@console/contract/api/paths';
import type { TaskLive, TaskTransition } from '@console/contract/resources/ambulance-tasks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/engine/resource-keys';
import { api } from '@/lib/api-client';
import { useRealtimeTopic } from '@/lib/use-realtime';

const base = PATHS.resource('ambulanceTasks');

export const taskKeys = {
  live: (id: number) => ['ambulanceTasks', 'live', id] as const,
  /** The engine's list and rows of tasks (invalidated after a move). */
  list: resourceKeys.all('ambulanceTasks'),
};

/** A task's page data and when it arrived here (ms, this browser's clock). */
export type LiveTask = TaskLive & { receivedAt: number };

export const taskLiveQueryOptions = (id: number) =>
  queryOptions({
    queryKey: taskKeys.live(id),
    queryFn: async ({ signal }): Promise<LiveTask> => ({
      ...(await api.get<TaskLive>(`${base}/${id}/live`, { signal })),
      receivedAt: Date.now(),
    }),
  });

/** A fix of the task's ambulance: its last fix, and the route grows while the task is tracked. */
export function withTaskFix(
  data: LiveTask,
  fix: NonNullable<TaskLive['vehicle']>['lastFix'] & object,
): LiveTask {
  const vehicle = data.vehicle;
  if (!vehicle) return data;
  if (vehicle.lastFix && Date.parse(vehicle.lastFix.at) > Date.parse(fix.at)) return data;
  const state = data.task.state as string;
  const tracked = ['dispatched', 'enRoute', 'onScene', 'transporting', 'arrived'].includes(state);
  return {
    ...data,
    vehicle: { ...vehicle, online: true, lastFix: fix },
    route: tracked ? [...data.route, { ...fix, vitals: null }] : data.route,
  };
}

/**
 * One task, kept live (ADR 0045): a move or a notice of it reads the page again; an ETA event
 * patches the ETA; a fix of its ambulance moves the vehicle and extends the route, without a
 * request. After a reconnect the page is read again.
 */
export function useTaskLive(id: number) {
  const client = useQueryClient();
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...taskLiveQueryOptions(id), enabled: valid });
  const resync = () => void client.invalidateQueries({ queryKey: taskKeys.live(id) });
  useRealtimeTopic(
    valid ? 'ambulanceTasks' : null,
    (event) => {
      if (event.type !== 'ambulanceTask' || event.taskId !== id) return;
      if (event.change === 'eta')
        client.setQueryData<LiveTask>(taskKeys.live(id), (data) =>
          data ? { ...data, eta: event.eta ?? null } : data,
        );
      else resync();
    },
    resync,
  );
  const deviceAccountId = query.data?.vehicle?.deviceAccountId;
  useRealtimeTopic(
    valid && deviceAccountId ? 'ambulance' : null,
    (event) => {
      if (event.type !== 'ambulance' || event.fix.deviceAccountId !== deviceAccountId) return;
      const { deviceAccountId: _id, ...fix } = event.fix;
      client.setQueryData<LiveTask>(taskKeys.live(id), (data) => (data ? withTaskFix(data, fix) : data));
    },
    resync,
  );
  return query;
}

/** A console move of the task (a reason with a cancel); the page is read again after it. */
export function useMoveTask(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: TaskTransition) => api.post<Record<string, unknown>>(`${base}/${id}/transition`, move),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: taskKeys.live(id) });
      await client.invalidateQueries({ queryKey: taskKeys.list });
    },
  });
}
