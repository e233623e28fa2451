import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const platform = {
  id: 1,
  key: 'platform',
  name: '云平台管理',
  english: 'Cloud platform',
  aloneMenuManage: 1,
};
const icu = { id: 2, key: 'icu', name: 'ICU探视', english: 'ICU family visitation', aloneMenuManage: 1 };
const camera = {
  id: 4,
  customerId: 1,
  name: 'Bed 1 camera',
  brand: 'dahua',
  address: '192.168.10.21',
  port: 554,
  mainStreamPath: '/Streaming/Channels/101',
  mainStreamResolution: '1920x1080',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const visit = {
  id: 9,
  customerId: 1,
  subject: 'camera',
  subjectId: 4,
  visitAllowed: true,
  visitDays: [1, 3],
  visitStart: '15:00',
  visitEnd: '16:30',
  visitMinutes: 30,
  overdueSeconds: 90,
  recordVisits: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function mock(apps: object[]) {
  return mockApi({
    'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
    'POST /accountServer/api/1.0/application/listByOrgId': () => apps,
    'GET /accountServer/api/v1/menu/user/tree': () => catalogueMenuTree(['cameraDetail']),
    'GET /console/api/v1/networkCameras/4': () => camera,
    'GET /console/api/v1/visitSettings': () => ({ list: [visit], total: 1, page: 1, size: 1 }),
  });
}

describe('camera detail', { timeout: 60_000 }, () => {
  it('shows the visit settings tab, with weekday names, when ICU visitation is enabled', async () => {
    const api = mock([platform, icu]);
    renderApp({ url: '/device/networkCameraManage/cameraDetail/4/visitSetting', user: {} });
    expect(await screen.findByRole('tab', { name: 'Visit settings' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('Monday')).toBeTruthy();
    expect(screen.getByText('Wednesday')).toBeTruthy();
    expect(screen.getByText('16:30')).toBeTruthy();
    expect(screen.getByText('90')).toBeTruthy();
    // the shared visit settings, asked for by this camera
    const query = api.calls.find((c) => c.path === '/console/api/v1/visitSettings')!.query;
    expect([query.get('subject'), query.get('subjectId')]).toEqual(['camera', '4']);
  });

  it('has no visit settings tab without ICU visitation', async () => {
    mock([platform]);
    renderApp({ url: '/device/networkCameraManage/cameraDetail/4', user: {} });
    expect(await screen.findByText('Dahua', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Camera info' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Visit settings' })).toBeNull();
  });
});
