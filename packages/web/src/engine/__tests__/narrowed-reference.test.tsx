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

/** A bedside monitor: in a ward, on one of that ward's beds. */
const monitorDefinition = defineResource(
  describeResource({
    key: 'monitors',
    scope: 'tenant',
    title: { zh: '监护仪', en: 'Monitor' },
    titleField: 'name',
    fields: {
      name: { kind: 'text', label: { zh: '名称', en: 'Name' }, column: true },
      wardId: { kind: 'reference', reference: 'wards', label: { zh: '病区', en: 'Ward' }, column: true },
      bedId: {
        kind: 'reference',
        reference: 'beds',
        narrowedBy: 'wardId',
        label: { zh: '床位', en: 'Bed' },
        column: true,
      },
    },
    access: { view: 'signedIn', create: 'signedIn', update: 'signedIn', delete: 'signedIn' },
  }),
  {
    shape: {
      name: z.string().trim().min(1, { error: 'validation.required' }),
      wardId: z.number().int(),
      bedId: z.number().int().optional(),
    },
  },
);

const wards = [
  { id: 1, name: 'ICU 1' },
  { id: 2, name: 'ICU 2' },
];
const beds = [
  { id: 11, wardId: 1, name: 'ICU1 bed 1' },
  { id: 21, wardId: 2, name: 'ICU2 bed 1' },
];
/** The beds endpoint honours the `wardId` filter, as the server's does. */
const bedList = (call: ApiCall) => {
  const ward = call.query.get('wardId');
  const list = ward ? beds.filter((bed) => bed.wardId === Number(ward)) : beds;
  return { list, total: list.length, page: 1, size: 20 };
};

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('a reference narrowed by another field', { timeout: 60_000 }, () => {
  it("offers the chosen ward's beds only and forgets the bed when the ward changes", async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ userType: 2, orgId: 5 }),
      'GET /console/api/v1/wards': () => ({ list: wards, total: 2, page: 1, size: 20 }),
      'GET /console/api/v1/beds': bedList,
      'POST /console/api/v1/monitors': (call) => ({ id: 9, ...(call.body as object) }),
    });
    renderEngine(<ResourceForm definition={monitorDefinition} open onClose={() => undefined} />);
    const form = await screen.findByRole('dialog');
    await within(form).findByLabelText('Ward');

    await choose('Ward', 'ICU 2');
    await choose('Bed', 'ICU2 bed 1');
    expect(screen.queryByText('ICU1 bed 1', { selector: '.ant-select-item-option-content' })).toBeNull();
    const bedQueries = () =>
      api.calls.filter((c) => c.path === '/console/api/v1/beds').map((c) => c.query.get('wardId'));
    expect(bedQueries()).toContain('2');

    await choose('Ward', 'ICU 1');
    await waitFor(() => expect(within(form).queryByText('ICU2 bed 1')).toBeNull());
    await choose('Bed', 'ICU1 bed 1');
    expect(bedQueries()).toContain('1');

    await userEvent.setup().type(within(form).getByLabelText('Name'), 'Monitor A');
    await userEvent.setup().click(within(form).getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Monitor A',
        wardId: 1,
        bedId: 11,
      }),
    );
  });

  it("a new row's starting value narrows the picker when its field is not on the form", async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () => userInfo({ userType: 2, orgId: 5 }),
      'GET /console/api/v1/beds': bedList,
    });
    renderEngine(
      <ResourceForm
        definition={monitorDefinition}
        open
        onClose={() => undefined}
        fields={['name', 'bedId']}
        initialValues={{ wardId: 2 }}
      />,
    );
    await choose('Bed', 'ICU2 bed 1');
    expect(screen.queryByText('ICU1 bed 1', { selector: '.ant-select-item-option-content' })).toBeNull();
    const wardsAsked = api.calls
      .filter((c) => c.path === '/console/api/v1/beds')
      .map((c) => c.query.get('wardId'));
    expect(new Set(wardsAsked)).toEqual(new Set(['2']));
  });
});
