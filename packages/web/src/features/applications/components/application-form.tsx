import { APP_TYPES } from '@console/contract/access/applications';
import {
  applicationCreateSchema,
  applicationUpdateSchema,
  type Application,
} from '@console/contract/resources/applications';
import { App, Button, Col, Flex, Form, Grid, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, schemaRule } from '@/lib/form-rules';
import { useRegisterApplication } from '../api/register-application';
import { useUpdateApplication } from '../api/update-application';

type Values = Record<string, unknown>;

const TEXT_FIELDS = ['key', 'name', 'english', 'appId', 'path', 'icon', 'signature'] as const;
const FIELDS = [...TEXT_FIELDS, 'appType', 'aloneMenuManage', 'sort'] as const;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Register or edit a product application; the contract's application schemas check each field. */
export function ApplicationForm({
  open,
  application,
  onClose,
}: {
  open: boolean;
  application: Application | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<Values>();
  const register = useRegisterApplication();
  const update = useUpdateApplication();
  const pending = register.isPending || update.isPending;
  const schema = application ? applicationUpdateSchema : applicationCreateSchema;
  const labels = useMemo(
    () => Object.fromEntries(FIELDS.map((name) => [name, t(`applications.fields.${name}`)])),
    [t],
  );
  const initial = useMemo<Values>(() => {
    if (!application) return { appType: 'system', aloneMenuManage: 0, sort: 0 };
    return Object.fromEntries(
      Object.entries(application).filter(([key, value]) => value !== null && key !== 'createTime'),
    );
  }, [application]);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, application, form]);

  const rule = (name: string) => schemaRule(schema, name, labels[name] ?? name, lang, form);

  const onFinish = (values: Values) => {
    const onError = (error: unknown) => applyServerFieldErrors(form, error, labels, lang);
    const done = (text: string) => {
      void message.success(text);
      onClose();
    };
    if (application) {
      const payload = Object.fromEntries(
        FIELDS.map((name) => [name, values[name] ?? (TEXT_FIELDS.includes(name as never) ? '' : undefined)]),
      );
      update.mutate(
        { id: application.id, ...payload },
        { onSuccess: () => done(t('engine.saved')), onError },
      );
    } else {
      const payload = Object.fromEntries(
        Object.entries(values).filter(([key, value]) => key !== 'id' && value !== undefined),
      );
      register.mutate(payload as never, { onSuccess: () => done(t('engine.created')), onError });
    }
  };

  const text = (name: (typeof TEXT_FIELDS)[number], required = false) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item
        name={name}
        label={labels[name]}
        htmlFor={`application-${name}`}
        rules={[rule(name)]}
        required={required}
        normalize={blankToUndefined}
        extra={name === 'key' ? t('applications.keyHint') : undefined}
      >
        <Input id={`application-${name}`} autoComplete="off" />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open={open}
      title={
        application ? t('applications.editTitle', { name: application.name }) : t('applications.createTitle')
      }
      onCancel={onClose}
      mask={{ closable: false }}
      width={screens.md ? 720 : '100%'}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('engine.cancel')}</Button>
          <Button type="primary" htmlType="submit" form="application-form" loading={pending}>
            {t('engine.save')}
          </Button>
        </Flex>
      }
    >
      <Form
        id="application-form"
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onFinish}
        disabled={pending}
      >
        <Form.Item name="id" hidden>
          <Input />
        </Form.Item>
        <Row gutter={16}>
          {text('key', true)}
          {text('name', true)}
          {text('english', true)}
          <Col xs={24} md={12}>
            <Form.Item
              name="appType"
              label={labels.appType}
              htmlFor="application-appType"
              rules={[rule('appType')]}
            >
              <Select
                id="application-appType"
                options={APP_TYPES.map((type) => ({
                  value: type,
                  label: t(`applications.appTypes.${type}`),
                }))}
              />
            </Form.Item>
          </Col>
          {text('path')}
          {text('icon')}
          {text('appId')}
          {text('signature')}
          <Col xs={24} md={12}>
            <Form.Item name="sort" label={labels.sort} htmlFor="application-sort" rules={[rule('sort')]}>
              <InputNumber id="application-sort" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="aloneMenuManage"
              label={labels.aloneMenuManage}
              htmlFor="application-aloneMenuManage"
              rules={[rule('aloneMenuManage')]}
              extra={t('applications.aloneMenuManageHint')}
              getValueProps={(value: unknown) => ({ checked: value === 1 })}
              normalize={(checked: boolean) => (checked ? 1 : 0)}
            >
              <Switch id="application-aloneMenuManage" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
