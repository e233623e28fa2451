import { expect, test } from '@playwright/test';
import { asAmbulanceEditor, simulatedAmbulance } from './support/ambulance-editor';
import { signIn } from './support/login-page';
import { button, choose, drawer, row, toast, uniqueSuffix } from './support/resource-page';

/**
 * Emergency tasks (issue 18, ADR 0045) against the real server and broker: the dispatcher
 * creates a task in the console, dispatches a simulated ambulance (which receives it over MQTT
 * and reports its departure), watches it move on the task's map without a reload, the pickup's
 * radius sets "on scene" and the hospital's geofence "at hospital" by themselves, closes the task
 * and opens the replay of its track.
 */
test.use({ storageState: { cookies: [], origins: [] } });

/** The demo hospital the ambulance drives to (31.238, 121.491; the default 200 m geofence). */
const HOSPITAL = '黄浦区中心医院';
const PICKUP = { lat: 31.23, lng: 121.48 };

test('a task from call to replay: dispatched, moving live, on scene and at hospital by geofence, closed', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await asAmbulanceEditor(request, async (editor) => {
    const suffix = uniqueSuffix();
    const plate = `沪T·${suffix.slice(-5)}`;
    const { device, ambulance } = await simulatedAmbulance(request, editor, {
      name: `E2E任务车${suffix}`,
      plate,
      crew: ['E2E 医生'],
      seed: 45,
    });
    try {
      await ambulance.start();
      await expect.poll(() => ambulance.connected, { timeout: 15_000 }).toBe(true);
      // Its first fix, away from the pickup and the hospital, before anything else.
      expect(ambulance.reportPosition({ lat: 31.22, lng: 121.47, speed: 40, heading: 45 })).toBe(true);

      // The call comes in: a task with the ambulance and the hospital, made in the console.
      await signIn(page, editor.username, editor.password);
      await expect(page).toHaveURL(/\/web\/dashboard\/index$/);
      await page.goto('ambulance/task/taskManage');
      await page.getByRole('button', { name: button('新增') }).click();
      const form = drawer(page, '新增急救任务');
      await expect(form).toBeVisible();
      const caller = `E2E呼救人${suffix.slice(-4)}`;
      await form.getByLabel('呼救人', { exact: true }).fill(caller);
      await form.getByLabel('呼救电话', { exact: true }).fill('13800138000');
      await form.getByLabel('接车地址', { exact: true }).fill('南京东路 100 号');
      await form.getByLabel('接车纬度', { exact: true }).fill(String(PICKUP.lat));
      await form.getByLabel('接车经度', { exact: true }).fill(String(PICKUP.lng));
      await form.getByLabel('主诉 / 主要症状', { exact: true }).fill('胸痛 30 分钟');
      await choose(form, '派遣车辆', plate);
      await choose(form, '接收医院', HOSPITAL);
      await form.getByRole('button', { name: button('保存') }).click();
      await expect(toast(page, '已创建')).toBeVisible();
      const listed = row(page, caller);
      await expect(listed).toContainText('待派车');
      await listed.getByRole('link', { name: /详情/ }).click();
      await expect(page).toHaveURL(/\/ambulance\/task\/taskDetail\?id=\d+$/);
      const taskId = Number(new URL(page.url()).searchParams.get('id'));
      const state = page.getByTestId('task-state');
      await expect(state).toHaveText('待派车');
      await expect(page.getByTestId('live-status')).toHaveText('实时');
      await page.evaluate(() => ((globalThis as unknown as { __noReload: boolean }).__noReload = true));

      // Dispatch: the ambulance's terminal receives the task and reports its departure.
      await page.getByRole('button', { name: button('派车') }).click();
      await expect(state).toHaveText('已派车');
      await expect.poll(() => ambulance.tasks.map((t) => t.taskId), { timeout: 20_000 }).toEqual([taskId]);
      await ambulance.reportTask(taskId, 'depart');
      await expect(state).toHaveText('出车途中', { timeout: 20_000 });
      await expect(page.getByTestId('task-step-enRoute')).toContainText(`车载终端 · ${device.account}`);

      // It drives: position, ETA to the scene, vitals and its marker follow without a reload.
      const position = page.getByTestId('task-position');
      const marker = page.locator(`.leaflet-marker-icon[title="${plate}"]`);
      await expect(marker).toBeVisible({ timeout: 20_000 });
      const before = await marker.boundingBox();
      expect(
        ambulance.reportPosition({
          lat: 31.225,
          lng: 121.475,
          speed: 45,
          heading: 45,
          vitals: { heartRate: 91 },
        }),
      ).toBe(true);
      await expect(position).toHaveText('31.22500, 121.47500', { timeout: 20_000 });
      await expect(page.getByTestId('task-eta')).toContainText('到达现场');
      await expect(page.getByTestId('task-vitals')).toContainText('91');
      await expect.poll(async () => (await marker.boundingBox())?.y).not.toBe(before?.y);

      // Within the pickup's radius: on scene by itself.
      ambulance.reportPosition({ lat: 31.2301, lng: 121.4801, speed: 10, heading: 45 });
      await expect(state).toHaveText('到达现场', { timeout: 20_000 });
      await expect(page.getByTestId('task-step-onScene')).toContainText('地理围栏');

      // The patient is loaded: transport, and the pre-arrival notice to the hospital.
      await page.getByRole('button', { name: button('开始转运') }).click();
      await expect(state).toHaveText('转运中');
      await expect(page.getByTestId('task-notices')).toContainText('未发送：无邮件');
      await expect(page.getByTestId('task-eta')).toContainText('到达医院');

      // Outside the hospital's geofence, then inside: at hospital by itself.
      ambulance.reportPosition({ lat: 31.2425, lng: 121.491, speed: 40, heading: 0 });
      await expect(position).toHaveText('31.24250, 121.49100', { timeout: 20_000 });
      ambulance.reportPosition({ lat: 31.2381, lng: 121.4911, speed: 12, heading: 180 });
      await expect(state).toHaveText('到达医院', { timeout: 20_000 });
      await expect(page.getByTestId('task-step-arrived')).toContainText(`地理围栏 · ${HOSPITAL}`);

      // Closed after a confirmation; then its track replays.
      await page.getByRole('button', { name: button('结案') }).click();
      await page
        .getByRole('tooltip')
        .getByRole('button', { name: button('结案') })
        .click();
      await expect(state).toHaveText('已结案');
      expect(await page.evaluate(() => (globalThis as unknown as { __noReload?: boolean }).__noReload)).toBe(
        true,
      );
      await page.getByTestId('task-replay').click();
      await expect(page).toHaveURL(/\/ambulance\/device\/liveMap\?replay=\d+/);
      const totals = page.getByTestId('track-totals');
      await expect(totals).toContainText('里程', { timeout: 20_000 });
      await expect(totals).toContainText('km');
    } finally {
      await ambulance.stop();
    }
  });
});
