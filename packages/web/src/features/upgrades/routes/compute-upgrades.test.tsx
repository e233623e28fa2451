import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const applications = [
  { id: 1, key: 'platform', name: '云平台管理', english: 'Cloud platform', aloneMenuManage: 1 },
];

describe('compute server upgrades page', { timeout: 120_000 }, () => {
  it('asks for and lists only the packages of the compute board type', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ roles: ['cloudAdmin'] }),
      'POST /accountServer/api/1.0/application/listByOrgId': () => applications,
      'GET /accountServer/api/v1/menu/user/tree': ({ query }) =>
        catalogueMenuTree(['aiServices', 'aiServerUpgrade', 'upgradeDetail'], query.get('appKey')),
      'GET /console/api/v1/upgradePackages': () => ({
        list: [
          {
            id: 9,
            name: 'AI 推理固件',
            appName: null,
            version: '1.2.0',
            type: 'terminal',
            boardType: 'ai-compute',
            file: '/f.zip',
            targetCustomerIds: [2],
            description: null,
            state: 'approved',
            fileKind: 'zip',
            size: 10,
            checksum: 'ab'.repeat(32),
            uploadedBy: 'release',
            approvedBy: 'admin',
            createdAt: '2026-11-25T00:00:00.000Z',
            updatedAt: '2026-11-25T00:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        size: 20,
      }),
    });
    renderApp({ url: '/AIServices/serverUpgrade', user: {} });
    expect(await screen.findByText('AI 推理固件', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => {
      const list = api.calls.find((c) => c.method === 'GET' && c.path === '/console/api/v1/upgradePackages');
      expect(list?.query.get('boardType')).toBe('ai-compute');
    });
  });
});
