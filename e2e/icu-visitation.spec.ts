import { expect, test } from '@playwright/test';
import { adminApi, resourcePath } from './support/admin-api';
import { API } from './support/constants';
import { button, choose, row, searchList, toast, uniqueSuffix } from './support/resource-page';
import { createTerminal, simulatedTerminal } from './support/terminals';

/**
 * ICU family visitation (issue 14) end to end on the built server: visiting hours, admission,
 * an approved registration, a booking in a free slot (and one outside the periods refused), the
 * bed's simulated terminal starting the call over MQTT, the overdue job on the server's test
 * clock (TEST_CLOCK=on) turning it `over` live, finishing it, the discharge and the access history.
 */

/** A valid resident id card born 1980-01-01 (GB 11643 checksum). */
const ID_CARD = '110105198001011238';

/** The hospital-local date (Asia/Shanghai, no daylight saving) `days` after the instant. */
const hospitalDate = (instant: Date, days: number) =>
  new Date(instant.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('visiting hours, admission, registration, booking, a call run overdue, finish and discharge', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = uniqueSuffix();
  const admin = await adminApi(request);
  const clock = async () => {
    const res = await request.get(`${API}/test/clock`);
    return ((await res.json()) as { retData: { now: string } }).retData.now;
  };
  const now = new Date(await clock());

  // Setup through the API: a ward with a bed whose terminal the simulator runs, and a patient.
  const terminal = await createTerminal(request, `探视终端${id}`);
  const ward = await admin.post<{ id: number }>(resourcePath('wards'), {
    name: `E2E探视病区${id}`,
    code: `V${id}`,
    visitMinutes: 30,
    overdueSeconds: 60,
    bookingDays: 7,
  });
  await admin.post(resourcePath('beds'), {
    wardId: ward.id,
    number: 1,
    code: `V${id}-1`,
    name: `${id}床1`,
    deviceAccountIds: [terminal.id],
  });
  const patientName = `探视患者${id}`;
  const patient = await admin.post<{ id: number }>(resourcePath('patients'), {
    name: patientName,
    sex: 'male',
    age: new Date().getUTCFullYear() - 1980,
    idCard: ID_CARD,
    phone: '13812345678',
    hospitalNumber: `TS${id}`,
  });

  // Visiting hours every day 08:00-20:00, two visits at a time (through the API until the
  // wardSettings screen lands).
  const visiting = await request.fetch(`${API}${resourcePath('wards', ward.id)}/visiting`, {
    method: 'PUT',
    headers: admin.headers,
    data: {
      periods: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        start: '08:00',
        end: '20:00',
        capacity: 2,
      })),
      bufferMinutes: 0,
      exceptionDates: [],
      cancelCutoffHours: 2,
      purgeDays: 30,
      accessControllers: [],
    },
  });
  expect(((await visiting.json()) as { retCode: string }).retCode).toBe('000000');

  // Admission (console): the picker offers the free bed.
  await page.goto(`baseMedical/patientDetail/${patient.id}?tab=admission`);
  await page.getByRole('button', { name: button('入院') }).click();
  const admitDialog = page.getByRole('dialog', { name: /办理入院/ });
  await choose(admitDialog, '床位', `${id}床1`, { search: `V${id}-1` });
  await admitDialog.getByRole('button', { name: button('入院') }).click();
  await expect(toast(page, '已入院')).toBeVisible();

  // A family applies (API: the family's app), staff approve it (console).
  const familyName = `家属${id}`;
  const registration = await admin.post<{ id: number }>(resourcePath('visitRegistrations'), {
    patientId: patient.id,
    familyName,
    familyPhone: '13900139000',
    relation: 'child',
  });
  await page.goto('icu/registerRecord');
  await searchList(page, familyName);
  await expect(row(page, familyName)).toContainText('待审核');
  await row(page, familyName)
    .getByRole('button', { name: button('通过') })
    .click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '通过这条探视登记' })
    .getByRole('button', { name: button('确定') })
    .click();
  await expect(row(page, familyName)).toContainText('已通过');

  // Booking (console): tomorrow 08:00, a free slot of the ward's periods.
  const tomorrow = hospitalDate(now, 1);
  await page.goto('icu/visitManage');
  await page
    .getByRole('button', { name: button('新增') })
    .first()
    .click();
  const booking = page.getByRole('dialog').filter({ hasText: '预约探视' });
  await choose(booking, '探视登记（已通过）', `${familyName} (#${registration.id})`, { search: familyName });
  const date = booking.getByRole('textbox', { name: '日期' });
  await expect(date).toBeEnabled();
  await date.fill(tomorrow);
  await date.press('Enter');
  await booking.getByRole('radio', { name: '08:00–08:30（余 2）' }).check();
  await booking.getByRole('button', { name: button('预约') }).click();
  await expect(toast(page, '已预约')).toBeVisible();
  // The one-time visit code is shown this once (the server keeps its hash).
  const code = page.getByRole('dialog').filter({ hasText: '探视码' });
  await expect(code).toContainText(/一次性探视码为 \d{6}/);
  await code.getByRole('button', { name: button('知道了') }).click();
  await searchList(page, familyName);
  const visitRow = row(page, familyName);
  await expect(visitRow).toContainText('未签到');

  // A booking outside the periods is refused with its message.
  const outside = await request.post(`${API}${resourcePath('visits')}`, {
    headers: admin.headers,
    data: { registrationId: registration.id, startsAt: `${tomorrow}T21:00:00+08:00` },
  });
  expect(await outside.json()).toMatchObject({ errInfo: '预约时间不在病区的探视时段内' });

  // The bed's terminal reports the call starting over MQTT: the row follows without a reload.
  const visits = await admin.get<{ list: { id: number; familyName: string }[] }>(
    `${resourcePath('visits')}?keyword=${encodeURIComponent(familyName)}`,
  );
  expect(visits.list).toHaveLength(1);
  const visitId = visits.list[0]!.id;
  const bedTerminal = simulatedTerminal(terminal);
  await bedTerminal.start();
  try {
    await bedTerminal.reportVisitCall(visitId, 'start');
    await expect(visitRow).toContainText('探视中');

    // The visit's 30 minutes pass on the server's clock: the overdue job marks it over.
    const moved = await request.post(`${API}/test/clock`, { data: { seconds: 30 * 60 + 1 } });
    expect(moved.ok()).toBe(true);
    await expect(visitRow).toContainText('已超时');
  } finally {
    await bedTerminal.stop();
  }

  // Staff end it.
  await visitRow.getByRole('button', { name: button('结束探视') }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '结束这次探视' })
    .getByRole('button', { name: button('确定') })
    .click();
  await expect(visitRow).toContainText('已结束');

  // Discharge, then the record's access history.
  await page.goto(`baseMedical/patientDetail/${patient.id}?tab=admission`);
  await page.getByRole('button', { name: button('出院') }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '出院后床位立即释放' })
    .getByRole('button', { name: button('出院') })
    .click();
  await expect(toast(page, '已出院')).toBeVisible();
  await page.getByRole('tab', { name: '访问记录' }).click();
  const history = page.getByTestId('access-history');
  for (const action of ['入院', '出院'])
    await expect(history.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
});
