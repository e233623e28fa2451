import { expect, test } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { createTerminal, vitalsPublisher } from './support/terminals';

interface Ward {
  id: number;
  customerId: number;
  name: string;
}
interface Station {
  beds: { bedId: number }[];
}
interface AlarmRow {
  id: number;
  code: string;
  level: string;
  state: string;
  acknowledgedBy: string | null;
}

const NORMAL = { heartRate: 78, spo2: 97, systolic: 118, diastolic: 76, respiration: 16, temperature: 36.7 };

/**
 * The central station (issue 15) on the built server and the real broker: a monitor bound to a
 * demo bed holds the heart rate out of range, the alarm is raised after its persistence delay and
 * reaches the tile and the alarm panel live; it is acknowledged from the panel, and once the value
 * is back to normal the acknowledged alarm clears and leaves the panel, without a reload.
 */
test('an out-of-range heart rate raises an alarm on the station; acknowledged, it clears when the value is normal', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi(request);
  const { list: wards } = await admin.get<{ list: Ward[] }>(`${resourcePath('wards')}?page=1&size=100`);
  let ward: Ward | undefined;
  let bedId: number | undefined;
  for (const candidate of wards) {
    const station = await admin.get<Station>(`${resourcePath('wards', candidate.id)}/station`);
    if (station.beds.length > 0) {
      ward = candidate;
      bedId = station.beds[station.beds.length - 1]!.bedId;
      break;
    }
  }
  expect(ward && bedId).toBeTruthy();

  const terminal = await createTerminal(request, 'e2e 中央站监护仪', ward!.customerId);
  await admin.post(resourcePath('criticalDevices'), {
    name: `e2e 监护仪 ${terminal.account}`,
    deviceAccountId: terminal.id,
    type: 'monitor',
    wardId: ward!.id,
    bedId,
    customerId: ward!.customerId,
  });

  const reloads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
  await page.goto(`aiIcu/centralStation?ward=${ward!.id}`);
  const tile = page.getByTestId(`bed-tile-${bedId}`);
  await expect(tile).toBeVisible();
  reloads.length = 0;

  const monitor = await vitalsPublisher(terminal, { ...NORMAL, heartRate: 150 });
  try {
    // The value shows at once; the alarm follows the indicator's persistence delay (10 s).
    await expect(tile.getByTestId('vital-heartRate')).toHaveAttribute('data-level', 'alarm', {
      timeout: 10_000,
    });
    await expect(tile.getByTestId('vital-heartRate')).toContainText('150');
    const badge = tile.getByTestId('alarm-badge');
    await expect(badge).toHaveText('!!!报警', { timeout: 30_000 });
    await expect(badge).toHaveAttribute('data-motion', 'flashing');
    await expect(badge).toHaveCSS('animation-duration', '0.5s');

    const [alarm] = (
      await admin.get<{ list: AlarmRow[] }>(`${resourcePath('alarms')}?bedId=${bedId}&state=open`)
    ).list;
    expect(alarm).toMatchObject({ code: 'heartRate', level: 'alarm', state: 'active' });
    const entry = page.getByTestId(`alarm-${alarm!.id}`);
    await expect(entry).toContainText('心率 150 bpm');

    await entry.getByRole('button', { name: /^确认 / }).click();
    await expect(entry).toContainText('admin 于');
    await expect(badge).toHaveAttribute('data-motion', 'steady');
    const after = await admin.get<{ list: AlarmRow[] }>(
      `${resourcePath('alarms')}?bedId=${bedId}&state=open`,
    );
    expect(after.list).toEqual([
      expect.objectContaining({ id: alarm!.id, state: 'acknowledged', acknowledgedBy: 'admin' }),
    ]);

    // Back to normal: the acknowledged alarm clears, and leaves the tile and the panel.
    monitor.set({ heartRate: 80 });
    await expect(entry).toHaveCount(0, { timeout: 15_000 });
    await expect(tile.getByTestId('alarm-badge')).toHaveCount(0);
    await expect(tile.getByTestId('vital-heartRate')).toHaveAttribute('data-level', 'normal');
    expect(reloads).toEqual([]);
  } finally {
    await monitor.stop();
  }
});
