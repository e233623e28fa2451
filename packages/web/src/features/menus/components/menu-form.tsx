import { MENU_LIMITS, ROLE_KEYS, SHOW_BY_ROLE } from '@console/contract/access/identity';
import type { MenuLimit, RoleKey, ShowByRole } from '@console/contract/access/identity';
import {
  menuSetSchema,
  type MenuRecord,
  type MenuSetInput,
  type MenuTreeRecord,
} from '@console/contract/resources/menus';
import { App, Button, Flex, Form, Input, InputNumber, Select, Switch, TreeSelect } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/engine/use-lang';
import { applyServerFieldErrors, schemaRule } from '@/lib/form-rules';
import { roleLabels } from '@/lib/session/labels';
import { useSetMenu } from '../api/set-menu';
import { findMenu, subtreeIds, toParentOptions } from './menu-tree-data';

export type FormMode = 'view' | 'edit' | 'create';

type Flag = 0 | 1;

export interface MenuFormValues {
  parentId: number | null;
  name: string;
  english: string;
  routeName: string;
  path: string;
  group: string;
  order: number | null;
  status: Flag;
  publish: Flag;
  showToBar: Flag;
  showByRole: ShowByRole;
  limit: MenuLimit;
  icon: string;
  roles: RoleKey[];
  affix: boolean;
}

/** The form's fields (the server's `fields` errors use the same names). */
type Field = keyof MenuFormValues;

function fieldLabels(t: TFunction): Record<Field, string> {
  return {
    name: t('menus.fields.name'),
    english: t('menus.fields.english'),
    routeName: t('menus.fields.routeName'),
    path: t('menus.fields.path'),
    parentId: t('menus.fields.parent'),
    group: t('menus.fields.group'),
    order: t('menus.fields.order'),
    status: t('menus.fields.status'),
    publish: t('menus.fields.publish'),
    showToBar: t('menus.fields.showToBar'),
    showByRole: t('menus.fields.showByRole'),
    limit: t('menus.fields.limit'),
    icon: t('menus.fields.icon'),
    roles: t('menus.fields.roles'),
    affix: t('menus.fields.affix'),
  };
}

function showByRoleLabels(t: TFunction): Record<ShowByRole, string> {
  return {
    ALL: t('menus.showByRole.all'),
    ADMIN: t('menus.showByRole.admin'),
    CUSTOMER: t('menus.showByRole.customer'),
  };
}

function limitLabels(t: TFunction): Record<MenuLimit, string> {
  return {
    superAdmin: t('menus.limit.superAdmin'),
    enterprise: t('menus.limit.enterprise'),
    role: t('menus.limit.role'),
    unlimited: t('menus.limit.unlimited'),
  };
}

/** Form values of a record, or of a new menu under `parentId`. */
export function formValues(record: MenuRecord | undefined, parentId: number | null): MenuFormValues {
  return {
    parentId: record ? record.parentId : parentId,
    name: record?.name ?? '',
    english: record?.english ?? '',
    routeName: record?.routeName ?? '',
    path: record?.path ?? '',
    group: record?.group ?? '',
    order: record?.order ?? 0,
    status: record?.status === 0 ? 0 : 1,
    publish: record?.publish === 0 ? 0 : 1,
    showToBar: record?.showToBar === 0 ? 0 : 1,
    showByRole: record?.showByRole ?? 'ALL',
    limit: record?.limit ?? 'unlimited',
    icon: record?.icon ?? '',
    roles: (record?.roles ?? []).filter((role): role is RoleKey =>
      (ROLE_KEYS as readonly string[]).includes(role),
    ),
    affix: record?.affix ?? false,
  };
}

/** A 0/1 flag shown as a switch. */
const flagProps = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 1 }),
  normalize: (checked: boolean): Flag => (checked ? 1 : 0),
};

export interface MenuFormProps {
  appKey: string;
  tree: readonly MenuTreeRecord[];
  mode: FormMode;
  /** The record shown or edited (absent when creating). */
  record: MenuRecord | undefined;
  /** Parent of a new menu. */
  parentId: number | null;
  onSaved: (record: MenuRecord) => void;
  onCancel: () => void;
}

