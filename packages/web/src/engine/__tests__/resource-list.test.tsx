import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userInfo } from '@/testing/fixtures';
import { mockApi, type ApiCall } from '@/testing/mock-api';
import { ResourceList } from '../resource-list';
import { gadget, gadgetDefinition } from './fixture';
import { location, renderEngine } from './render-engine';

afterEach(() => vi.restoreAllMocks());

const LIST = 'GET /console/api/v1/gadgets';
const session = { 'GET /accountServer/api/v1/sysUser/get': () => userInfo() };

function page(list: ReturnType<typeof gadget>[], call: ApiCall, total = list.length) {
  return {
    list,
    total,
    page: Number(call.query.get('page') ?? 1),
    size: Number(call.query.get('size') ?? 20),
  };
}

const lastList = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/console/api/v1/gadgets').at(-1);

describe('ResourceList', { timeout: 60_000 }, () => {
  it('renders the rows with option labels, yes/no and a detail link', async () => {
    mockApi({ ...session, [LIST]: (call) => page([gadget(1), gadget(2)], call) });
    renderEngine(<ResourceList definition={gadgetDefinition} />);

    const row = (await screen.findByText('gadget-1')).closest('tr')!;
    expect(within(row).getByText('Small')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'gadget-1' }).getAttribute('href')).toBe('/gadgets/1');
    expect(screen.getByText('2 in total')).toBeTruthy();
    // the search form is made from the filter fields, the keyword box from `search`
    expect(screen.getByLabelText('Keyword')).toBeTruthy();
    expect(screen.getAllByLabelText('Kind').length).toBeGreaterThan(0);
    // columns, and no column for a field that is not one
    expect(screen.getByRole('columnheader', { name: /Count/ })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /Phone/ })).toBeNull();
  });

  it('shows the empty state and the error state with a retry', async () => {
    let fail = true;
    mockApi({
      ...session,
      [LIST]: (call) =>
        fail
          ? new Response(JSON.stringify({ retCode: '500000', errInfo: 'boom' }), { status: 500 })
          : page([], call),
    });
    const user = userEvent.setup();
    renderEngine(<ResourceList definition={gadgetDefinition} />);
    expect(await screen.findByText('Get data failed')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'New Gadget' })).toBeTruthy();
  });

  it('reads filters, sort and page from the URL and writes changes back', async () => {
    const api = mockApi({ ...session, [LIST]: (call) => page([gadget(1)], call, 45) });
    const user = userEvent.setup();
    renderEngine(<ResourceList definition={gadgetDefinition} />, {
      url: '/gadgets?page=2&size=10&sort=-name&name=gad&kind=large&enabled=true&keyword=k1&junk=1&other=x',
    });
    await screen.findByText('gadget-1');

    const first = lastList(api.calls)!.query;
    expect(Object.fromEntries(first)).toEqual({
      page: '2',
      size: '10',
      sort: '-name',
      keyword: 'k1',
      name: 'gad',
      kind: 'large',
      enabled: 'true',
    });
    // the form shows what the URL says
    const form = within(screen.getByRole('search'));
    expect((form.getByLabelText('Keyword') as HTMLInputElement).value).toBe('k1');
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('gad');

    // a new search goes back to page 1 and keeps parameters the list does not own
    await user.clear(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'abc');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(new URLSearchParams(location.search).get('name')).toBe('abc'));
    const search = new URLSearchParams(location.search);
    expect(search.get('page')).toBeNull();
    expect(search.get('sort')).toBe('-name');
    expect(search.get('other')).toBe('x');
    await waitFor(() => expect(lastList(api.calls)!.query.get('name')).toBe('abc'));
    // the answer renders in a transition (useTransitionQuery): the table is busy until then
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

    // sorting by a column header writes `sort`
    await user.click(screen.getByRole('columnheader', { name: /Count/ }));
    await waitFor(() => expect(new URLSearchParams(location.search).get('sort')).toBe('count'));
    await waitFor(() => expect(lastList(api.calls)!.query.get('sort')).toBe('count'));

    // reset clears filters and sort
    await user.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(new URLSearchParams(location.search).get('name')).toBeNull());
    expect(new URLSearchParams(location.search).get('sort')).toBeNull();
    expect(new URLSearchParams(location.search).get('other')).toBe('x');
  });

  it('asks before a bulk delete, naming the count, and deletes each selected row', async () => {
    const deleted: string[] = [];
    mockApi({
      ...session,
      [LIST]: (call) => page([gadget(1), gadget(2), gadget(3)], call),
      'DELETE /console/api/v1/gadgets/1': (call) => void deleted.push(call.path),
      'DELETE /console/api/v1/gadgets/3': (call) => void deleted.push(call.path),
    });
    const user = userEvent.setup();
    renderEngine(<ResourceList definition={gadgetDefinition} />);
    await screen.findByText('gadget-1');

    for (const name of ['gadget-1', 'gadget-3']) {
      const row = screen.getByText(name).closest('tr')!;
      await user.click(within(row).getByRole('checkbox'));
    }
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Delete selected \(2\)/ }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete the 2 selected (Gadget)?').length).toBeGreaterThan(0);
    expect(deleted).toEqual([]);
    // a click outside does not close it (SPEC §9)
    await user.click(document.querySelector('.ant-modal-wrap')!);
    expect(screen.getByRole('dialog')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['/console/api/v1/gadgets/1', '/console/api/v1/gadgets/3']));
    expect((await screen.findAllByText('2 deleted')).length).toBeGreaterThan(0);
  });

  it('reports the rows a bulk delete could not remove', async () => {
    mockApi({
      ...session,
      [LIST]: (call) => page([gadget(1), gadget(2)], call),
      'DELETE /console/api/v1/gadgets/1': () => null,
      'DELETE /console/api/v1/gadgets/2': () =>
        new Response(
          JSON.stringify({ retCode: '400001', errInfo: 'current user has devices, cannot delete' }),
          {
            status: 400,
          },
        ),
    });
    const user = userEvent.setup();
    renderEngine(<ResourceList definition={gadgetDefinition} />);
    await screen.findByText('gadget-1');
    await user.click(within(screen.getByRole('columnheader', { name: /Select all/i })).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Delete selected \(2\)/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findAllByText('1 deleted, 1 could not be deleted')).length).toBeGreaterThan(0);
    expect(screen.getByText(/gadget-2: current user has devices, cannot delete/)).toBeTruthy();
  });

  it('closes the delete confirmation on a refusal, showing the reason once and rejecting nothing', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    mockApi({
      ...session,
      [LIST]: (call) => page([gadget(1)], call),
      'DELETE /console/api/v1/gadgets/1': () =>
        new Response(
          JSON.stringify({ retCode: '400001', errInfo: 'The company has 2 device(s); delete them first' }),
          {
            status: 400,
          },
        ),
    });
    const user = userEvent.setup();
    renderEngine(<ResourceList definition={gadgetDefinition} />);
    const row = (await screen.findByText('gadget-1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The company has 2 device(s); delete them first')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', onRejection);
    expect(rejections).toEqual([]);
    expect(screen.getByText('gadget-1')).toBeTruthy();
  });

  it("takes its table's density from the size select (antd componentSize)", async () => {
    mockApi({ ...session, [LIST]: (call) => page([gadget(1)], call) });
    renderEngine(
      <ConfigProvider componentSize="small">
        <ResourceList definition={gadgetDefinition} />
      </ConfigProvider>,
    );
    const table = (await screen.findByText('gadget-1')).closest('.ant-table')!;
    expect([...table.classList].filter((name) => /^ant-table-(small|medium|large)$/.test(name))).toEqual([
      'ant-table-small',
    ]);
  });
  it('offers no delete, single or bulk, for rows the page says the server keeps', async () => {
    mockApi({ ...session, [LIST]: (call) => page([gadget(1), gadget(2)], call) });
    renderEngine(<ResourceList definition={gadgetDefinition} deletable={(row) => row.id !== 1} />);
    const kept = (await screen.findByText('gadget-1')).closest('tr')!;
    const other = screen.getByText('gadget-2').closest('tr')!;
    expect(within(kept).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(other).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect((within(kept).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect((within(other).getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);
  });
  it('offers no edit for rows the page says the server will not change', async () => {
    mockApi({ ...session, [LIST]: (call) => page([gadget(1), gadget(2)], call) });
    renderEngine(<ResourceList definition={gadgetDefinition} editable={(row) => row.id !== 1} />);
    const kept = (await screen.findByText('gadget-1')).closest('tr')!;
    const other = screen.getByText('gadget-2').closest('tr')!;
    expect(within(kept).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(other).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
  it('shows the record times the page asks for as columns by default', async () => {
    mockApi({ ...session, [LIST]: (call) => page([gadget(1)], call) });
    renderEngine(<ResourceList definition={gadgetDefinition} stampColumns={['createdAt']} />);
    await screen.findByText('gadget-1');
    expect(screen.getByRole('columnheader', { name: 'Created' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Updated' })).toBeNull();
  });
});
