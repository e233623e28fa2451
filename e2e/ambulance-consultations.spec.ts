import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { asAmbulanceEditor } from './support/ambulance-editor';
import { API } from './support/constants';
import { signIn } from './support/login-page';
import {
  button,
  choose,
  drawer,
  fieldError,
  row,
  searchList,
  toast,
  uniqueSuffix,
} from './support/resource-page';

/**
 * Ambulance consultations and the device account's ambulance tabs (issue 18, ADR 0046), as an
 * ambulance editor against the real server: a consultation opened from a vehicle with a receiving
 * hospital is listed with both and filtered by the vehicle, its session shows the vehicle's
 * terminal invited; a terminal's ambulance tab changes its vehicle and its attributes tab saves
 * the vehicle's custom attribute values.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const TERMINAL_PASSWORD = 'Term1nal#e2e';

interface Definition {
  id: number;
  type: string;
  options: string[];
  required: boolean;
}

/** An ambulance terminal of the editor's company with its vehicle (and a hospital), through the API. */
async function fleetOf(request: APIRequestContext, editor: { token: string; customerId: number }) {
  const api = await adminApi(request);
  const suffix = uniqueSuffix();
  const account = String(Date.now()).slice(-9);
  const name = `E2E会诊车${suffix}`;
  const device = await api.post<{ id: number; account: string }>(resourcePath('deviceAccounts'), {
    account,
    name,
    deviceType: 'ambulance',
    loginAccount: `e2e${account}`,
    password: TERMINAL_PASSWORD,
    customerId: editor.customerId,
  });
  const post = async <T>(key: string, data: object): Promise<T> => {
    const res = await request.post(`${API}${resourcePath(key)}`, { headers: { token: editor.token }, data });
    const body = (await res.json()) as { retCode: string; retData: T };
    expect(body.retCode, JSON.stringify(body)).toBe('000000');
    return body.retData;
  };
  // The company's required custom attributes (the demo's hospitals have one) get a value.
  const required = async (target: string) => {
    const res = await request.get(`${API}${resourcePath('ambulanceAttributes')}?target=${target}&size=100`, {
      headers: { token: editor.token },
    });
    const { list } = ((await res.json()) as { retData: { list: Definition[] } }).retData;
    return Object.fromEntries(
      list
        .filter((d) => d.required)
        .map((d) => [String(d.id), d.type === 'select' ? d.options[0]! : d.type === 'number' ? 1 : 'E2E']),
    );
  };
  const plate = `沪K·${suffix.slice(-5)}`;
  const vehicle = await post<{ id: number }>('ambulanceVehicles', {
    plate,
    deviceAccountId: device.id,
    station: 'E2E 分站',
    attributes: await required('vehicle'),
  });
  const hospital = `E2E接收医院${suffix}`;
  await post('ambulanceHospitals', {
    name: hospital,
    address: 'E2E 路 1 号',
    lat: 31.2,
    lng: 121.4,
    attributes: await required('hospital'),
  });
  return { suffix, device, name, plate, vehicle, hospital, post };
}

test('an ambulance consultation is opened with a vehicle and a hospital, listed and filtered by both', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await asAmbulanceEditor(request, async (editor) => {
    const fleet = await fleetOf(request, editor);
    await signIn(page, editor.username, editor.password);
    await expect(page).toHaveURL(/\/web\/dashboard\/index$/);
    await page.goto('ambulance/hospital/consultationManage');
    await page.getByRole('button', { name: button('新增') }).click();
    const form = drawer(page, /新增急救会诊/);
    const title = `E2E急救会诊${fleet.suffix}`;
    await form.getByLabel('主题', { exact: true }).fill(title);
    // Vehicle and hospital are required on this page.
    await form.getByRole('button', { name: button('保存') }).click();
    await expect(fieldError(form, /急救车/)).toBeVisible();
    await expect(fieldError(form, /接收医院/)).toBeVisible();
    await choose(form, '急救车', fleet.plate);
    await choose(form, '接收医院', fleet.hospital);
    await form.getByLabel('患者姓名', { exact: true }).fill('赵患者');
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/ambulanceConsultations') && res.request().method() === 'POST',
    );
    await form.getByRole('button', { name: button('保存') }).click();
    const body = await (await saved).json();
    expect(body, JSON.stringify(body)).toMatchObject({ retCode: '000000' });
    await expect(toast(page, '已创建')).toBeVisible();

    await searchList(page, title);
    const listed = row(page, title);
    await expect(listed).toContainText(fleet.plate);
    await expect(listed).toContainText(fleet.hospital);
    await expect(listed.getByTestId('session-state')).toHaveAttribute('data-state', 'scheduled');

    // Filtered by the vehicle: this one, not the demo's.
    await page.goto('ambulance/hospital/consultationManage');
    await expect(row(page, '车祸多发伤院前会诊')).toBeVisible();
    await choose(page.getByRole('search'), '急救车', fleet.plate);
    await page
      .getByRole('search')
      .getByRole('button', { name: button('搜索') })
      .click();
    await expect(row(page, title)).toBeVisible();
    await expect(row(page, '车祸多发伤院前会诊')).toHaveCount(0);

    // Its session: the vehicle's terminal is the requesting one, invited into the room.
    await row(page, title)
      .getByRole('button', { name: button('详情') })
      .click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByTestId(`participant-device-${fleet.device.id}`)).toContainText(fleet.name);
  });
});

test('a terminal’s ambulance tab changes its vehicle, and its attributes tab saves the values', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await asAmbulanceEditor(request, async (editor) => {
    const fleet = await fleetOf(request, editor);
    const attribute = `E2E车况${fleet.suffix}`;
    await fleet.post('ambulanceAttributes', { target: 'vehicle', name: attribute, type: 'text' });
    await signIn(page, editor.username, editor.password);
    await expect(page).toHaveURL(/\/web\/dashboard\/index$/);
    const edit = `device/accounts/edit/${fleet.device.id}/${encodeURIComponent(fleet.name)}/${editor.customerId}/ambulance`;

    await page.goto(`${edit}/ambulance`);
    const vehicle = row(page, fleet.plate);
    await expect(vehicle).toContainText('E2E 分站');
    await vehicle.getByRole('button', { name: button('编辑') }).click();
    const form = page.getByRole('dialog', { name: /编辑急救车/ });
    await form.getByLabel('所属站点', { exact: true }).fill('E2E 西区分站');
    await form.getByRole('button', { name: button('保存') }).click();
    await expect(toast(page, '已保存')).toBeVisible();
    await expect(row(page, fleet.plate)).toContainText('E2E 西区分站');

    // The tab (past the fold of the tab bar on a laptop) by its address.
    await page.goto(`${edit}/AmbulanceAccountAttr`);
    await expect(page.getByRole('tab', { name: '急救设备属性', selected: true })).toBeVisible();
    await expect(page.getByText(`车辆：${fleet.plate}`)).toBeVisible();
    await page.getByLabel(attribute, { exact: true }).fill('车况良好');
    await page.getByRole('button', { name: button('保存') }).click();
    await expect(toast(page, '已保存')).toBeVisible();
    // Read again: the value is the vehicle's, stored by the server.
    await page.reload();
    await expect(page.getByLabel(attribute, { exact: true })).toHaveValue('车况良好');
    await page.goto('ambulance/device/deviceManage');
    await searchList(page, fleet.plate);
    await expect(row(page, fleet.plate)).toContainText('E2E 西区分站');
  });
});
