import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { userInfo } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { en, zhCN } from '@/testing/strings';
import { ResourceForm } from '../resource-form';
import { gadget, gadgetDefinition } from './fixture';
import { renderEngine } from './render-engine';

afterEach(async () => {
  vi.restoreAllMocks();
  await initI18n('en', en);
});

const session = { 'GET /accountServer/api/v1/sysUser/get': () => userInfo() };
const id = (name: string) => `resource-form-gadgets-${name}`;
const input = (name: string) => document.getElementById(id(name)) as HTMLInputElement;
const errorOf = (name: string) =>
  input(name).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? '';
/** Errors appear field by field (async rules, motion): wait for each. */
const expectError = (name: string, text: string) => waitFor(() => expect(errorOf(name)).toBe(text));
const save = () => screen.getByRole('button', { name: /Save|保\s*存/ });

function renderForm(record?: ReturnType<typeof gadget>, onSaved = vi.fn()) {
  renderEngine(
    <ResourceForm
      definition={gadgetDefinition}
      open
      record={record}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

describe('ResourceForm', { timeout: 60_000 }, () => {
  it('checks every field with the definition’s create schema, in English', async () => {
    const api = mockApi(session);
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByText('New Gadget')).toBeTruthy();
    // schema defaults fill a new row
    expect(input('count').value).toBe('1');
    expect(input('enabled').getAttribute('aria-checked')).toBe('true');

    await user.type(input('code'), 'ABC');
    await user.type(input('phone'), '123');
    await user.click(save());
    await expectError('name', 'Name is required');
    await expectError('code', 'Code is not valid');
    await expectError('kind', 'Kind is required');
    await expectError('phone', 'Enter a valid phone number');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says the same in Chinese', async () => {
    await initI18n('zh', zhCN);
    mockApi(session);
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByText('新增小工具')).toBeTruthy();
    await user.type(input('name'), '一个很长很长很长的名字');
    await user.type(input('phone'), '123');
    await user.click(save());
    await expectError('name', '名称超过允许的长度或最大值');
    await expectError('code', '编码不能为空');
    await expectError('phone', '请输入正确的电话号码');
    await expectError('kind', '类型不能为空');
  });

  it('creates with the filled fields and puts the server’s field errors on their fields', async () => {
    let attempts = 0;
    const api = mockApi({
      ...session,
      'POST /console/api/v1/gadgets': () =>
        ++attempts === 1
          ? new Response(
              JSON.stringify({
                retCode: '409001',
                errInfo: 'A role with this name already exists',
                errKey: 'error.roleNameExists',
                fields: { name: 'error.roleNameExists', code: 'validation.invalid' },
              }),
              { status: 409 },
            )
          : gadget(9, { name: 'widget', code: 'wid' }),
    });
    const user = userEvent.setup();
    const onSaved = renderForm();
    await screen.findByText('New Gadget');
    await user.type(input('name'), 'widget');
    await user.type(input('code'), 'wid');
    fireEvent.mouseDown(input('kind'));
    await user.click(await screen.findByTitle('Large'));
    await user.click(save());

    await expectError('name', 'A role with this name already exists');
    await expectError('code', 'Code is not valid');
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'widget',
      code: 'wid',
      kind: 'large',
      count: 1,
      enabled: true,
    });

    await user.type(input('name'), '2');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }), 'create'));
  });

  it('edits: create-only fields read-only, write-only fields empty, only changes sent', async () => {
    const api = mockApi({
      ...session,
      'PUT /console/api/v1/gadgets/2': (call) => gadget(2, call.body as Record<string, unknown>),
    });
    const user = userEvent.setup();
    const onSaved = renderForm(gadget(2, { note: 'old note', phone: '13800000000' }));
    expect(await screen.findByText('Edit Gadget: gadget-2')).toBeTruthy();
    expect(input('code').disabled).toBe(true);
    expect(input('code').value).toBe('codexx');
    expect(input('secret').value).toBe('');
    expect(input('name').value).toBe('gadget-2');

    // a regex field cannot be emptied by an update: said before sending
    await user.clear(input('phone'));
    await user.click(save());
    await expectError('phone', 'This field cannot be emptied once set');
    await user.type(input('phone'), '13900000000');

    await user.clear(input('name'));
    await user.type(input('name'), 'renamed');
    await user.clear(input('note'));
    await user.type(input('secret'), 'secret-1');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'renamed',
      phone: '13900000000',
      note: '',
      secret: 'secret-1',
    });
  });

  it('shows a field’s help and marks required fields', async () => {
    mockApi(session);
    renderForm();
    await screen.findByText('New Gadget');
    const name = input('name').closest('.ant-form-item')!;
    expect(within(name as HTMLElement).getByText('Name').className).toContain('required');
  });

  it('asks before Esc or Cancel throw away what was typed; closes at once when nothing was', async () => {
    mockApi(session);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderEngine(<ResourceForm definition={gadgetDefinition} open onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(input('name'), { target: { value: 'half typed' } });
    fireEvent.keyDown(input('name'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    // antd's confirm names its dialog by nothing: find it by its title (the last one opened,
    // an earlier one may still be animating out)
    const confirmation = async () =>
      (await screen.findAllByText('Discard unsaved changes?')).at(-1)!.closest<HTMLElement>('.ant-modal')!;
    const ask = await confirmation();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(input('name').value).toBe('half typed');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await confirmation();
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
