import { App, Button, Col, Divider, Drawer, Flex, Form, Grid, Modal, Row, type FormRule } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, fieldMessage, schemaRule } from '@/lib/form-rules';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { FieldInput } from './field-input';
import { fieldsOf, rowTitle } from './fields';
import { companyField, namesNoCompany } from './list-fields';
import {
  clearedValue,
  createDefaults,
  createPayload,
  editValues,
  isEmptyValue,
  isRequired,
  updatePayload,
} from './form-values';
import { useCreateResource, useUpdateResource } from './use-resource-mutations';
import { useLang } from './use-lang';
import { useResourceAccess } from './use-resource-access';
import type { AnyDefinition, EngineField, FormInput, ResourceRow } from './types';

export interface FormSection {
  key: string;
  title: string;
  fields: readonly string[];
}

export interface ResourceFormProps {
  definition: AnyDefinition;
  open: boolean;
  /** The row being edited; absent or null: a new row. */
  record?: ResourceRow | null | undefined;
  onClose: () => void;
  onSaved?: ((row: ResourceRow, mode: 'create' | 'edit') => void) | undefined;
  /** Fields shown, in order (default: every field of the definition). */
  fields?: readonly string[] | undefined;
  /** Fields grouped under headings (instead of `fields`). */
  sections?: readonly FormSection[] | undefined;
  /** Values a new row starts with (after the schemas' defaults). */
  initialValues?: Record<string, unknown> | undefined;
  /** Sent with a new row without being shown (the parent of a row created in an embedded list). */
  fixedValues?: Record<string, unknown> | undefined;
  /**
   * Values every new row is sent with that are not in the form (the kind of the page's list),
   * unlike `fixedValues` leaving the company choice to the form.
   */
  createValues?: Record<string, unknown> | undefined;
  container?: 'drawer' | 'modal';
  title?: ReactNode;
  /** The feature's own inputs for some fields, instead of the engine's by kind. */
  inputs?: Readonly<Record<string, FormInput>> | undefined;
}

/**
 * A create or edit form made from a definition: inputs by field kind, the definition's own zod
 * schemas on every field (create schema for new rows, update schema for edits), server field
 * errors on their fields. Create-only fields are read-only when editing; write-only fields
 * start empty and are sent only when filled. Dialogs do not close on a mask click (SPEC §9).
 */
