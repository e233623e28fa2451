import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Values {
  key: string;
  value: string;
}

/**
 * Push one configuration setting (key → value) to a terminal. The limits are the contract's
 * (`commandCreateSchema`: key up to 64, value up to 500 characters); the server checks them too.
 */
export function ConfigPush({
  pending,
  onPush,
}: {
  pending: boolean;
  onPush: (payload: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const required = { required: true, whitespace: true, message: t('terminalMonitor.required') };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('terminalMonitor.pushConfig')}</Button>
      <Modal
        open={open}
        title={t('terminalMonitor.pushConfig')}
        okText={t('terminalMonitor.send')}
        cancelText={t('terminalMonitor.cancel')}
        confirmLoading={pending}
        maskClosable={false}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        onOk={() =>
          form.validateFields().then(
            (values) => {
              onPush({ [values.key.trim()]: values.value });
              setOpen(false);
            },
            // The form already shows what is missing.
            () => undefined,
          )
        }
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="key"
            label={t('terminalMonitor.configKey')}
            rules={[required, { max: 64, message: t('terminalMonitor.tooLong', { max: 64 }) }]}
          >
            <Input placeholder="volume" />
          </Form.Item>
          <Form.Item
            name="value"
            label={t('terminalMonitor.configValue')}
            rules={[required, { max: 500, message: t('terminalMonitor.tooLong', { max: 500 }) }]}
          >
            <Input placeholder="60" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