/** The menu record of SPEC §3: shown read-only, edited, or created. */
export function MenuForm({ appKey, tree, mode, record, parentId, onSaved, onCancel }: MenuFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuFormValues>();
  const save = useSetMenu();
  const readOnly = mode === 'view';
  const labels = fieldLabels(t);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(formValues(mode === 'create' ? undefined : record, parentId));
  }, [form, mode, record, parentId]);

  const parentOptions = useMemo(() => {
    const self = mode === 'create' || !record ? undefined : findMenu(tree, record.id);
    return toParentOptions(tree, lang, self ? subtreeIds(self) : new Set());
  }, [tree, lang, mode, record]);

  const rule = (field: Field) => schemaRule(menuSetSchema, field, labels[field], lang, form);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const all = form.getFieldsValue(true) as MenuFormValues;
    const input: MenuSetInput = {
      ...all,
      order: all.order ?? 0,
      parentId: all.parentId ?? null,
      appKey,
      ...(mode === 'edit' && record ? { id: record.id, system: record.system === 1 ? 1 : 0 } : {}),
    };
    try {
      const saved = await save.mutateAsync(input);
      void message.success(t('menus.saved'));
      onSaved(saved);
    } catch (error) {
      // the api client has shown the message; put the field errors on their fields
      applyServerFieldErrors(form, error, labels, lang);
    }
  };

  const showByRole = showByRoleLabels(t);
  const limits = limitLabels(t);

  return (
    <Form
      form={form}
      name="menu-form"
      layout="vertical"
      disabled={readOnly}
      onFinish={() => void submit()}
      aria-label={t('menus.formLabel')}
    >
      <Flex gap={16} wrap>
        <Form.Item
          name="name"
          label={labels.name}
          rules={[rule('name')]}
          required
          style={{ flex: '1 1 220px' }}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item
          name="english"
          label={labels.english}
          rules={[rule('english')]}
          style={{ flex: '1 1 220px' }}
        >
          <Input maxLength={64} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="path"
          label={labels.path}
          rules={[rule('path')]}
          required
          style={{ flex: '1 1 220px' }}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="routeName"
          label={labels.routeName}
          rules={[rule('routeName')]}
          style={{ flex: '1 1 220px' }}
        >
          <Input maxLength={64} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="parentId"
        label={labels.parentId}
        rules={[rule('parentId')]}
        normalize={(value: number | undefined) => value ?? null}
      >
        <TreeSelect
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          treeData={parentOptions}
          placeholder={t('menus.topLevel')}
        />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="group" label={labels.group} rules={[rule('group')]} style={{ flex: '1 1 160px' }}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="order" label={labels.order} rules={[rule('order')]} style={{ flex: '1 1 120px' }}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="icon" label={labels.icon} rules={[rule('icon')]} style={{ flex: '1 1 160px' }}>
          <Input maxLength={64} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="status" label={labels.status} {...flagProps}>
          <Switch />
        </Form.Item>
        <Form.Item name="publish" label={labels.publish} {...flagProps}>
          <Switch />
        </Form.Item>
        <Form.Item name="showToBar" label={labels.showToBar} {...flagProps}>
          <Switch />
        </Form.Item>
        <Form.Item name="affix" label={labels.affix} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="showByRole"
          label={labels.showByRole}
          rules={[rule('showByRole')]}
          style={{ flex: '1 1 180px' }}
        >
          <Select options={SHOW_BY_ROLE.map((value) => ({ value, label: showByRole[value] }))} />
        </Form.Item>
        <Form.Item name="limit" label={labels.limit} rules={[rule('limit')]} style={{ flex: '1 1 180px' }}>
          <Select options={MENU_LIMITS.map((value) => ({ value, label: limits[value] }))} />
        </Form.Item>
      </Flex>
      <Form.Item name="roles" label={labels.roles} rules={[rule('roles')]}>
        <Select
          mode="multiple"
          allowClear
          options={ROLE_KEYS.map((value, index) => ({ value, label: roleLabels(t, ROLE_KEYS)[index] }))}
        />
      </Form.Item>
      {!readOnly && (
        <Flex gap={8} justify="flex-end">
          <Button onClick={onCancel} disabled={save.isPending}>
            {t('menus.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('menus.save')}
          </Button>
        </Flex>
      )}
    </Form>
  );
}
