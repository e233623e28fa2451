import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];
const page = (list: object[]) => ({ list, total: list.length, page: 1, size: 20 });
const wall = {
  id: 3,
  customerId: 1,
  name: 'ICU wall',
  split: 4,
  cells: [
    { source: 'camera', id: 11 },
    { source: 'terminal', id: 21 },
  ],
  description: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('video group editor', { timeout: 60_000 }, () => {
  it('adds a source, puts it first and saves the cells in that order', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () => catalogueMenuTree(['addVideoGrouping']),
      'GET /console/api/v1/videoGroups/3': () => wall,
      'GET /console/api/v1/networkCameras': () =>
        page([
          { id: 11, name: 'Bed 1 camera' },
          { id: 12, name: 'Bed 2 camera' },
        ]),
      'GET /console/api/v1/networkCameras/11': () => ({ id: 11, name: 'Bed 1 camera' }),
      'GET /console/api/v1/networkCameras/12': () => ({ id: 12, name: 'Bed 2 camera' }),
      'GET /console/api/v1/deviceAccounts/21': () => ({ id: 21, name: 'Nurse station' }),
      'PUT /console/api/v1/videoGroups/3': (call) => ({ ...wall, ...(call.body as object) }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/device/videoGroupManage/addAGrouping/3', user: {} });

    expect(await screen.findByText('Sources (2/4)', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('Nurse station')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Choose a source' }));
    await user.click(await screen.findByTitle('Bed 2 camera'));
    // jsdom without antd.css (zero-runtime) joins the icon's label to the text: "plusAdd"
    await user.click(screen.getByRole('button', { name: /^plus ?Add$/ }));
    expect(await screen.findByText('Sources (3/4)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move earlier 3' }));
    await user.click(screen.getByRole('button', { name: 'Move earlier 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove 3' }));
    await user.click(screen.getByRole('button', { name: /Save/ }));

    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        cells: [
          { source: 'camera', id: 12 },
          { source: 'camera', id: 11 },
        ],
      }),
    );
  });

  it('refuses a smaller split than the sources it shows', async () => {
    mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': () => catalogueMenuTree(['addVideoGrouping']),
      'GET /console/api/v1/videoGroups/3': () => wall,
      'GET /console/api/v1/networkCameras': () => page([]),
      'GET /console/api/v1/networkCameras/11': () => ({ id: 11, name: 'Bed 1 camera' }),
      'GET /console/api/v1/deviceAccounts/21': () => ({ id: 21, name: 'Nurse station' }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/device/videoGroupManage/addAGrouping/3', user: {} });
    await user.click(await screen.findByText('Single', {}, { timeout: 15_000 }));
    expect(await screen.findByText('There are more sources than cells in the split')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Save/ }).hasAttribute('disabled')).toBe(true);
  });
});
