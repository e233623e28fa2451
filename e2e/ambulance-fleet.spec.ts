import { expect, test } from '@playwright/test';
import { asAmbulanceEditor, simulatedAmbulance } from './support/ambulance-editor';
import { signIn } from './support/login-page';
import { uniqueSuffix } from './support/resource-page';

/**
 * The ambulance live map (issue 18, ADR 0040) against the real server and broker: an ambulance
 * terminal and its vehicle are made through the API, a simulated ambulance logs in over MQTT and
 * reports GPS fixes, and the editor's map moves it without a reload; then its track is replayed
 * with the server's totals.
 */
test.use({ storageState: { cookies: [], origins: [] } });

test('a simulated ambulance moves on the live map without a reload, and its track replays with totals', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await asAmbulanceEditor(request, async (editor) => {
    const suffix = uniqueSuffix();
    const plate = `沪E·${suffix.slice(-5)}`;
    const { device, ambulance } = await simulatedAmbulance(request, editor, {
      name: `E2E急救车${suffix}`,
      plate,
      crew: ['E2E 医生'],
      station: 'E2E 分站',
      seed: 18,
    });
    try {
      await ambulance.start();
      await expect.poll(() => ambulance.connected, { timeout: 15_000 }).toBe(true);
      // The first fix, stored before the page opens.
      expect(ambulance.reportPosition({ lat: 31.2301, lng: 121.4701, speed: 30, heading: 45 })).toBe(true);

      await signIn(page, editor.username, editor.password);
      await expect(page).toHaveURL(/\/web\/dashboard\/index$/);
      await page.goto('ambulance/device/liveMap');
      const item = page.getByTestId(`vehicle-${device.account}`);
      const position = item.getByTestId('vehicle-position');
      await expect(position).toContainText('31.23010, 121.47010', { timeout: 20_000 });
      await expect(item).toContainText(plate);
      // its marker is on the map
      await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
      await expect(page.getByTestId('live-status')).toHaveText('实时');

      // It drives on: the list and the marker follow, without a reload.
      const marker = page.locator(`.leaflet-marker-icon[title="${plate}"]`);
      const before = await marker.boundingBox();
      await page.evaluate(() => ((globalThis as unknown as { __noReload: boolean }).__noReload = true));
      for (const [lat, lng] of [
        [31.2321, 121.4721],
        [31.2341, 121.4741],
      ] as const) {
        expect(
          ambulance.reportPosition({ lat, lng, speed: 40, heading: 45, vitals: { heartRate: 91, spo2: 96 } }),
        ).toBe(true);
        await expect(position).toContainText(`${lat.toFixed(5)}, ${lng.toFixed(5)}`, { timeout: 20_000 });
      }
      await expect.poll(async () => (await marker.boundingBox())?.y).not.toBe(before?.y);
      expect(await page.evaluate(() => (globalThis as unknown as { __noReload?: boolean }).__noReload)).toBe(
        true,
      );
      await expect(item.getByTestId('vehicle-age')).toContainText('秒前');

      // Its details and the replay of its last 15 minutes, with the server's totals.
      await item.click();
      const detail = page.getByTestId('vehicle-detail');
      await expect(detail).toContainText('E2E 医生');
      await expect(page.getByTestId('vehicle-vitals')).toContainText('91');
      await page.getByRole('button', { name: '最近 15 分钟' }).click();
      const totals = page.getByTestId('track-totals');
      await expect(totals).toContainText('里程');
      await expect(totals).toContainText('km');
      await expect(totals).toContainText('最高速度');
      // Played at 20× to its end: the button turns to pause, then back to play.
      await page.getByText('20×').click();
      await page.getByRole('button', { name: /^播\s*放$/ }).click();
      await expect(page.getByRole('button', { name: /^暂\s*停$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /^播\s*放$/ })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('replay-vitals')).toContainText('91');
    } finally {
      await ambulance.stop();
    }
  });
});
