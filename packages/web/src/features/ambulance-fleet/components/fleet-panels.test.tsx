import type { FleetSnapshot, FleetVehicle, Track } from '@console/contract/resources/ambulance-fleet';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { withFix } from '../api/fleet';
import { positionAt, vitalsAt } from '../fleet-time';
import { ReplayPanel } from './replay-panel';
import { VehicleDetail } from './vehicle-detail';
import { VehicleList } from './vehicle-list';

/** The live map's parts beside the canvas: vehicle list with fix ages, detail, replay and totals. */
const NOW = Date.parse('2026-11-26T10:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

const vehicle = (id: number, extra: Partial<FleetVehicle> = {}): FleetVehicle => ({
  deviceAccountId: id,
  account: `8000000${id}`,
  name: `终端 ${id}`,
  online: true,
  vehicleId: id,
  plate: `沪A·1200${id}`,
  vehicleModel: '福特全顺',
  station: '中心站',
  crew: ['张伟 医生', '李娜 护士'],
  cameras: [{ id: 1, name: '医疗舱摄像头', position: 'cabin', streamUrl: 'rtsp://10.0.0.1/1' }],
  lastFix: {
    at: ago(12),
    lat: 31.23041,
    lng: 121.47372,
    speed: 42,
    heading: 90,
    vitals: { heartRate: 88, spo2: 97 },
  },
  ...extra,
});

const wrap = (node: React.ReactNode) =>
  render(
    <ConfigProvider>
      <AntdApp>{node}</AntdApp>
    </ConfigProvider>,
  );

describe('vehicle list', () => {
  it('shows each ambulance’s plate, position, speed and fix age, greys the stale ones and selects on click', async () => {
    const onSelect = vi.fn();
    wrap(
      <VehicleList
        vehicles={[
          vehicle(1),
          vehicle(2, { lastFix: { ...vehicle(2).lastFix!, at: ago(3 * 3600) } }),
          vehicle(3, { plate: null, vehicleId: null, lastFix: null, online: false }),
        ]}
        nowMs={NOW}
        staleSeconds={120}
        selectedId={null}
        onSelect={onSelect}
      />,
    );
    const first = screen.getByTestId('vehicle-80000001');
    expect(within(first).getByText('沪A·12001')).toBeTruthy();
    expect(within(first).getByTestId('vehicle-position').textContent).toBe('31.23041, 121.47372 · 42 km/h');
    expect(within(first).getByTestId('vehicle-age').textContent).toBe('12 s ago');
    expect(first.getAttribute('data-stale')).toBe('false');
    const second = screen.getByTestId('vehicle-80000002');
    expect(within(second).getByTestId('vehicle-age').textContent).toBe('3 h ago');
    expect(second.getAttribute('data-stale')).toBe('true');
    expect(within(second).getByText('Stale')).toBeTruthy();
    // A terminal with no vehicle row and no fix is folded away until asked for.
    expect(screen.queryByTestId('vehicle-80000003')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Show the terminals without a vehicle or position (1)' }),
    );
    // No vehicle row: the terminal's name; no fix: said so, and stale.
    const third = screen.getByTestId('vehicle-80000003');
    expect(within(third).getByText('终端 3')).toBeTruthy();
    expect(within(third).getByTestId('vehicle-position').textContent).toBe('No position yet');
    expect(third.getAttribute('data-stale')).toBe('true');
    await userEvent.click(second);
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('says when the company has no ambulance', () => {
    wrap(
      <VehicleList
        vehicles={[]}
        nowMs={NOW}
        staleSeconds={120}
        selectedId={null}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByText('No ambulance terminals yet')).toBeTruthy();
  });

  it('moves a vehicle with a newer fix and ignores an older one', () => {
    const snapshot: FleetSnapshot = {
      now: new Date(NOW).toISOString(),
      staleFixSeconds: 120,
      mapStyleUrl: '',
      vehicles: [vehicle(1), vehicle(2)],
      hospitals: [],
    };
    const fix = {
      deviceAccountId: 1,
      at: ago(1),
      lat: 31.3,
      lng: 121.5,
      speed: 50,
      heading: 180,
      vitals: null,
    };
    const moved = withFix(snapshot, fix);
    expect(moved.vehicles[0]!.lastFix).toMatchObject({ lat: 31.3, lng: 121.5, heading: 180 });
    expect(moved.vehicles[1]).toBe(snapshot.vehicles[1]);
    expect(withFix(moved, { ...fix, at: ago(60), lat: 1 })).toBe(moved);
  });
});

describe('vehicle detail', () => {
  it('shows the crew, plate, latest vitals and camera sources', () => {
    wrap(<VehicleDetail vehicle={vehicle(1)} nowMs={NOW} />);
    const detail = screen.getByTestId('vehicle-detail');
    expect(within(detail).getByText('张伟 医生')).toBeTruthy();
    expect(within(detail).getByText('沪A·12001')).toBeTruthy();
    const vitals = screen.getByTestId('vehicle-vitals');
    expect(within(vitals).getByText('Heart rate')).toBeTruthy();
    expect(within(vitals).getByText('88')).toBeTruthy();
    expect(within(detail).getByText('医疗舱摄像头')).toBeTruthy();
  });
});

const track: Track = {
  points: [
    {
      at: '2026-11-26T09:00:00.000Z',
      lat: 31.2,
      lng: 121.4,
      speed: 36,
      heading: 90,
      vitals: { heartRate: 80 },
    },
    { at: '2026-11-26T09:00:10.000Z', lat: 31.2, lng: 121.401, speed: 36, heading: 90, vitals: null },
    {
      at: '2026-11-26T09:05:00.000Z',
      lat: 31.2,
      lng: 121.401,
      speed: 0,
      heading: 90,
      vitals: { heartRate: 95 },
    },
  ],
  stops: [
    {
      from: '2026-11-26T09:00:10.000Z',
      to: '2026-11-26T09:05:00.000Z',
      lat: 31.2,
      lng: 121.401,
      seconds: 290,
    },
  ],
  totals: { distance: 1523, movingSeconds: 10, parkedSeconds: 290, maxSpeed: 36, averageSpeed: 34.3 },
};

describe('replay', () => {
  it('offers the ranges, shows the server’s totals and the vitals at the replayed moment', async () => {
    const onRange = vi.fn();
    const onChange = vi.fn();
    wrap(
      <ReplayPanel
        track={track}
        loading={false}
        error={false}
        range={60}
        onRange={onRange}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Last 15 min' }));
    expect(onRange).toHaveBeenCalledWith(15);
    const totals = screen.getByTestId('track-totals');
    expect(within(totals).getByText('1.52 km')).toBeTruthy();
    expect(within(totals).getByText('0:10')).toBeTruthy();
    expect(within(totals).getByText('4:50')).toBeTruthy();
    expect(within(totals).getByText('36 km/h')).toBeTruthy();
    expect(within(totals).getByText('34.3 km/h')).toBeTruthy();
    expect(within(totals).getByText('1')).toBeTruthy();
    // At the start: the first fix's vitals; the map hears the moment and follow mode.
    expect(within(screen.getByTestId('replay-vitals')).getByText('80')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith({
      track,
      cursorMs: Date.parse(track.points[0]!.at),
      follow: true,
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Follow' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ follow: false }));
  });

  it('plays at the chosen speed to the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onChange = vi.fn();
      wrap(
        <ReplayPanel
          track={track}
          loading={false}
          error={false}
          range={60}
          onRange={() => undefined}
          onChange={onChange}
        />,
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByText('20×'));
      await user.click(screen.getByRole('button', { name: 'Play' }));
      // 300 s of track at 20× take 15 s.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(16_000);
      });
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ cursorMs: Date.parse(track.points[2]!.at) }),
      );
      expect(within(screen.getByTestId('replay-vitals')).getByText('95')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the range has no positions', () => {
    wrap(
      <ReplayPanel
        track={{
          points: [],
          stops: [],
          totals: { distance: 0, movingSeconds: 0, parkedSeconds: 0, maxSpeed: 0, averageSpeed: 0 },
        }}
        loading={false}
        error={false}
        range={15}
        onRange={() => undefined}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByTestId('track-empty').textContent).toBe('No positions in this period');
  });

  it('interpolates the position between fixes and finds the vitals at a moment', () => {
    const half = Date.parse('2026-11-26T09:00:05.000Z');
    expect(positionAt(track.points, half)).toMatchObject({ lat: 31.2, index: 0 });
    expect(positionAt(track.points, half)!.lng).toBeCloseTo(121.4005, 6);
    expect(vitalsAt(track.points, 1)).toEqual({ heartRate: 80 });
    expect(positionAt([], half)).toBeNull();
  });
});
