import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** The field's label ("Reason for rejection"). */
  label: string;
  okText: string;
  /** Shown under the empty field. */
  requiredMessage: string;
  max: number;
  saving: boolean;
  /** The action is destructive (a rejection): the button is red. */
  danger?: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * An action that needs a reason (a rejection, a visit's exception): the reason is required, at
 * most `max` characters, trimmed; the dialog stays open until the caller closes it.
 */
export function ReasonDialog({
  open,
  title,
  label,
  okText,
  requiredMessage,
  max,
  saving,
  danger = true,
  onCancel,
  onSubmit,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: saving }}
      cancelText={t('engine.cancel')}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          (values) => onSubmit(values.reason.trim()),
          // The form shows what is missing under the field.
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={label}
          rules={[
            { required: true, whitespace: true, message: requiredMessage },
            { max, message: t('reasonDialog.tooLong', { max }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={max} showCount autoFocus aria-label={label} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
