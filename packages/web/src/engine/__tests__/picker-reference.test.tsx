import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { ReferenceSelect } from '../reference-select';
import { renderEngine } from './render-engine';

afterEach(() => vi.restoreAllMocks());

/**
 * Staff write a school notification's recipient groups but may not view the groups (an
 * administrator's page): their picker reads the groups' `options`, ids and titles (ADR 44).
 */
describe('a reference picked by someone who may not view its resource', { timeout: 60_000 }, () => {
  it('offers the rows of its options endpoint, names the chosen ones from it, never asks the list', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () =>
        userInfo({ userType: 4, roles: ['doctor'], customerId: 3 }),
      'GET /console/api/v1/groups/options': (call) =>
        call.query.get('ids')
          ? { list: [{ id: 9, title: '三年二班' }], total: 1, page: 1, size: 1 }
          : { list: [{ id: 7, title: '一年级' }], total: 1, page: 1, size: 20 },
    });
    const chosen: number[][] = [];
    renderEngine(
      <ReferenceSelect
        resourceKey="groups"
        aria-label="Recipient groups"
        multiple={{ value: [9], onChange: (next) => chosen.push(next) }}
      />,
    );
    // The chosen group off the first page is named through the options too.
    expect(await screen.findByText('三年二班', {}, { timeout: 15_000 })).toBeTruthy();
    await user.click(screen.getByLabelText('Recipient groups'));
    await user.click(await screen.findByText('一年级', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(chosen.at(-1)).toEqual([9, 7]));
    expect(api.calls.some((c) => c.path === '/console/api/v1/groups')).toBe(false);
    expect(api.calls.some((c) => c.path.startsWith('/console/api/v1/groups/9'))).toBe(false);
  });

  it('reads the list as before for those who may view it', async () => {
    const api = mockApi({
      'GET /accountServer/api/v1/sysUser/get': () =>
        userInfo({ userType: 2, roles: ['admin'], customerId: 3 }),
      'GET /console/api/v1/groups': () => ({
        list: [{ id: 7, name: '一年级' }],
        total: 1,
        page: 1,
        size: 20,
      }),
    });
    renderEngine(<ReferenceSelect resourceKey="groups" aria-label="Recipient groups" />);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/console/api/v1/groups')).toBe(true), {
      timeout: 15_000,
    });
    expect(api.calls.some((c) => c.path.endsWith('/options'))).toBe(false);
  });
});