export function ResourceForm({
  definition,
  open,
  record,
  onClose,
  onSaved,
  fields: names,
  sections,
  initialValues,
  fixedValues,
  createValues,
  container = 'drawer',
  title: customTitle,
  inputs,
}: ResourceFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message, modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<Record<string, unknown>>();
  const editing = Boolean(record);
  const schema = editing ? definition.schemas.update : definition.schemas.create;
  const create = useCreateResource(definition);
  const update = useUpdateResource(definition);
  const pending = create.isPending || update.isPending;
  const formId = `resource-form-${definition.key}`;

  const allNames = useMemo(
    () => (sections ? sections.flatMap((s) => s.fields) : (names ?? definition.writableFields)),
    [sections, names, definition.writableFields],
  );
  // A platform administrator names the company of a new row (unless a parent row decides it).
  const { platform } = useResourceAccess(definition);
  const companyOnCreate = platform && !editing && !fixedValues && namesNoCompany(definition);
  // Read-only fields are the server's (presence): never in a form.
  const fields = useMemo(
    () => [
      ...(companyOnCreate ? [companyField(t('engine.company'))] : []),
      ...fieldsOf(definition, allNames).filter((f) => !f.meta.readOnly),
    ],
    [definition, allNames, companyOnCreate, t],
  );
  const editable = useMemo(() => fields.filter((f) => !(editing && f.meta.createOnly)), [fields, editing]);
  const initial = useMemo(
    () => (record ? editValues(record, fields) : createDefaults(definition, fields, initialValues)),
    [record, fields, definition, initialValues],
  );
  const labels = useMemo(
    () => Object.fromEntries(fields.map((f) => [f.name, f.meta.label[lang]])),
    [fields, lang],
  );
  const writeOnly = fields.filter((f) => f.meta.writeOnly).map((f) => f.name);
  const sameTenant = fields.filter((f) => f.meta.sameTenant).map((f) => f.name);

  // The company whose rows same-company pickers offer: the parent's, the row's, the one chosen,
  // or (none chosen) the administrator's own organisation, where the row then goes.
  const chosenCompany = Form.useWatch<number | undefined>('customerId', form);
  const ownCompany = useUserInfo().data?.customerId ?? null;
  const known = fixedValues?.customerId ?? record?.customerId;
  const company =
    typeof known === 'number' ? known : (chosenCompany ?? (companyOnCreate ? ownCompany : undefined));
  // Pickers narrowed by another field (a ward's beds) follow its value: typed, fixed, the row's, or
  // a new row's starting value for a field not on the form (a VOD page's product scope).
  const narrowed = fields.filter((f) => f.meta.narrowedBy);
  // Watch only the narrowing fields: the form re-renders when they change, not at each keystroke.
  const narrowing = Form.useWatch(
    (values: Record<string, unknown>) =>
      Object.fromEntries(narrowed.map((f) => [f.meta.narrowedBy!, values[f.meta.narrowedBy!]])),
    form,
  );
  const narrowValue = (by: string) =>
    narrowing?.[by] ?? fixedValues?.[by] ?? (record ? record[by] : initialValues?.[by]);
  const onValuesChange = (changed: Record<string, unknown>) => {
    // Rows picked for one company are not the next one's, nor one ward's bed the next ward's.
    const stale = [
      ...('customerId' in changed ? sameTenant : []),
      ...narrowed.filter((f) => f.meta.narrowedBy! in changed).map((f) => f.name),
    ];
    if (stale.length > 0) form.setFieldsValue(Object.fromEntries(stale.map((name) => [name, undefined])));
  };

  // Each opening starts from the row (or the defaults), not from what was typed last time.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, record, form]);

  const rulesFor = (field: EngineField): FormRule[] => {
    const label = labels[field.name] ?? field.name;
    const rules: FormRule[] = [schemaRule(schema, field.name, label, lang, form)];
    if (!editing && field.meta.kind !== 'menuTree' && isRequired(definition, field.name)) {
      // A missing choice says "required", not the schema's "not an allowed option".
      rules.unshift({
        validator: async (_rule, value: unknown) => {
          if (isEmptyValue(value)) throw new Error(fieldMessage(label, 'validation.required', lang));
        },
      });
    }
    if (editing && !field.meta.writeOnly && !field.meta.virtual) {
      // An update leaves out what is not sent: say so instead of silently keeping the old value.
      rules.unshift({
        validator: async (_rule, value: unknown) => {
          if (!isEmptyValue(value) || isEmptyValue(initial[field.name])) return;
          if (isRequired(definition, field.name))
            throw new Error(fieldMessage(label, 'validation.required', lang));
          if (clearedValue(definition, field.name) === undefined) throw new Error(t('engine.cannotClear'));
        },
      });
    }
    return rules;
  };

  const onFinish = (values: Record<string, unknown>) => {
    const onError = (error: unknown) => applyServerFieldErrors(form, error, labels, lang);
    if (record) {
      const payload = updatePayload(definition, editable, initial, values);
      if (Object.keys(payload).length === 0) {
        void message.info(t('engine.noChanges'));
        onClose();
        return;
      }
      update.mutate(
        { id: record.id, values: payload },
        {
          onSuccess: (row) => {
            void message.success(t('engine.saved'));
            onSaved?.(row, 'edit');
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { ...createPayload(values), ...createValues, ...fixedValues },
        {
          onSuccess: (row) => {
            void message.success(t('engine.created'));
            onSaved?.(row, 'create');
            onClose();
          },
          onError,
        },
      );
    }
  };

  const item = (field: EngineField) => {
    const { name, meta } = field;
    const label = labels[name];
    const span = meta.wide || meta.kind === 'menuTree' || meta.kind === 'textarea' ? 24 : 12;
    const Input = inputs?.[name];
    // A feature's own input explains itself (a service code is sent with every save).
    const help =
      editing && !Input && (meta.writeOnly || meta.virtual) ? t('engine.keepEmpty') : meta.help?.[lang];
    const id = `${formId}-${name}`;
    if (editing && meta.createOnly) {
      return (
        <Col key={name} xs={24} md={span}>
          <Form.Item label={label} htmlFor={id} extra={t('engine.createOnly')}>
            <FieldInput meta={meta} id={id} value={record?.[name]} disabled />
          </Form.Item>
        </Col>
      );
    }
    return (
      <Col key={name} xs={24} md={span}>
        <Form.Item
          name={name}
          label={label}
          htmlFor={id}
          extra={help}
          required={!editing && isRequired(definition, name)}
          rules={rulesFor(field)}
          validateFirst
          {...(meta.virtual ? { dependencies: writeOnly } : {})}
        >
          {Input ? (
            <Input id={id} record={record ?? null} />
          ) : (
            <FieldInput
              meta={meta}
              id={id}
              optional={!isRequired(definition, name)}
              company={company}
              narrowTo={meta.narrowedBy ? narrowValue(meta.narrowedBy) : undefined}
            />
          )}
        </Form.Item>
      </Col>
    );
  };

  // The company a platform administrator picks leads the first section (it decides the others'
  // choices); each section shows its own fields of the form's.
  const groups = sections
    ? sections.map((s, i) => ({
        key: s.key,
        title: s.title,
        items: fields.filter(
          (f) => s.fields.includes(f.name) || (i === 0 && companyOnCreate && f.name === 'customerId'),
        ),
      }))
    : [{ key: 'all', title: '', items: fields }];

  // Esc, the close button and Cancel throw away what was typed: ask first when anything was.
  const requestClose = () => {
    if (!form.isFieldsTouched()) return onClose();
    modal.confirm({
      title: t('engine.discardTitle'),
      content: t('engine.discardContent'),
      okText: t('engine.discard'),
      okType: 'danger',
      cancelText: t('engine.keepEditing'),
      onOk: onClose,
    });
  };

  const typeName = definition.title[lang];
  const title =
    customTitle ??
    (record
      ? t('engine.editTitle', { title: typeName, name: rowTitle(definition, record) })
      : t('engine.createTitle', { title: typeName }));
  const footer = (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={requestClose}>{t('engine.cancel')}</Button>
      <Button type="primary" htmlType="submit" form={formId} loading={pending}>
        {t('engine.save')}
      </Button>
    </Flex>
  );
  const body = (
    <Form
      id={formId}
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      onValuesChange={onValuesChange}
      disabled={pending}
      scrollToFirstError
    >
      {groups.map((group) => (
        <div key={group.key}>
          {group.title ? (
            <Divider titlePlacement="start" plain>
              {group.title}
            </Divider>
          ) : null}
          <Row gutter={16}>{group.items.map(item)}</Row>
        </div>
      ))}
    </Form>
  );

  if (container === 'modal')
    return (
      <Modal
        open={open}
        title={title}
        onCancel={requestClose}
        footer={footer}
        mask={{ closable: false }}
        width={screens.md ? 720 : '100%'}
      >
        {body}
      </Modal>
    );
  return (
    <Drawer
      open={open}
      title={title}
      onClose={requestClose}
      footer={footer}
      mask={{ closable: false }}
      size={screens.md ? 720 : '100%'}
    >
      {body}
    </Drawer>
  );
}
