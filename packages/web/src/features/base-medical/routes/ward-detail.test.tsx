import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 3, key: 'aiIcu', name: '重症监护', english: 'Intensive care', aloneMenuManage: 1, appType: 'system' },
];
const ward = {
  id: 7,
  customerId: 5,
  name: 'ICU One',
  code: 'ICU1',
  branchId: null,
  floor: '3F',
  bedCount: 2,
  nurseStationAccountId: null,
  visitMinutes: 30,
  overdueSeconds: 60,
  recording: false,
  bookingDays: 7,
  mapUrl: null,
  adminIds: [],
  dutyDoctorIds: [],
  description: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const grid = {
  ward: { id: 7, name: 'ICU One', code: 'ICU1', bedCount: 2 },
  beds: [
    {
      id: 71,
      number: 1,
      code: 'ICU1-01',
      name: 'Bed 1',
      mapX: null,
      mapY: null,
      patient: {
        id: 900,
        name: 'Zhang San',
        sex: 'male',
        age: 46,
        hospitalNumber: 'ZY001',
        admittedAt: '2026-11-20T08:00:00.000Z',
        visitAllowed: true,
      },
      devices: [{ id: 31, name: 'Bedside 1', online: true }],
      collectionBoxes: 1,
    },
    {
      id: 72,
      number: 2,
      code: 'ICU1-02',
      name: 'Bed 2',
      mapX: null,
      mapY: null,
      patient: null,
      devices: [],
      collectionBoxes: 0,
    },
  ],
};

describe('ward detail', { timeout: 120_000 }, () => {
  it('shows the bed grid and counts what a deletion takes before asking', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () =>
        catalogueMenuTree(['baseWardDetail', 'baseWardManage'], 'aiIcu'),
      'GET /console/api/v1/wards/7': () => ward,
      'GET /console/api/v1/wards/7/bed-grid': () => grid,
      'GET /console/api/v1/wards/7/deletion': () => ({
        counts: { beds: 2, collectionBoxes: 1, patients: 1 },
      }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/baseMedical/wardDetail/7?tab=beds', user: {} });

    // The first render loads the page chunk and the engine.
    expect(await screen.findByText('1 of 2 beds occupied', {}, { timeout: 60_000 })).toBeTruthy();
    const occupied = screen.getByTestId('bed-cell-1');
    expect(within(occupied).getByText('Zhang San')).toBeTruthy();
    expect(within(occupied).getByText('Bedside 1')).toBeTruthy();
    expect(within(screen.getByTestId('bed-cell-2')).getByText('No patient')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Delete/ }));
    const counts = await screen.findByTestId('deletion-counts');
    expect(within(counts).getByText('2 bed(s) (deleted)')).toBeTruthy();
    expect(
      within(counts).getByText('1 patient(s) in these beds (records kept, back to waiting)'),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});
