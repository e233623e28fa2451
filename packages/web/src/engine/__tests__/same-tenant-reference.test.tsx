import { defineResource, describeResource } from '@console/contract/resources/define';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { userInfo } from '@/testing/fixtures';
import { mockApi, type ApiCall } from '@/testing/mock-api';
import { ResourceForm } from '../resource-form';
import { renderEngine } from './render-engine';

afterEach(() => vi.restoreAllMocks());

/** A camera of a terminal: both rows belong to one company. */
const cameraDefinition = defineResource(
  describeResource({
    key: 'cameras',
    scope: 'tenant',
    title: { zh: '摄像头', en: 'Camera' },
    titleField: 'name',
    fields: {
      name: { kind: 'text', label: { zh: '名称', en: 'Name' }, column: true },
      terminalId: {
        kind: 'reference',
        reference: 'terminals',
        sameTenant: true,
        label: { zh: '终端', en: 'Terminal' },
        column: true,
      },
    },
    access: { view: 'signedIn', create: 'signedIn', update: 'signedIn', delete: 'signedIn' },
  }),
  {
    shape: {
      name: z.string().trim().min(1, { error: 'validation.required' }),
      terminalId: z.number().int().optional(),
    },
  },
);

const companies = [
  { id: 3, name: 'North Hospital' },
  { id: 4, name: 'South Hospital' },
];
const terminals = [
  { id: 11, customerId: 1, name: 'Platform lab 1' },
  { id: 31, customerId: 3, name: 'North bed 1' },
  { id: 41, customerId: 4, name: 'South bed 1' },
];
/** A list endpoint that honours the `customerId` filter, as the server's does. */
const listOf = (rows: { id: number; customerId?: number }[]) => (call: ApiCall) => {
  const company = call.query.get('customerId');
  const list = company ? rows.filter((row) => row.customerId === Number(company)) : rows;
  return { list, total: list.length, page: 1, size: 20 };
};

function mockPlatform() {
  return mockApi({
    'GET /accountServer/api/v1/sysUser/get': () => userInfo({ userType: 1, orgId: 1 }),
    'GET /console/api/v1/companies': listOf(companies),
    'GET /console/api/v1/terminals': listOf(terminals),
    'GET /console/api/v1/terminals/31': () => terminals[0],
    'POST /console/api/v1/cameras': (call) => ({ id: 9, ...(call.body as object) }),
  });
}

const terminalQueries = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/console/api/v1/terminals').map((c) => c.query.get('customerId'));

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('a same-company reference in a platform administrator’s form', { timeout: 60_000 }, () => {
  it('offers its own organisation’s rows, then the chosen company’s, and forgets them when it changes', async () => {
    const api = mockPlatform();
    renderEngine(<ResourceForm definition={cameraDefinition} open onClose={() => undefined} />);
    const form = await screen.findByRole('dialog');
    await within(form).findByLabelText('Company');
    // No company chosen: the row goes to the administrator's own organisation, so do its rows.
    await waitFor(() => expect(terminalQueries(api.calls)).toContain('1'));

    await choose('Company', 'North Hospital');
    await choose('Terminal', 'North bed 1');
    expect(screen.queryByText('South bed 1')).toBeNull();
    expect(terminalQueries(api.calls)).toContain('3');

    await choose('Company', 'South Hospital');
    await waitFor(() => expect(within(form).queryByText('North bed 1')).toBeNull());
    await choose('Terminal', 'South bed 1');
    expect(terminalQueries(api.calls)).toContain('4');

    await userEvent.setup().type(within(form).getByLabelText('Name'), 'Door');
    await userEvent.setup().click(within(form).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Door',
        terminalId: 41,
        customerId: 4,
      }),
    );
  });

  it('puts the company select first in a form drawn in sections, and only for a new row', async () => {
    const api = mockPlatform();
    const sections = [
      { key: 'one', title: 'Where', fields: ['terminalId'] },
      { key: 'two', title: 'What', fields: ['name'] },
    ];
    const view = renderEngine(
      <ResourceForm definition={cameraDefinition} sections={sections} open onClose={() => undefined} />,
    );
    const form = await screen.findByRole('dialog');
    const labels = () =>
      [...form.querySelectorAll('.ant-form-item-label label')].map((label) => label.textContent);
    await within(form).findByLabelText('Company');
    expect(labels()).toEqual(['Company', 'Terminal', 'Name']);
    await choose('Company', 'South Hospital');
    await userEvent.setup().type(within(form).getByLabelText('Name'), 'Door');
    await userEvent.setup().click(within(form).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Door', customerId: 4 }),
    );
    view.unmount();

    // editing: the row's company is fixed, so no select
    renderEngine(
      <ResourceForm
        definition={cameraDefinition}
        sections={sections}
        open
        record={{ id: 9, customerId: 3, name: 'Door', terminalId: 31 }}
        onClose={() => undefined}
      />,
    );
    const edit = await screen.findByRole('dialog');
    await within(edit).findByLabelText('Name');
    expect(within(edit).queryByLabelText('Company')).toBeNull();
  });

  it('offers the edited row’s company only', async () => {
    const api = mockPlatform();
    renderEngine(
      <ResourceForm
        definition={cameraDefinition}
        open
        record={{ id: 9, customerId: 3, name: 'Door', terminalId: 31 }}
        onClose={() => undefined}
      />,
    );
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByText('North bed 1')).toBeTruthy();
    await waitFor(() => expect(terminalQueries(api.calls)).toEqual(['3']));
  });
});
