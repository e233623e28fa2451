import type { TaskEvent, TaskLive } from '@console/contract/resources/ambulance-tasks';
import {
  ambulanceTaskDescription,
  consoleActions,
  TASK_MOVER_LABELS,
  TASK_STAMPS,
  TASK_STATES,
  type TaskAction,
  type TaskState,
} from '@console/contract/resources/descriptions/ambulance-tasks';
import { App, Button, Input, Popconfirm, Space, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/engine/status-tag';
import { useLang } from '@/engine/use-lang';

/** Tag colours of the task states and priorities. */
export const TASK_STATE_COLOURS: Readonly<Record<string, string>> = {
  created: 'default',
  dispatched: 'blue',
  enRoute: 'geekblue',
  onScene: 'purple',
  transporting: 'orange',
  arrived: 'cyan',
  closed: 'green',
  cancelled: 'red',
};
export const TASK_PRIORITY_COLOURS: Readonly<Record<string, string>> = {
  critical: 'red',
  urgent: 'orange',
  normal: 'default',
};

export function TaskStateTag({ state }: { state: string }) {
  return (
    <StatusTag field={ambulanceTaskDescription.fields.state} value={state} colours={TASK_STATE_COLOURS} />
  );
}

/** The way of a task that is not cancelled: every state but that one, in order. */
const PATH: readonly TaskState[] = TASK_STATES.filter((state) => state !== 'cancelled');

const time = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '');

/**
 * The task's way so far (ADR 0045): each state of the path with the time it was entered and who
 * or what moved it there (console user, terminal, geofence); a cancelled task ends at its
 * cancel, with the reason.
 */
export function TaskTimeline({
  task,
  events,
}: {
  task: Record<string, unknown>;
  events: readonly TaskEvent[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const state = task.state as TaskState;
  const labels = ambulanceTaskDescription.fields.state.optionLabels ?? {};
  const moverOf = (to: TaskState) => {
    const event = [...events].reverse().find((e) => e.toState === to);
    if (!event) return '';
    const by = TASK_MOVER_LABELS[event.by][lang];
    return event.actor ? `${by} · ${event.actor}` : by;
  };
  const cancelled = state === 'cancelled';
  const reached = (s: TaskState) =>
    s === 'created' ? task.createdAt : task[TASK_STAMPS[s as keyof typeof TASK_STAMPS]];
  const shown = cancelled ? PATH.filter((s) => reached(s)) : PATH;
  const items = shown.map((s) => ({
    key: s,
    title: labels[s]?.[lang] ?? s,
    description: (
      <span data-testid={`task-step-${s}`}>
        {time(reached(s) as string | null)}
        {moverOf(s) ? <div>{moverOf(s)}</div> : null}
      </span>
    ),
  }));
  if (cancelled)
    items.push({
      key: 'cancelled',
      title: labels.cancelled?.[lang] ?? 'cancelled',
      description: (
        <span data-testid="task-step-cancelled">
          {time(task.cancelledAt as string)}
          <div>{t('ambulanceTasks.reason', { reason: String(task.cancelReason ?? '') })}</div>
        </span>
      ),
    });
  const current = cancelled ? items.length - 1 : PATH.indexOf(state);
  return (
    <Steps
      direction="vertical"
      size="small"
      current={current}
      status={cancelled ? 'error' : state === 'closed' ? 'finish' : 'process'}
      items={items}
      data-testid="task-timeline"
    />
  );
}

/** The ambulance entering and leaving hospitals' geofences during the task, in time order. */
export function TaskGeofenceEvents({ events }: { events: TaskLive['geofence'] }) {
  const { t } = useTranslation();
  if (events.length === 0) return null;
  return (
    <section data-testid="task-geofence">
      <Typography.Text strong>{t('ambulanceTasks.geofenceTitle')}</Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {events.map((event) => (
          <li key={event.id}>
            <Typography.Text type="secondary">{time(event.at)}</Typography.Text>{' '}
            {t(`ambulanceTasks.geofence.${event.kind}`, { hospital: event.hospitalName })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The console's moves from the task's state (ADR 0045): one button per legal next move; closing
 * asks for a confirmation, cancelling for a confirmation and a reason.
 */
export function TaskActions({
  state,
  pending,
  onMove,
}: {
  state: TaskState;
  pending: boolean;
  onMove: (action: TaskAction, reason?: string) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const actions = consoleActions(state);
  if (actions.length === 0)
    return <Typography.Text type="secondary">{t('ambulanceTasks.noMoves')}</Typography.Text>;
  const askCancel = () => {
    let typed = '';
    // OK is offered once a reason is typed: the server refuses a cancel without one.
    const dialog = modal.confirm({
      title: t('ambulanceTasks.cancelTitle'),
      content: (
        <Input.TextArea
          aria-label={t('ambulanceTasks.cancelReason')}
          placeholder={t('ambulanceTasks.cancelReason')}
          maxLength={200}
          autoFocus
          onChange={(event) => {
            typed = event.target.value;
            dialog.update({ okButtonProps: { danger: true, disabled: !typed.trim() } });
          }}
        />
      ),
      okText: t('ambulanceTasks.action.cancel'),
      okButtonProps: { danger: true, disabled: true },
      cancelText: t('ambulanceTasks.back'),
      onOk: () => onMove('cancel', typed.trim()),
    });
  };
  return (
    <Space wrap data-testid="task-actions">
      {actions.map((action) => {
        const label = t(`ambulanceTasks.action.${action}`);
        if (action === 'cancel')
          return (
            <Button key={action} danger disabled={pending} onClick={askCancel}>
              {label}
            </Button>
          );
        if (action === 'close')
          return (
            <Popconfirm
              key={action}
              title={t('ambulanceTasks.closeConfirm')}
              okText={label}
              cancelText={t('ambulanceTasks.back')}
              onConfirm={() => onMove('close')}
            >
              <Button type="primary" disabled={pending}>
                {label}
              </Button>
            </Popconfirm>
          );
        return (
          <Button key={action} type="primary" disabled={pending} onClick={() => onMove(action)}>
            {label}
          </Button>
        );
      })}
    </Space>
  );
}
