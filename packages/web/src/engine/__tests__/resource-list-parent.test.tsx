import { defineResource, describeResource } from '@console/contract/resources/define';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { ResourceList } from '../resource-list';
import { location, renderEngine } from './render-engine';

afterEach(() => vi.restoreAllMocks());

/** Parts of a gadget: a tenant resource with a parent reference, a read-only status and tags. */
const partDefinition = defineResource(
  describeResource({
    key: 'parts',
    scope: 'tenant',
    title: { zh: '零件', en: 'Part' },
    titleField: 'name',
    fields: {
      gadgetId: {
        kind: 'reference',
        reference: 'gadgets',
        label: { zh: '工具', en: 'Gadget' },
        column: true,
        filter: 'eq',
      },
      name: { kind: 'text', label: { zh: '名称', en: 'Name' }, column: true },
      labels: { kind: 'tags', label: { zh: '标签', en: 'Labels' }, column: true },
      online: {
        kind: 'switch',
        label: { zh: '状态', en: 'Status' },
        readOnly: true,
        column: true,
        optionLabels: { true: { zh: '在线', en: 'Online' }, false: { zh: '离线', en: 'Offline' } },
      },
    },
    access: { view: 'signedIn', create: 'signedIn', update: 'signedIn', delete: 'signedIn' },
  }),
  {
    shape: {
      gadgetId: z.number().int(),
      name: z.string().trim().min(1, { error: 'validation.required' }),
      labels: z.array(z.string()).default([]),
      online: z.boolean(),
    },
  },
);

const part = { id: 1, customerId: 3, gadgetId: 9, name: 'wheel', labels: ['front', 'left'], online: true };

describe('ResourceList under a parent', { timeout: 60_000 }, () => {
  it('lists and creates the parent’s rows only, without the parent or read-only fields in the form', async () => {
    const api = mockApi({
      // a platform administrator: an ordinary list would add a company column
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ userType: 1, orgId: 1 }),
      'GET /console/api/v1/parts': (call) => ({
        list: [part],
        total: 1,
        page: 1,
        size: Number(call.query.get('size')),
      }),
      'POST /console/api/v1/parts': (call) => ({ ...part, id: 2, ...(call.body as object) }),
    });
    const user = userEvent.setup();
    renderEngine(<ResourceList definition={partDefinition} parent={{ field: 'gadgetId', id: 9 }} />, {
      url: '/gadgets?page=1',
    });
    const row = (await screen.findByText('wheel')).closest('tr')!;
    // tags and a status badge with the definition's words
    expect(within(row).getByText('front')).toBeTruthy();
    expect(within(row).getByText('Online')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /Gadget|Company/ })).toBeNull();
    const list = api.calls.find((c) => c.path === '/console/api/v1/parts')!;
    expect(list.query.get('gadgetId')).toBe('9');
    expect(screen.queryByLabelText('Gadget')).toBeNull();

    await user.click(screen.getByRole('button', { name: /^plus Create$/ }));
    const form = await screen.findByRole('dialog');
    expect(within(form).queryByLabelText('Gadget')).toBeNull();
    expect(within(form).queryByLabelText('Status')).toBeNull();
    await user.type(within(form).getByLabelText('Name'), 'axle');
    await user.type(within(form).getByLabelText('Labels'), 'rear{enter}');
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'axle',
        labels: ['rear'],
        gadgetId: 9,
      }),
    );
    // the embedded list keeps its state out of the page's URL
    expect(location.search).toBe('?page=1');
  });

  it('creates a platform administrator’s rows in the parent’s company when the parent names it', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ userType: 1, orgId: 1 }),
      'GET /console/api/v1/parts': () => ({ list: [part], total: 1, page: 1, size: 20 }),
      'POST /console/api/v1/parts': (call) => ({ ...part, id: 2, ...(call.body as object) }),
    });
    const user = userEvent.setup();
    renderEngine(
      <ResourceList definition={partDefinition} parent={{ field: 'gadgetId', id: 9, customerId: 3 }} />,
      { url: '/gadgets' },
    );
    await screen.findByText('wheel');
    await user.click(screen.getByRole('button', { name: /^plus Create$/ }));
    const form = await screen.findByRole('dialog');
    // the company is the parent's: not asked for
    expect(within(form).queryByLabelText('Company')).toBeNull();
    await user.type(within(form).getByLabelText('Name'), 'axle');
    await user.click(within(form).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'axle',
        labels: [],
        gadgetId: 9,
        customerId: 3,
      }),
    );
  });
});
