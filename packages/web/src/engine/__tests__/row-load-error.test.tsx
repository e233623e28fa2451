import { defineResource, describeResource } from '@console/contract/resources/define';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { ResourceDetail } from '../resource-detail';
import { renderEngine } from './render-engine';

afterEach(() => vi.restoreAllMocks());

const terminalDefinition = defineResource(
  describeResource({
    key: 'terminals',
    scope: 'tenant',
    title: { zh: '设备账号', en: 'Device account' },
    titleField: 'name',
    routes: { list: '/terminals' },
    fields: { name: { kind: 'text', label: { zh: '名称', en: 'Name' } } },
    access: { view: 'signedIn', create: 'signedIn', update: 'signedIn', delete: 'signedIn' },
  }),
  {
    shape: { name: z.string() },
  },
);

const envelope = (status: number, retCode: string) =>
  new Response(JSON.stringify({ retCode, errInfo: 'Not found' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('a detail page that cannot load its row', () => {
  it('says the row does not exist (mid-sentence in English), offers the way back and no toast', async () => {
    mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'GET /console/api/v1/terminals/9': () => envelope(404, '404001'),
    });
    renderEngine(<ResourceDetail definition={terminalDefinition} id={9} />, {
      url: '/terminals/9',
      path: '/terminals/:id',
    });
    expect(await screen.findByText('This device account does not exist or was deleted')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    // the page says it; a toast would say it twice
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('offers Retry when loading failed, and shows the row once it loads', async () => {
    let attempts = 0;
    mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo(),
      'GET /console/api/v1/terminals/9': () =>
        ++attempts === 1
          ? envelope(500, '500000')
          : { id: 9, customerId: 1, name: '床旁终端', createdAt: '', updatedAt: '' },
    });
    renderEngine(<ResourceDetail definition={terminalDefinition} id={9} />, {
      url: '/terminals/9',
      path: '/terminals/:id',
    });
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(await screen.findAllByText('床旁终端')).not.toHaveLength(0);
  });
});
