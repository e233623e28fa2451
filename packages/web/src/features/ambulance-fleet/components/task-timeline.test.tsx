import type { TaskEvent, TaskLive } from '@console/contract/resources/ambulance-tasks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { withTaskFix, type LiveTask } from '../api/tasks';
import { TaskActions, TaskGeofenceEvents, TaskTimeline } from './task-timeline';

/** The task page's timeline and its moves (ADR 0045). */
const wrap = (node: React.ReactNode) =>
  render(
    <ConfigProvider>
      <AntdApp>{node}</AntdApp>
    </ConfigProvider>,
  );

const at = (minute: number) => `2026-11-26T02:${String(minute).padStart(2, '0')}:00.000Z`;
const event = (id: number, toState: TaskEvent['toState'], by: TaskEvent['by'], actor: string): TaskEvent => ({
  id,
  action: 'dispatch',
  fromState: 'created',
  toState,
  by,
  actor,
  reason: null,
  at: at(id),
});

describe('task timeline', () => {
  it('shows each reached step with its time and who moved it', () => {
    wrap(
      <TaskTimeline
        task={{
          state: 'onScene',
          createdAt: at(0),
          dispatchedAt: at(1),
          enRouteAt: at(2),
          onSceneAt: at(3),
          transportingAt: null,
        }}
        events={[
          event(1, 'dispatched', 'console', 'dispatcher'),
          event(2, 'enRoute', 'terminal', '80000001'),
          event(3, 'onScene', 'geofence', 'Nanjing Rd 100'),
        ]}
      />,
    );
    expect(screen.getByTestId('task-step-dispatched').textContent).toContain('Console · dispatcher');
    expect(screen.getByTestId('task-step-enRoute').textContent).toContain('Terminal · 80000001');
    expect(screen.getByTestId('task-step-onScene').textContent).toContain('Geofence · Nanjing Rd 100');
    expect(screen.getByTestId('task-step-onScene').textContent).toContain(new Date(at(3)).toLocaleString());
    // Not reached yet: no time, no mover.
    expect(screen.getByTestId('task-step-transporting').textContent).toBe('');
    expect(screen.getByText('Transporting')).toBeTruthy();
  });

  it('ends a cancelled task at its cancel, with the reason', () => {
    wrap(
      <TaskTimeline
        task={{
          state: 'cancelled',
          createdAt: at(0),
          dispatchedAt: at(1),
          cancelledAt: at(4),
          cancelReason: 'false alarm',
        }}
        events={[event(1, 'dispatched', 'console', 'dispatcher')]}
      />,
    );
    expect(screen.getByTestId('task-step-cancelled').textContent).toContain('Reason: false alarm');
    expect(screen.queryByTestId('task-step-enRoute')).toBeNull();
    expect(screen.queryByTestId('task-step-closed')).toBeNull();
  });
});

describe('task moves', () => {
  it('offers only the legal next moves of the state', () => {
    const { unmount } = wrap(<TaskActions state="created" pending={false} onMove={vi.fn()} />);
    const created = within(screen.getByTestId('task-actions'));
    expect(created.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      'Dispatch',
      'Canceltask',
    ]);
    unmount();
    wrap(<TaskActions state="transporting" pending={false} onMove={vi.fn()} />);
    expect(
      within(screen.getByTestId('task-actions'))
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/\s/g, '')),
    ).toEqual(['Athospital', 'Canceltask']);
  });

  it('says a finished task has no moves', () => {
    wrap(<TaskActions state="closed" pending={false} onMove={vi.fn()} />);
    expect(screen.getByText('The task is finished')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves at once, but closes only after a confirmation', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    const { unmount } = wrap(<TaskActions state="dispatched" pending={false} onMove={onMove} />);
    await user.click(screen.getByRole('button', { name: 'En route' }));
    expect(onMove).toHaveBeenCalledWith('depart');
    unmount();
    onMove.mockClear();
    wrap(<TaskActions state="arrived" pending={false} onMove={onMove} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onMove).not.toHaveBeenCalled();
    expect(await screen.findByText('Close the task? It cannot be changed afterwards')).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Close' }).at(-1)!;
    await user.click(confirm);
    expect(onMove).toHaveBeenCalledWith('close');
  });

  it('cancels only with a reason', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    wrap(<TaskActions state="enRoute" pending={false} onMove={onMove} />);
    await user.click(screen.getByRole('button', { name: 'Cancel task' }));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: 'Cancel task' });
    await user.click(ok);
    expect(onMove).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason for cancelling (required)'), 'duplicate call');
    await user.click(ok);
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('cancel', 'duplicate call'));
  });

  it('disables the moves while one is on its way', () => {
    wrap(<TaskActions state="created" pending onMove={vi.fn()} />);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveProperty('disabled', true);
  });
});

describe('a fix of the task’s ambulance', () => {
  const base = (state: string): LiveTask =>
    ({
      now: at(0),
      receivedAt: 0,
      task: { state },
      events: [],
      notices: [],
      eta: null,
      vehicle: { id: 1, deviceAccountId: 7, plate: 'A1', online: false, lastFix: null },
      hospital: null,
      sceneRadius: 200,
      staleFixSeconds: 120,
      mapStyleUrl: '',
      route: [],
      geofence: [],
    }) satisfies TaskLive & { receivedAt: number };
  const fix = (minute: number, lat: number) => ({
    at: at(minute),
    lat,
    lng: 121,
    speed: 30,
    heading: 0,
    vitals: null,
  });

  it('moves the vehicle and extends the route while tracked, and ignores an older fix', () => {
    const moved = withTaskFix(base('enRoute'), fix(5, 31.1));
    expect(moved.vehicle?.lastFix?.lat).toBe(31.1);
    expect(moved.vehicle?.online).toBe(true);
    expect(moved.route.map((p) => p.lat)).toEqual([31.1]);
    expect(withTaskFix(moved, fix(4, 31.0))).toBe(moved);
  });

  it('moves the vehicle but keeps the route of a task not under way', () => {
    const closed = withTaskFix(base('closed'), fix(5, 31.1));
    expect(closed.vehicle?.lastFix?.lat).toBe(31.1);
    expect(closed.route).toEqual([]);
  });
});

describe('the geofences on the way', () => {
  it('lists the hospitals the ambulance entered and left, and nothing without any', () => {
    const { unmount } = wrap(
      <TaskGeofenceEvents
        events={[
          { id: 1, kind: 'enter', hospitalId: 3, hospitalName: 'Huangpu Central', at: at(10) },
          { id: 2, kind: 'exit', hospitalId: 3, hospitalName: 'Huangpu Central', at: at(40) },
        ]}
      />,
    );
    const items = within(screen.getByTestId('task-geofence')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Entered Huangpu Central'),
      expect.stringContaining('Left Huangpu Central'),
    ]);
    unmount();
    wrap(<TaskGeofenceEvents events={[]} />);
    expect(screen.queryByTestId('task-geofence')).toBeNull();
  });
});
