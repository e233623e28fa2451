import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMenuTree, userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

afterEach(() => vi.restoreAllMocks());

const customerAdmin = { userType: 2, orgId: 5, customerId: 5, customerName: 'Demo' };

function mockConsole(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /accountServer/api/v1/sysUser/get': () => userInfo(customerAdmin),
    'POST /accountServer/api/1.0/application/listByOrgId': () => [
      {
        id: 1,
        key: 'platform',
        name: '云平台管理',
        english: 'Cloud platform',
        aloneMenuManage: 1,
        appType: 'system',
      },
    ],
    'GET /accountServer/api/v1/menu/user/tree': () => catalogueMenuTree(['deviceTemplateManage']),
    'GET /console/api/v1/layoutTemplates': () => ({ list: [], total: 0, page: 1, size: 20 }),
    ...extra,
  });
}

const problems = () => screen.queryByTestId('layout-problems');
const area = (n: number) =>
  screen.getByTestId('layout-canvas').querySelector<HTMLElement>(`[data-area="${n - 1}"]`)!;

describe('layout template editor', { timeout: 120_000 }, () => {
  it('checks the areas live with the contract check and refuses to save an overlap', async () => {
    let saved: unknown;
    let refuse = true;
    const api = mockConsole({
      'POST /console/api/v1/layoutTemplates': (call) => {
        if (refuse) {
          refuse = false;
          return {
            retCode: '400001',
            errInfo: 'The submitted data is not valid',
            errKey: 'error.validation',
            fields: { 'areas.1': 'validation.layoutOverlap' },
          };
        }
        saved = call.body;
        return { id: 9, customerId: 5, ...(call.body as object) };
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/device/templateManage/add', user: { userType: 2, orgId: 5, customer_id: 5 } });

    // the first render loads the shell and the editor's chunks
    expect(
      await screen.findByText('No areas yet: add an area or apply a preset', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    // saving an empty template names both problems at once
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(problems()?.textContent).toContain('Name is required'));
    expect(problems()!.textContent).toContain('At least one area is required');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ward wall' } });
    await user.click(screen.getByRole('button', { name: /Apply preset/ }));
    expect(await screen.findByText('The layout is valid')).toBeTruthy();
    expect(screen.getByTestId('layout-canvas').querySelectorAll('[data-area]')).toHaveLength(4);

    // the keyboard moves the selected area onto its neighbour: both are marked, the list says why
    area(1).focus();
    fireEvent.keyDown(area(1), { key: 'ArrowRight' });
    await waitFor(() => expect(problems()?.textContent).toContain('Area 1, Area 2: areas overlap'));
    expect(area(1).getAttribute('aria-invalid')).toBe('true');
    expect(area(2).getAttribute('aria-invalid')).toBe('true');
    expect(area(3).getAttribute('aria-invalid')).toBe('false');
    expect(area(1).getAttribute('aria-label')).toContain('at 40,0 size 960×540');

    // save is refused in the browser: nothing is sent
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fix 1 problem(s) before saving')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/console/api/v1/layoutTemplates')).toBe(
      false,
    );

    // the numeric inputs put it back
    const x = screen.getByLabelText('X (px)');
    fireEvent.change(x, { target: { value: '0' } });
    fireEvent.blur(x);
    await waitFor(() => expect(screen.getByText('The layout is valid')).toBeTruthy());

    // setting another area as main moves the flag: there is still exactly one
    const list = () => within(screen.getByRole('list', { name: /^Areas/ }));
    await user.click(list().getByRole('button', { name: /Area 2/ }));
    await user.click(screen.getByRole('switch'));
    await waitFor(() => expect(list().getByRole('button', { name: /Area 2 · main/ })).toBeTruthy());
    expect(list().queryByRole('button', { name: /Area 1 · main/ })).toBeNull();
    expect(screen.getByText('The layout is valid')).toBeTruthy();

    // the server may still say no: its message lands on the area
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(problems()?.textContent).toContain('Server: Area 2: areas overlap'));
    expect(area(2).getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath()).toBe('/device/templateManage'));
    expect(saved).toMatchObject({ name: 'Ward wall' });
    const areas = (saved as { areas: { main: boolean }[] }).areas;
    expect(areas).toHaveLength(4);
    expect(areas.filter((a) => a.main)).toHaveLength(1);
  });

  it('asks before a preset replaces existing areas', async () => {
    mockConsole({
      'GET /console/api/v1/layoutTemplates/3': () => ({
        id: 3,
        customerId: 5,
        name: 'Existing',
        background: null,
        areas: [{ x: 0, y: 0, width: 1920, height: 1080, main: true }],
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-01T00:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/device/templateManage/edit?id=3', user: { userType: 2, orgId: 5, customer_id: 5 } });
    expect(await screen.findByText('Edit template “Existing”', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByTestId('layout-canvas').querySelectorAll('[data-area]')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Apply preset/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Applying the preset replaces the 1 current area(s).')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByTestId('layout-canvas').querySelectorAll('[data-area]')).toHaveLength(1),
    );
  });
});
