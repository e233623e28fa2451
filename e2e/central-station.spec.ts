import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { API } from './support/constants';
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

/**
 * A new monitor (terminal) bound as critical equipment to a demo bed: the `fromEnd`-th bed (1: the
 * last) of the first demo ward with beds, so that the tests of this file each take a bed of their
 * own. Wards other specs make (`E2E病区…`) are skipped: they come and go while this file runs.
 */
async function monitoredBed(request: APIRequestContext, fromEnd: number) {
  const admin = await adminApi(request);
  const { list: wards } = await admin.get<{ list: Ward[] }>(`${resourcePath('wards')}?page=1&size=100`);
  for (const ward of wards.filter((w) => !w.name.startsWith('E2E'))) {
    const station = await admin.get<Station>(`${resourcePath('wards', ward.id)}/station`);
    const bed = station.beds[station.beds.length - fromEnd];
    if (!bed) continue;
    const terminal = await createTerminal(request, `e2e 中央站监护仪 ${fromEnd}`, ward.customerId);
    await admin.post(resourcePath('criticalDevices'), {
      name: `e2e 监护仪 ${terminal.account}`,
      deviceAccountId: terminal.id,
      type: 'monitor',
      wardId: ward.id,
      bedId: bed.bedId,
      customerId: ward.customerId,
    });
    return { ward, bedId: bed.bedId, terminal, admin };
  }
  throw new Error('no demo ward with beds');
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
  const { ward, bedId, terminal, admin } = await monitoredBed(request, 1);

  const reloads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
  await page.goto(`aiIcu/centralStation?ward=${ward.id}`);
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

/**
 * Silence and escalation on the server's clock (TEST_CLOCK): a silenced alarm sounds again when
 * its minute is up, and one left unacknowledged past the indicator's escalation minutes is marked
 * escalated, each reaching the panel live.
 */
test('a silence runs out and the alarm is due again; left unacknowledged, it escalates', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { ward, bedId, terminal, admin } = await monitoredBed(request, 2);
  await page.goto(`aiIcu/centralStation?ward=${ward.id}`);
  const tile = page.getByTestId(`bed-tile-${bedId}`);
  await expect(tile).toBeVisible();

  const monitor = await vitalsPublisher(terminal, { ...NORMAL, spo2: 85 });
  try {
    await expect(tile.getByTestId('alarm-badge')).toHaveText('!!!报警', { timeout: 30_000 });
    const [alarm] = (
      await admin.get<{ list: AlarmRow[] }>(`${resourcePath('alarms')}?bedId=${bedId}&state=open`)
    ).list;
    expect(alarm).toMatchObject({ code: 'spo2', level: 'alarm', state: 'active' });
    const entry = page.getByTestId(`alarm-${alarm!.id}`);
    await expect(entry).toContainText('未确认');

    // A click on the menu while it still opens can be lost (seen under load: no request was
    // sent); open and pick again until the silence shows (silencing twice only restarts it).
    const silenceFor = page.getByRole('menuitem', { name: '静音 1 分钟' });
    await expect(async () => {
      if (!(await silenceFor.isVisible())) await entry.getByRole('button', { name: /^静音 / }).click();
      await silenceFor.click({ timeout: 2_000 });
      await expect(entry).toContainText('静音至', { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    // Silenced is not acknowledged: the badge keeps flashing, only the sound pauses.
    await expect(tile.getByTestId('alarm-badge')).toHaveAttribute('data-motion', 'flashing');

    const move = async (seconds: number) =>
      expect((await request.post(`${API}/test/clock`, { data: { seconds } })).ok()).toBe(true);
    await move(61);
    await expect(entry).not.toContainText('静音至');
    await expect(entry).toContainText('未确认');
    await expect(entry).not.toContainText('已升级');

    // The built-in indicators escalate after 5 minutes unacknowledged.
    await move(5 * 60);
    await expect(entry).toContainText('已升级');
    const after = await admin.get<{ list: (AlarmRow & { escalatedAt: string | null })[] }>(
      `${resourcePath('alarms')}?bedId=${bedId}&state=open`,
    );
    expect(after.list).toEqual([expect.objectContaining({ id: alarm!.id, state: 'active' })]);
    expect(after.list[0]!.escalatedAt).not.toBeNull();
  } finally {
    await monitor.stop();
  }
});
