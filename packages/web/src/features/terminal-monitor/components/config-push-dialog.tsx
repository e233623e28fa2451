import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface Values {
  key: string;
  value: string;
}

export interface ConfigPushDialogProps {
  open: boolean;
  pending: boolean;
  onPush: (payload: Record<string, string>) => void;
  onClose: () => void;
}

/**
 * The dialog that pushes one configuration setting (key → value) to a terminal. The limits are
 * the contract's (`commandCreateSchema`: key up to 64, value up to 500 characters); the server
 * checks them too. Loaded with its form code when first opened (`config-push.tsx`).
 */
export function ConfigPushDialog({ open, pending, onPush, onClose }: ConfigPushDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const required = { required: true, whitespace: true, message: t('terminalMonitor.required') };
  return (
    <Modal
      open={open}
      title={t('terminalMonitor.pushConfig')}
      okText={t('terminalMonitor.send')}
      cancelText={t('terminalMonitor.cancel')}
      confirmLoading={pending}
      maskClosable={false}
      destroyOnHidden
      onCancel={onClose}
      onOk={() =>
        form.validateFields().then(
          (values) => {
            onPush({ [values.key.trim()]: values.value });
            onClose();
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
  );
}
